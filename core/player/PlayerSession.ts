import { action, makeObservable, observable, observableRef } from 'mobx';
import { inject, injectable } from 'tsyringe';
import { PluginCatalogue } from '../catalogue/PluginCatalogue';
import { isPlayerError, PlayerError } from '../errors/catalogue';
import { HttpClient } from '../http/httpClient';
import type { Labels, Translator } from '../i18n/translator';
import type { CourseInstance } from '../models/Course';
import type { CoursePackage } from '../package/loadPackage';
import type { PackageFiles } from '../package/packageFiles';
import { LearnerAccessibility } from './accessibility';
import type { CourseLanguage } from './language';
import type { LearnerActions } from './actions';
import type { Attempts } from './attempts';
import type { BlockStates } from './blockStates';
import type { Completion } from './completion';
import { ConnectionMonitor } from './connection';
import { LearningEvents } from './events';
import type { SessionExit } from './exit';
import type { DeliveryLink } from './handshake';
import type { MediaGate } from './mediaGate';
import { Notices } from './notices';
import type { Randomization } from './randomization';
import type { Saving } from './saving';
import { Clock, LaunchPage, PlayerLabelsLoader, ProgressCodecLoader, SaveTuning, Warn } from './services';
import { startSession } from './startSession';
import type { CourseTiming } from './timing';
import { ReviewApiLoader } from '../review/ReviewApi';
import type { ReviewerSession } from '../review/ReviewerSession';

/** Performance marks let the bench and the browser's profiler see where start-up time goes. */
const mark = (name: string) => globalThis.performance?.mark?.(name);

/** 'no-access': SPEC 6.2 access limitation refused this learner; the no-access screen, and nothing is saved. */
export type SessionState = 'loading' | 'ready' | 'error' | 'no-access';

/**
 * One learner's run of one course. React-free; the app observes it. The session itself only starts
 * the run and holds its parts: each job belongs to an owner the app talks to directly
 * (docs/architecture.md, "The session's owners"): `actions` for what the learner does, `attempts`,
 * `timing` (the course timer), `media` (the media-viewing restriction), `blocks` (block states),
 * `randomization` (pool and option orders), `completion` (where the course stands), `saving`, `exit`
 * (page hide and close), `delivery` (the open backend and the learner), `files` (package addresses
 * and fragments). They exist once the session is ready (`delivery` from 'no-access' on too);
 * `accessibility` (the learner's settings), `connection` and `notices` from the start.
 */
@injectable()
export class PlayerSession {
  state: SessionState = 'loading';
  error: PlayerError | null = null;
  /** The player's own English labels, loaded beside the package (for the error page too). */
  builtInLabels: Labels | null = null;
  /** Whether the course's files and the delivery's backend can be reached (SPEC 4.7, 7.1). */
  readonly connection = new ConnectionMonitor();
  /** Messages the learner should see once. */
  readonly notices = new Notices();
  /** Learning events in order (SPEC 4.1 status, 4.8 answers and attempts); the tracking sinks take them all. */
  readonly events: LearningEvents;
  /**
   * The learner's accessibility settings (SPEC 2.7, 3.8): from the start, not from 'ready' like the
   * owners below, since the panel is there before sign-in (SPEC 2.4); restored and saved with progress.
   */
  readonly accessibility: LearnerAccessibility;

  pkg!: CoursePackage;
  course!: CourseInstance;
  translator!: Translator;
  files!: PackageFiles;
  delivery: DeliveryLink | null = null;
  actions!: LearnerActions;
  attempts!: Attempts;
  timing!: CourseTiming;
  media!: MediaGate;
  blocks!: BlockStates;
  randomization!: Randomization;
  completion!: Completion;
  saving!: Saving;
  exit!: SessionExit;
  /** The course language and its switch (SPEC 2.8, 4.7); the app follows `courseLanguage.current`. */
  courseLanguage!: CourseLanguage;
  /** The route to resume at after a restore (SPEC 4.3), already rewritten from legacy forms (SPEC 2.3). */
  resumeUrl = '';
  /**
   * Review mode's reviewer and panel (SPEC 2.11; docs/review.md): set once its chunk and the reviewer's
   * session are in, null before and outside review mode (`pkg.publish.isReview` says which).
   */
  review: ReviewerSession | null = null;

  /** Called by review mode's chunk once the reviewer's session is in. */
  reviewStarted(review: ReviewerSession): void {
    this.review = review;
  }

  constructor(
    @inject(PluginCatalogue) readonly plugins: PluginCatalogue,
    @inject(HttpClient) readonly http: HttpClient,
    @inject(LaunchPage) readonly page: LaunchPage,
    @inject(Clock) private readonly clock: Clock,
    @inject(Warn) private readonly warn: Warn,
    @inject(SaveTuning) private readonly tuning: SaveTuning,
    @inject(ProgressCodecLoader) private readonly loadCodec: ProgressCodecLoader,
    @inject(PlayerLabelsLoader) private readonly loadPlayerLabels: PlayerLabelsLoader,
    @inject(ReviewApiLoader) readonly loadReviewApi: ReviewApiLoader,
  ) {
    this.events = new LearningEvents(warn, { now: () => clock.now(), attemptId: () => this.course?.attemptId ?? '' });
    this.accessibility = new LearnerAccessibility({ events: this.events, warn, clock: tuning.clock, window: page.window, shownBeforeStart: page.accessibility });
    // translator and files are replaced on a language switch (SPEC 4.7): views that read them re-render.
    makeObservable(this, { state: observable, review: observableRef, reviewStarted: action, error: observableRef, builtInLabels: observableRef, translator: observableRef, files: observableRef, fail: action });
  }

  /**
   * The course language's code. A switch (SPEC 4.7) replaces pkg.language; a view that must follow
   * it reads `courseLanguage.current`, which is observable.
   */
  get language(): string {
    return this.pkg?.language.language ?? 'en';
  }

  get isRtl(): boolean {
    return this.pkg?.language.rtl ?? false;
  }

  /** Loads the package, builds the course, opens the delivery, restores and starts saving (SPEC 4.3). */
  async start(): Promise<void> {
    // Plugins register at start-up; from here on none may appear halfway through the session.
    this.plugins.freeze();
    this.http.onRetry = () => this.connection.retrying();
    try {
      const run = await startSession({
        plugins: this.plugins,
        http: this.http,
        page: this.page,
        tuning: this.tuning,
        loadCodec: this.loadCodec,
        loadPlayerLabels: this.loadPlayerLabels,
        events: this.events,
        notices: this.notices,
        connection: this.connection,
        now: () => this.clock.now(),
        warn: this.warn,
        accessibility: this.accessibility,
        englishLoaded: action((labels: Labels) => (this.builtInLabels = labels)),
        // Known before the course is built, so an error in the course's configuration reads in its language.
        packageRead: action((pkg: CoursePackage, translator: Translator) => {
          Object.assign(this, { pkg, translator });
          // Review mode (docs/review.md): its own chunk, beside the course; it never holds the course's start.
          if (pkg.publish.isReview) void import(/* webpackChunkName: "review" */ '../review/startReview').then((m) => m.startReviewOf(this));
        }),
        courseBuilt: action((course: CourseInstance, files: PackageFiles) => Object.assign(this, { course, files })),
        languageSwitched: action((translator: Translator, files: PackageFiles) => Object.assign(this, { translator, files })),
      });
      this.delivery = run.delivery;
      if (run.owners) {
        const { resumed, ...owners } = run.owners;
        Object.assign(this, owners);
        this.settle('ready');
        this.events.send({ type: 'launched', learner: run.delivery.learner, resumed, location: owners.resumeUrl, standing: owners.completion.standing, course: { id: this.course.id, title: this.course.title, language: this.language }, startDeferred: owners.courseLanguage.firstChoice });
        mark('player:ready');
      } else this.settle('no-access');
    } catch (e) {
      this.fail(e);
    }
  }

  fail(e: unknown): void {
    this.error = isPlayerError(e) ? e : new PlayerError('generic', e instanceof Error ? e.message : String(e));
    this.state = 'error';
    this.connection.settled();
    console.error(this.error.message, this.error.detail ?? '');
  }

  private settle(state: 'ready' | 'no-access'): void {
    action(() => {
      this.connection.settled();
      this.state = state;
    })();
  }
}
