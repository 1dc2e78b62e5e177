import type { AccessibilitySettings } from '../accessibility/settings';
import type { SignInPrompt } from '../delivery/signIn';
import type { Learner } from '../delivery/LearningEvent';
import type { PublishSettings } from '../settings/publishSettings';
import type { Theme } from '../settings/theme';
import type { TemplateSettings } from '../settings/templateSettings';
import { lazyPlugin, type LazyPlugin } from '../plugins/lazyPlugin';
import type { TrackingSink } from '../delivery/TrackingSink';

/** What the name-and-e-mail form is shown with: the labels and direction of the course language. */
export interface IdentityRequest {
  /** The label of a key in the course language (PACKAGE-FORMAT.md lookup), its {placeholders} filled from `values`. */
  t: (key: string, values?: Record<string, unknown>) => string;
  /** The course language's locale, for the form's lang attribute. */
  locale: string;
  rtl: boolean;
  courseTitle: string;
  /** settings.js allowUserToSkipTrackingAndTracing: the learner may go on without an identity. */
  skippable: boolean;
}

/** What the login and sign-up screens show (SPEC 2.11: the course logo on login) and the delivery's calls behind them. */
export interface SignInRequest extends Omit<IdentityRequest, 'skippable'> {
  /** The course logo's address, '' when the course shows none. */
  logoUrl: string;
  /** The course's branding (themeSettings.js), its image addresses resolved: the screens wear the course's colours. */
  theme?: Theme;
  prompt: SignInPrompt;
  /**
   * The learner's accessibility settings and their change (the session's owner, core/player/accessibility.ts):
   * the screens offer SPEC 2.7's panel before sign-in (SPEC 2.4). Absent, they offer none.
   */
  accessibility?: { readonly settings: AccessibilitySettings; set(patch: Partial<AccessibilitySettings>): void };
}

/** The learner's answer: their name and e-mail (valid by SPEC 5.2), or that they skipped the step. */
export type IdentityAnswer = { name: string; email: string } | { skipped: true };

/** What a tracking plugin may look at to decide which destinations a launch has. */
export interface TrackingLaunch {
  publish: PublishSettings;
  /** settings.js over the manifest defaults: resultsTracking, xApi, sendXAPIStatementsForContentPages… */
  settings: TemplateSettings;
  query: URLSearchParams;
  window: Window | null;
  courseId: string;
  templateId: string;
  /** The delivery that opened (browser, scorm12, xapi…), and 'lms' when an LMS launched the course. */
  delivery: {
    id: string;
    kind?: 'lms';
    learner: Learner | null;
    /** The signed-in learner's token, '' when signed out: only a delivery the learner signed in to has it (DeliverySession.learnerToken). */
    learnerToken?: () => string;
  };
  warn: (message: string) => void;
}

/**
 * A source of tracking sinks for a launch (the default and custom LRS, NPS, LXP…), registered in the
 * plugin catalogue (kind 'tracking') as delivery plugins are. open() gives the sinks
 * this launch has (none when the context does not track) or throws a PlayerError for a configuration
 * the learner cannot play with (SPEC 4.3: a custom LRS without a URI). Its code loads only when a
 * session opens, so tracking costs the first page one line per plugin.
 */
export interface TrackingPlugin {
  readonly id: string;
  open(launch: TrackingLaunch): TrackingSink[] | Promise<TrackingSink[]>;
  /**
   * Asks the learner who they are, before the course (SPEC 6.3: hosted tracking without cross-device
   * saving needs a name and an e-mail). Only a plugin with a screen has it: app/tracking/identity.
   */
  askIdentity?(request: IdentityRequest): Promise<IdentityAnswer>;
  /**
   * Shows the login and sign-up routes (SPEC 2.1, 2.3, 2.11) until one of the prompt's calls answers
   * statusOk, then resolves: hosted mode with cross-device saving signs the learner in before the course.
   */
  askSignIn?(request: SignInRequest): Promise<void>;
}

/** A tracking plugin whose code loads when a session opens (core/plugins/lazyPlugin.ts). */
export type LazyTrackingPlugin = LazyPlugin<TrackingPlugin>;

export const lazyTrackingPlugin: (id: string, load: () => Promise<TrackingPlugin>) => LazyTrackingPlugin = lazyPlugin;

export function defineTrackingPlugin(plugin: TrackingPlugin): TrackingPlugin {
  return plugin;
}
