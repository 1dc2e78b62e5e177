import type { PublishSettings } from '../settings/publishSettings';
import { lazyPlugin, type LazyPlugin } from '../plugins/lazyPlugin';
import type { TemplateSettings } from '../settings/templateSettings';
import type { TrackingSink } from './TrackingSink';
import type { CloseReason, Learner } from './LearningEvent';
import type { ProgressStore } from './ProgressStore';
import type { AskSignIn } from './signIn';
import type { CertificateIssue, CertificateRequest } from './certificateIssue';

export type { CloseReason, Learner } from './LearningEvent';

/** What a delivery plugin may look at to decide whether the course was launched its way. */
export interface DeliveryLaunch {
  /** publishSettings.js: publishMode (Lms, Lms2004, Publish, ...), preview, review. */
  publish: PublishSettings;
  /** The launch query of the player's page (xAPI endpoint, LTI callback, attemptId, ...). */
  query: URLSearchParams;
  /** The player's window, for an API search through parents and opener; null outside a browser. */
  window: Window | null;
  /**
   * settings.js as the package gives it, for a backend whose context depends on the author's
   * switches (the learner service: SPEC 6.3 cross-device saving). Unset in tests that launch bare.
   */
  settings?: TemplateSettings;
}

/** What opening a session gets besides the launch: which course, and where to report problems. */
export interface DeliveryContext extends DeliveryLaunch {
  courseId: string;
  templateId: string;
  courseTitle: string;
  warn: (message: string) => void;
  /**
   * Shows the login and sign-up routes with the delivery's calls behind them and resolves once the
   * learner signed in (SPEC 2.3 access type 'redirect'). Unset where no screen can show them.
   */
  askSignIn?: AskSignIn;
  /**
   * settings.js allowUserToSkipTrackingAndTracing (SPEC 6.3): the sign-in may be skipped. Then
   * skippedBefore tells whether this learner already did on this device (the next delivery in line
   * holds a record whose user is authorizationSkipped, SPEC 3.7), so a reload does not ask again.
   */
  signInSkip?: { skippedBefore(): Promise<boolean> };
  /**
   * The backend cannot be reached (a network error or a 5xx, SPEC 4.7 'offline or server error'):
   * 'lost' while its calls fail and are retried, 'back' once one goes through again. The app shows
   * the connection-lost screen meanwhile (SPEC 2.10). Unset where nobody listens.
   */
  connection?: (change: ConnectionChange) => void;
}

export type ConnectionChange = 'lost' | 'back';

/** An open delivery: the learner, where progress is kept, where learning events go, and how it ends. */
export interface DeliverySession {
  readonly learner: Learner | null;
  readonly store: ProgressStore;
  readonly sinks: readonly TrackingSink[];
  /**
   * 'lms' when an LMS launched the course (SCORM): the LMS owns the attempt, and the learner leaves
   * through 'Submit result' or 'Continue course later' (SPEC 2.4, 2.8). Unset elsewhere.
   */
  readonly kind?: 'lms';
  /**
   * The pass mark the launch sets (0..100) in place of the course's (a cmi5 LMS's masteryScore):
   * the course passes and fails by it, for the learner as for the LMS. Unset: the course's own.
   */
  readonly masteryScore?: number;
  /**
   * The attempt the backend opened for this launch (the learner service's new attempt, SPEC 7.4):
   * the course takes it when neither the URL nor the restored record names one (SPEC 4.3).
   */
  readonly attemptId?: string;
  /**
   * 'denied' when the backend's access check refused this learner the course (SPEC 6.2, 7.5; LTI's
   * canAccessCourse false, 7.6): the session shows the no-access screen and saves nothing. Unset: granted.
   */
  readonly access?: 'denied';
  /**
   * SPEC 4.5 step 4: a backend that owns attempts (LTI's reset, 7.6) opens the new one and names its
   * id, which the course takes. Rejects when it cannot: the course then stays on the attempt it is
   * on, with the learner's work. Unset: the session makes a new UUID.
   */
  newAttempt?(currentAttemptId: string): Promise<string>;
  /**
   * Signs the learner out of the backend (SPEC 2.4 'Logout', 7.3 logout call); only a backend the
   * learner signed in to has it. Progress is written before it is called.
   */
  signOut?(): Promise<void>;
  /**
   * Ends every session of the learner on every device, and every link e-mailed to them (the user
   * menu's 'Sign out everywhere', docs/service.md); only a backend the learner signed in to has it.
   */
  signOutEverywhere?(): Promise<void>;
  /**
   * E-mails the signed-in learner a link that signs them in on another device (SPEC 2.8
   * continue-later popup, 7.3 send-secret-link); resolves true when the backend took it.
   */
  sendSecretLink?(courseLanguage: string): Promise<boolean>;
  /**
   * The signed-in learner's access token (SPEC 7.3), '' once signed out; only a backend the learner
   * signed in to has it. The product's own service wants it on statements and the feedback check
   * (docs/service.md, "Default LRS"): tracking plugins get it in their launch, read at each request.
   */
  learnerToken?(): string;
  /**
   * Issue 26: the backend issues the learner's certificate and answers what it prints (the learner
   * service, hosted mode); only a backend that keeps certificates has it.
   */
  issueCertificate?(request: CertificateRequest): Promise<CertificateIssue>;
  /**
   * Ends the delivery (SCORM Terminate, a final statement). Called once, after the progress and the
   * sinks were flushed; with 'unload' it must do its work synchronously before returning.
   */
  close(reason: CloseReason): Promise<void>;
}

/**
 * One backend of the delivery layer (browser, scorm12, scorm2004, xAPI package, learner service...).
 * Registered at start-up in the plugin catalogue (kind 'delivery'); the session opens the detected plugin of
 * highest priority. detect() is cheap and synchronous and lives on the first page; the code open()
 * needs is loaded there with import(), so a backend costs the first page a few lines.
 */
export interface DeliveryPlugin {
  readonly id: string;
  /** Higher wins among the plugins that detect their context (browser 0, an LMS 100). */
  readonly priority: number;
  detect(launch: DeliveryLaunch): boolean;
  open(context: DeliveryContext): Promise<DeliverySession>;
}

/**
 * A delivery plugin registered by id whose code (detect included) loads when the session opens its
 * delivery, beside the package, as lazily registered question types do: the first page carries
 * only this line per backend. The session starts loading it at start-up.
 */
export type LazyDeliveryPlugin = LazyPlugin<DeliveryPlugin>;

export const lazyDeliveryPlugin: (id: string, load: () => Promise<DeliveryPlugin>) => LazyDeliveryPlugin = lazyPlugin;

/** Keeps a plugin's type while it is written as an object literal: `export default defineDeliveryPlugin({...})`. */
export function defineDeliveryPlugin(plugin: DeliveryPlugin): DeliveryPlugin {
  return plugin;
}
