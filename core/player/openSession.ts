import { readSavedAccessibility } from '../accessibility/savedSettings';
import type { PluginCatalogue } from '../catalogue/PluginCatalogue';
import type { CourseInstance } from '../models/Course';
import type { CoursePackage } from '../package/loadPackage';
import { codecContextFor } from '../progress/codec/codecContext';
import type { ProgressCodec } from '../progress/codec/ProgressCodec';
import { newUuid } from '../util/uuid';
import type { Translator } from '../i18n/translator';
import type { PackageFiles } from '../package/packageFiles';
import { LearnerActions } from './actions';
import type { LearnerAccessibility } from './accessibility';
import { Attempts } from './attempts';
import { BlockStates } from './blockStates';
import { Completion } from './completion';
import type { ConnectionMonitor } from './connection';
import { ContentPages } from './contentPages';
import type { LearningEvents } from './events';
import { SessionExit } from './exit';
import { handshake, type DeliveryLink } from './handshake';
import { CourseLanguage, type LanguageKit } from './language';
import { MediaGate } from './mediaGate';
import { applyMergedRecord } from './mergedState';
import type { Notices } from './notices';
import { Randomization, type DrawCode } from './randomization';
import { restoreProgress } from './restore';
import { Saving } from './saving';
import type { LaunchPage, SaveTuning } from './services';
import { CourseTiming, type TimerCode } from './timing';
import { TrackingFanOut } from './trackingFanOut';

/*
 * The running session, put together once the course is built: none of it is needed to paint the
 * cover, so this module (and the delivery layer it brings) loads beside the package
 * (PlayerSession.start) and keeps the first page light.
 */

export interface OpenParts {
  plugins: PluginCatalogue;
  /** What a language switch needs of the launch's code (startSession.ts). */
  languageKit: LanguageKit;
  /** A language switch hands the session the new language's translator and content files. */
  languageSwitched: (translator: Translator, files: PackageFiles) => void;
  page: LaunchPage;
  tuning: SaveTuning;
  course: CourseInstance;
  pkg: CoursePackage;
  codec: ProgressCodec;
  events: LearningEvents;
  notices: Notices;
  connection: ConnectionMonitor;
  accessibility: LearnerAccessibility;
  drawCode: DrawCode | null;
  timerCode: TimerCode | null;
  now: () => number;
  warn: (message: string) => void;
}

/** The owners of a running session, each with one job (docs/architecture.md, "The session's owners"). */
export interface SessionOwners {
  randomization: Randomization;
  timing: CourseTiming;
  saving: Saving;
  media: MediaGate;
  blocks: BlockStates;
  attempts: Attempts;
  actions: LearnerActions;
  completion: Completion;
  exit: SessionExit;
  /** The course language: the saved choice, the switch, the first-selection rule (SPEC 2.8, 3.1, 4.7). */
  courseLanguage: CourseLanguage;
  /** Whether a saved record was restored, and the route to resume at (SPEC 4.3, rewritten from legacy forms, SPEC 2.3). */
  resumed: boolean;
  resumeUrl: string;
}

/**
 * SPEC 4.3's launch after the course is built: the delivery hand-shake, then (unless access is
 * refused, SPEC 6.2) restore, the attempt id, the pool, the timer, and saving from then on.
 */
export async function openSession(parts: OpenParts): Promise<{ delivery: DeliveryLink; owners: SessionOwners | null }> {
  const { plugins, page, course, pkg, codec, events, notices, accessibility, warn } = parts;
  const codecContext = codecContextFor(course, plugins);
  const delivery = await handshake({ plugins, page, course, pkg, codec, codecContext, warn, connection: (change) => parts.connection.changed(change), accessibility });
  if (delivery.accessDenied) return { delivery, owners: null };

  const randomization = new Randomization(course, plugins, parts.drawCode);
  const blockStates = plugins.blockStates();
  const restored = await restoreProgress({
    course,
    backend: delivery.backend,
    learner: delivery.learner,
    codec,
    codecContext,
    types: plugins,
    blockStates,
    randomization,
    isScorm: pkg.publish.isScorm,
    isPreview: pkg.publish.isPreview,
    notify: (n) => notices.add(n),
    warn,
  });
  // SPEC 4.3 step 5: the saved accessibility settings, applied before the session is ready (no flash).
  const savedAccessibility = restored.accessibility === null ? null : readSavedAccessibility(restored.accessibility);
  if (savedAccessibility?.problems.length) warn(`The saved accessibility settings were partly unreadable; those fields take their defaults (${savedAccessibility.problems.join('; ')}).`);
  accessibility.restore(savedAccessibility);
  const courseLanguage = new CourseLanguage({ pkg, course, kit: parts.languageKit, events, warn, switched: parts.languageSwitched });
  let media: MediaGate | null = null;
  let timing: CourseTiming | null = null;
  const saving = new Saving({
    course,
    store: delivery.backend.store,
    storeName: delivery.id,
    codec,
    codecContext,
    questionTypes: plugins,
    blockStates,
    learner: delivery.learner,
    tuning: parts.tuning,
    warn,
    sources: {
      // The learner's choice only (SPEC 3.7): '' keeps the first-selection popup due on the next launch.
      language: () => courseLanguage.saved,
      pool: () => randomization.savedPool(),
      optionOrders: () => randomization.savedOptionOrders(),
      timer: () => timing?.snapshot() ?? null,
      finished: () => media?.isCourseFinished ?? false,
      accessibility: () => accessibility.saved,
    },
  });
  timing = new CourseTiming(course, parts.timerCode, saving, events);
  const contentPages = new ContentPages(course, plugins, saving, events, () => timing.halted);
  media = new MediaGate(course, contentPages, pkg.template.mediaRestriction, blockStates.filter((s) => s.media).map((s) => s.key));
  let completion: Completion | null = null;
  const tracking = new TrackingFanOut(delivery.sinks, events, warn);
  // SPEC 4.3 step 5: the saved language, applied before the session is ready (once the sinks listen,
  // for SPEC 4.8's 'clear language'); then SPEC 3.1's rule for the first-selection popup.
  await courseLanguage.setUp({
    saved: restored.language,
    inAddress: page.query.get('language'),
    anyAnswered: course.questions.some((q) => q.isAnswered),
    review: pkg.publish.isReview,
  });
  const owners: Omit<SessionOwners, 'completion'> = {
    randomization,
    timing,
    saving,
    media,
    blocks: new BlockStates(course, saving, media),
    attempts: new Attempts({ course, backend: delivery.backend, randomization, timing, saving, events, notices, warn, clearedBlockStates: blockStates.filter((s) => s.clearedOnNewAttempt).map((s) => s.key) }),
    actions: new LearnerActions({ course, types: plugins, contentPages, media, timing, randomization, saving, events, language: () => pkg.language.language, beforeAnswer: () => courseLanguage.ensureStarted(), now: parts.now, warn }),
    exit: new SessionExit({ backend: delivery.backend, saving, tracking, events, standing: () => completion!.standing, connection: parts.connection, now: parts.now, pending: [accessibility] }),
    courseLanguage,
    resumed: restored.resumed,
    resumeUrl: restored.url,
  };

  // SPEC 4.3 after restoring: the attempt id (URL parameter, else the saved one, else a new UUID), the pool, the timer.
  saving.rebuildAnswers();
  course.setAttemptId(page.query.get('attemptId') || course.attemptId || newUuid());
  randomization.drawPool(restored.poolIds, (m) => notices.add({ text: m }));
  timing.setUp(restored.timer);
  // From here on every change of the course's standing is a 'status' event (SPEC 4.1): not the launch's own.
  completion = new Completion(course, media, events, timing);
  // Issue 21 §5: a save another device's save overtook is merged into this course and written again.
  saving.start(restored.revision, (local, merged) => applyMergedRecord({ course, types: plugins, blockStates, randomization, timing, warn }, local, merged));
  accessibility.attach(saving);
  courseLanguage.attach(saving);
  // An identity given at this launch (SPEC 6.3's form) is kept with the progress at once, so the
  // next visit is not asked again even if the learner does nothing before leaving.
  if (delivery.learner !== delivery.backend.learner) saving.changed();
  owners.exit.watch(page.window);
  return { delivery, owners: { ...owners, completion } };
}
