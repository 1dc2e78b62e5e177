import type { PluginCatalogue } from '../catalogue/PluginCatalogue';
import type { ConnectionChange, DeliverySession } from '../delivery/DeliveryPlugin';
import type { Learner } from '../delivery/LearningEvent';
import { openDelivery } from '../delivery/openDelivery';
import type { TrackingSink } from '../delivery/TrackingSink';
import type { CourseInstance } from '../models/Course';
import type { CoursePackage } from '../package/loadPackage';
import { readSavedUser } from '../progress/readSavedUser';
import type { CodecContext, ProgressCodec } from '../progress/codec/ProgressCodec';
import { isAccessLimited, readAccessLimitation } from '../rules/accessLimitation';
import { identifyLearner } from '../tracking/identify';
import { openTracking } from '../tracking/openTracking';
import type { SignInRequest } from '../tracking/TrackingPlugin';
import { enabled } from '../util/json';
import type { LaunchPage } from './services';
import { screenRequest, signInRequest, signInScreens } from './signInScreens';

/** The open delivery as the session and the app see it. */
export interface DeliveryLink {
  /** The id of the delivery plugin that opened ('browser', 'scorm12', ...). */
  readonly id: string;
  /** The open backend: the learner it knows, the progress store, its own sinks, sign-out, close. */
  readonly backend: DeliverySession;
  /** Who the session runs for: the delivery's learner, or who they said they are (SPEC 6.3's name-and-e-mail form): the tracking actor. */
  readonly learner: Learner | null;
  /** Every sink of the launch: the delivery's, the tracking plugins', the host's. */
  readonly sinks: readonly TrackingSink[];
  /**
   * SPEC 6.2: the backend's access check refused the learner, or the package's allow-list does not
   * name them. The session then stops before restoring: the no-access screen, nothing saved anywhere.
   */
  readonly accessDenied: boolean;
  /** Launched by an LMS (SCORM): the learner leaves through 'Submit result' or 'Continue course later' (SPEC 2.4). */
  readonly isLms: boolean;
}

export interface HandshakeParts {
  plugins: PluginCatalogue;
  page: LaunchPage;
  course: CourseInstance;
  pkg: CoursePackage;
  codec: ProgressCodec;
  codecContext: CodecContext;
  warn: (message: string) => void;
  connection: (change: ConnectionChange) => void;
  /** The learner's accessibility settings, offered on the sign-in screens (SPEC 2.4: reachable before sign-in). */
  accessibility?: SignInRequest['accessibility'];
}

/**
 * The delivery hand-shake of a launch, before anything runs: the detected delivery of highest
 * priority opens (signing the learner in on the way where it must, SPEC 2.3), then the tracking
 * plugins give their sinks, then the learner is identified for tracking (SPEC 6.3), and the access
 * decision is made (SPEC 6.2).
 */
export async function handshake(parts: HandshakeParts): Promise<DeliveryLink> {
  const { plugins, page, course, pkg, warn } = parts;
  const trackings = () => plugins.load('tracking');
  const savedUser = (session: DeliverySession) => readSavedUser(session.store, parts.codec, parts.codecContext);
  // SPEC 6.3: where the course lets learners skip, a skipped sign-in is remembered with the progress that stays on this device.
  const skip = enabled(pkg.template.raw.allowUserToSkipTrackingAndTracing)
    ? { recordSaysSkipped: async (s: DeliverySession) => (await savedUser(s).catch(() => null))?.authorizationSkipped === true }
    : undefined;
  const { plugin, session, signInSkipped } = await openDelivery(
    await plugins.load('delivery'),
    {
      publish: pkg.publish,
      query: page.query,
      window: page.window,
      courseId: course.id,
      templateId: course.templateId,
      courseTitle: course.title,
      warn,
      settings: pkg.template,
      connection: parts.connection,
      askSignIn: signInScreens(trackings, async () => ({ ...(await signInRequest(pkg, page.baseUrl, course.title)), accessibility: parts.accessibility })),
    },
    skip,
  );
  const deliveredLearner = signInSkipped ? { ...session.learner, authorizationSkipped: true } : session.learner;
  if (session.masteryScore !== undefined) course.overrideMasteryScore(session.masteryScore);
  const closeAndFail = async (e: unknown): Promise<never> => {
    // The delivery is open (an LMS session): it is closed before the launch fails.
    await session.close('suspended').catch(() => undefined);
    throw e;
  };
  // Tracking opens first: a configuration it cannot track with (SPEC 4.3's custom LRS without a URI)
  // fails the launch before the learner is asked who they are for it.
  const loaded = await trackings().catch(closeAndFail);
  // SPEC 4.7: a preview tracks nothing: no tracking plugin opens, a host's sinks get no event.
  const preview = pkg.publish.isPreview;
  const tracked = preview ? [] : await openTracking(loaded, {
    publish: pkg.publish,
    settings: pkg.template,
    query: page.query,
    window: page.window,
    courseId: course.id,
    templateId: course.templateId,
    delivery: { id: plugin.id, kind: session.kind, learner: deliveredLearner, ...(session.learnerToken ? { learnerToken: () => session.learnerToken!() } : {}) },
    warn,
  }).catch(closeAndFail);
  const learner = await identifyLearner({
    plugins: loaded,
    publish: pkg.publish,
    settings: pkg.template,
    query: page.query,
    learner: deliveredLearner,
    inLms: session.kind === 'lms',
    savedUser: () => savedUser(session),
    request: () => screenRequest(pkg, course.title),
    warn,
  }).catch(closeAndFail);
  const { publish } = pkg;
  return {
    id: plugin.id,
    backend: session,
    learner,
    sinks: [...session.sinks, ...tracked, ...(preview ? [] : await plugins.load('sink'))],
    accessDenied: session.access === 'denied' || isAccessLimited({ limitation: readAccessLimitation(publish), learner, review: publish.isReview }),
    isLms: session.kind === 'lms',
  };
}
