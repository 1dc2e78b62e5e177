import type { CloseReason, ConnectionChange, DeliverySession } from '../delivery/DeliveryPlugin';
import type { CourseStanding, QuestionRef, SectionStanding, UnstampedEvent } from '../delivery/LearningEvent';
import { loadDeliveries, openDelivery } from '../delivery/openDelivery';
import type { AskSignIn } from '../delivery/signIn';
import type { LazyTrackingPlugin, SignInRequest, TrackingPlugin } from '../tracking/TrackingPlugin';
import { watchPageLifecycle } from '../delivery/pageLifecycle';
import { SaveScheduler } from '../delivery/SaveScheduler';
import { openTracking } from '../tracking/openTracking';
import { identifyLearner, type SavedUser } from '../tracking/identify';
import { enabled } from '../util/json';
import type { Learner } from '../delivery/LearningEvent';
import { createTranslator } from '../i18n/translator';
import type { CourseInstance } from '../models/Course';
import { packageUrl, type CoursePackage } from '../package/loadPackage';
import type { QuestionInstance } from '../models/Question';
import type { AnyQuestionType } from '../plugins/QuestionType';
import { sentStatus } from '../rules/attempts';
import { isAccessLimited, readAccessLimitation } from '../rules/accessLimitation';
import { Status } from '../rules/status';
import type { PluginRegistry } from '../plugins/registry';
import type { TrackingSink } from '../plugins/TrackingSink';
import { AnswerLog, restoreAnswers } from '../progress/answers';
import { codecContextFor } from '../progress/codec/codecContext';
import { ProgressTooLargeError } from '../progress/codec/errors';
import type { CodecContext, Encoded, ProgressCodec } from '../progress/codec/ProgressCodec';
import { blockEntries, blockFormsOf, emptyProgress, type ProgressSnapshot } from '../progress/progressRecord';
import { readProgress } from '../progress/readProgress';
import { savedRoute } from '../url/legacyUrl';
import type { LearningEvents } from './events';
import type { PlayerSessionOptions } from './sessionOptions';
import { courseUpdateProblem, restoreAttemptState } from './restoreRules';

/*
 * The session's side of the delivery layer: open the delivery, restore, save through the scheduler,
 * page hide and close. None of it is needed to paint the cover, so this module loads beside the
 * package (PlayerSession.start) and keeps the first page light.
 */

/** What the session hands its delivery side besides its options. */
export interface SessionHost {
  course: CourseInstance;
  pkg: CoursePackage;
  codec: ProgressCodec;
  events: LearningEvents;
  /** Stamps an event with the time and the attempt id and hands it out. */
  emit: (event: UnstampedEvent) => void;
  /** The session's current record; encoded when a write starts, so the latest state wins. */
  record: () => ProgressSnapshot;
  now: () => number;
  warn: (message: string) => void;
  /** The delivery's backend was lost or is back (SPEC 4.7); the session shows it. */
  connection?: (change: ConnectionChange) => void;
}

/** What a restore gave the session, for the launch rules that follow it (SPEC 4.3). */
export interface Restored {
  resumed: boolean;
  url: string;
  poolIds: string[];
  timer: unknown;
  revision?: string;
}

export interface RestoreDeps {
  registry: PluginRegistry;
  rules: Pick<typeof import('./launchRules'), 'restoreOptionOrders'> | null;
  isScorm: boolean;
  isPreview: boolean;
  notify: (notice: { key: string } | { text: string }) => void;
}

/** How long closing waits for each tracking sink to send what it holds. */
export const SINK_FLUSH_LIMIT_MS = 5000;

export class SessionDelivery {
  static async open(options: PlayerSessionOptions, host: SessionHost): Promise<SessionDelivery> {
    const { course, pkg } = host;
    const trackings = options.trackings?.() ?? [];
    const screen = async () => {
      const { PLAYER_ENGLISH } = await import(/* webpackChunkName: "player-english" */ '../i18n/playerEnglish');
      const { t } = createTranslator({ ...pkg.labels, builtIn: PLAYER_ENGLISH });
      return { t: (key: string) => t(key), locale: pkg.language.locale || pkg.language.language, rtl: pkg.language.rtl, courseTitle: course.title };
    };
    const codecContext = codecContextFor(course, options.registry);
    // SPEC 6.3: where the course lets learners skip, a skipped sign-in is remembered with the progress that stays on this device.
    const skip = enabled(pkg.template.raw.allowUserToSkipTrackingAndTracing)
      ? { recordSaysSkipped: async (s: DeliverySession) => (await savedUser(s.store, host, codecContext).catch(() => null))?.authorizationSkipped === true }
      : undefined;
    const { plugin, session, signInSkipped } = await openDelivery(await loadDeliveries(options.deliveries()), {
      publish: pkg.publish,
      query: options.query,
      window: options.window ?? null,
      courseId: course.id,
      templateId: course.templateId,
      courseTitle: course.title,
      warn: host.warn,
      settings: pkg.template,
      ...(host.connection ? { connection: host.connection } : {}),
      askSignIn: signInScreens(trackings, async () => ({
        ...(await screen()),
        logoUrl: pkg.theme.showLogo && pkg.theme.logoUrl ? new URL(pkg.theme.logoUrl, options.baseUrl).toString() : '',
        theme: {
          ...pkg.theme,
          header: { ...pkg.theme.header, imageUrl: pkg.theme.header.imageUrl && packageUrl(options.baseUrl, pkg.theme.header.imageUrl) },
          body: { ...pkg.theme.body, textureUrl: pkg.theme.body.textureUrl && packageUrl(options.baseUrl, pkg.theme.body.textureUrl) },
        },
      })),
    }, skip);
    const deliveredLearner = signInSkipped ? { ...session.learner, authorizationSkipped: true } : session.learner;
    if (session.masteryScore !== undefined) course.overrideMasteryScore(session.masteryScore);
    const closeAndFail = async (e: unknown): Promise<never> => {
      // The delivery is open (an LMS session): it is closed before the launch fails.
      await session.close('suspended').catch(() => undefined);
      throw e;
    };
    // Tracking opens first: a configuration it cannot track with (SPEC 4.3's custom LRS without a URI)
    // fails the launch before the learner is asked who they are for it.
    const tracked = await openTracking(trackings, {
      publish: pkg.publish,
      settings: pkg.template,
      query: options.query,
      window: options.window ?? null,
      courseId: course.id,
      templateId: course.templateId,
      delivery: { id: plugin.id, kind: session.kind, learner: deliveredLearner },
      warn: host.warn,
    }).catch(closeAndFail);
    const learner = await identifyLearner({
      plugins: trackings,
      publish: pkg.publish,
      settings: pkg.template,
      query: options.query,
      learner: deliveredLearner,
      inLms: session.kind === 'lms',
      savedUser: () => savedUser(session.store, host, codecContext),
      request: screen,
      warn: host.warn,
    }).catch(closeAndFail);
    return new SessionDelivery(options, host, plugin.id, session, learner, tracked);
  }

  /** The delivery's sinks and the host's, resolved once: a sink registered as a class is one instance. */
  readonly sinks: readonly TrackingSink[];
  private scheduler: SaveScheduler | null = null;
  private stopWatching: (() => void) | null = null;
  private dropped = '';
  private launchedAt = 0;
  /** When each page was last opened or answered, for the answer's duration. */
  private readonly answerClock = new Map<string, number>();
  private readonly codecContext: CodecContext;
  /** The record's answer arrays, kept per question (progress/answers.ts). */
  readonly answers: AnswerLog;
  /**
   * SPEC 6.2: the backend's access check refused the learner, or the package's allow-list does not
   * name them. The session then stops before restoring: the no-access screen, nothing saved anywhere.
   */
  readonly accessDenied: boolean;

  private constructor(
    private readonly options: PlayerSessionOptions,
    private readonly host: SessionHost,
    readonly pluginId: string,
    readonly session: DeliverySession,
    /** The delivery's learner, or who they said they are (SPEC 6.3's name-and-e-mail form): the tracking actor. */
    readonly learner: Learner | null,
    tracked: readonly TrackingSink[] = [],
  ) {
    this.sinks = [...session.sinks, ...tracked, ...(options.sinks?.() ?? [])];
    for (const sink of this.sinks) host.events.onAny((event) => sink.handle(event));
    this.codecContext = codecContextFor(host.course, options.registry);
    this.answers = new AnswerLog(options.registry);
    const { publish } = host.pkg;
    this.accessDenied = session.access === 'denied' || isAccessLimited({ limitation: readAccessLimitation(publish), learner, review: publish.publishMode === 'Review' });
  }

  /** SPEC 4.4: restore only for the same learner; corrupt progress starts clean with a warning (SPEC 8.3). */
  async restore(course: CourseInstance, deps: RestoreDeps): Promise<Restored> {
    const { store } = this.session;
    const learner = this.learner;
    const none: Restored = { resumed: false, url: '', poolIds: [], timer: null };
    // The attempt the delivery opened (SPEC 7.4's new attempt) is the course's unless the URL or the record names one (SPEC 4.3).
    if (this.session.attemptId) course.setAttemptId(this.session.attemptId);
    const stored = await store.load();
    if (!stored) return none;
    const kept = { ...none, revision: stored.revision };
    if (deps.isPreview) return kept; // SPEC 4.3: preview skips restoring
    let reading: ReturnType<typeof readProgress>;
    try {
      reading = readProgress(this.host.codec.decode(stored.text, this.codecContext), deps.registry.blockStates());
    } catch (e) {
      reading = { ok: false, reason: `it cannot be decoded (${e instanceof Error ? e.message : String(e)})` };
    }
    if (!reading.ok) {
      this.host.warn(`Saved progress is unreadable and was set aside; the course starts clean: ${reading.reason}.`);
      store.setAside?.(reading.reason);
      deps.notify({ key: 'player:progress warning' });
      return kept;
    }
    const record = reading.record;
    if ((record.user?.email ?? '').toLowerCase() !== (learner?.email ?? '').toLowerCase()) {
      course.setAttemptId(record.attemptId);
      return kept;
    }
    const updated = courseUpdateProblem(course, record, deps.isScorm);
    if (updated) {
      // SPEC 4.3: 'Course has been updated!' and a feedback reattempt is allowed; answers that still fit are kept.
      this.host.warn(`${updated} Answers of questions that changed are not restored.`);
      course.allowFeedbackReattempt();
      deps.notify({ text: updated });
    }
    restoreAttemptState(course, record);
    course.restoreBlockStates(Object.fromEntries(deps.registry.blockStates().map(({ key }) => [key, blockEntries(record, key)])));
    deps.rules?.restoreOptionOrders(course, deps.registry, record.randomizedOptionsList);
    course.batch(() => restoreAnswers(course, record, deps.registry, (m) => this.host.warn(m)));
    for (const id of record.learningObjectiveConsumed) course.sectionById.get(id)?.consumeLearningObjective();
    if (record.attemptId) course.setAttemptId(record.attemptId);
    if (record.answers.some((a) => a !== null)) course.start();
    const url = savedRoute(record.url);
    course.setUrl(url);
    return { resumed: true, url, poolIds: record.questionPool, timer: record.timer, revision: stored.revision };
  }

  /** From now on changes are written (after the launch rules, which save nothing themselves). */
  startSaving(revision: string | undefined, on: { hidden(): void; unload(): void }): void {
    this.launchedAt = this.host.now();
    this.scheduler = new SaveScheduler(this.session.store, () => this.encode(), {
      revision,
      timing: this.options.saveTiming,
      clock: this.options.saveClock,
      warn: this.host.warn,
    });
    if (this.options.window) this.stopWatching = watchPageLifecycle(this.options.window, on);
    // An identity given at this launch (SPEC 6.3's form) is kept with the progress at once, so the
    // next visit is not asked again even if the learner does nothing before leaving.
    if (this.learner !== this.session.learner) this.scheduler.request('change');
  }

  request(kind: 'change' | 'clock'): void {
    this.scheduler?.request(kind);
  }

  async saveNow(): Promise<void> {
    await this.scheduler?.flush();
  }

  /** Page hidden (it may come back): progress and tracking written now, synchronously where they can. */
  hide(): void {
    this.scheduler?.flushSync();
    for (const sink of this.sinks) void sink.flush('sync');
  }

  /**
   * After 'exited' went out: the progress written, the sinks flushed, then the delivery closed
   * (SCORM Terminate). With 'unload' every step is synchronous: the page may be gone next.
   */
  async close(reason: CloseReason, standing: CourseStanding): Promise<void> {
    this.host.emit({ type: 'exited', reason, sessionMs: this.host.now() - this.launchedAt, standing });
    this.stopWatching?.();
    const scheduler = this.scheduler;
    if (reason === 'unload') {
      scheduler?.closeSync();
      for (const sink of this.sinks) void sink.flush('sync');
      void this.session.close(reason);
      return;
    }
    await scheduler?.close();
    await Promise.all(this.sinks.map((sink) => this.flushWithin(sink)));
    await this.session.close(reason);
  }

  /**
   * A sink's closing flush, waited for at most SINK_FLUSH_LIMIT_MS: a destination that never answers
   * must not hold up the delivery's own close (SCORM Terminate) or the learner's close-course screen.
   * What it still holds stays in its outbox.
   */
  private async flushWithin(sink: TrackingSink): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), SINK_FLUSH_LIMIT_MS);
    });
    try {
      const outcome = await Promise.race([sink.flush('async').then(() => 'done' as const), limit]);
      if (outcome === 'late') this.host.warn(`Tracking '${sink.id}' did not finish sending within ${SINK_FLUSH_LIMIT_MS / 1000} s; the course closes and it keeps what it holds.`);
    } catch (e) {
      this.host.warn(`Tracking '${sink.id}' could not be flushed: ${String(e)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Where the course stands, as the 'status' event and an LMS report it (SPEC 4.1). */
  standing(course: CourseInstance, finished: boolean): CourseStanding {
    const status = course.status;
    const sent = sentStatus({ courseStatus: status, isAttemptSubmitted: course.isAttemptSubmitted, submitMode: course.rules.submitMode, allAttemptsUsed: course.allAttemptsUsed });
    return {
      status,
      score: course.score,
      masteryScore: course.masteryScore.score,
      completion: status !== Status.IN_PROGRESS || finished ? 'completed' : 'incomplete',
      success: sent === Status.PASSED ? 'passed' : sent === Status.FAILED ? 'failed' : 'unknown',
      scored: course.progressQuestions.length > 0,
    };
  }

  /** The sections that count toward the score, for the 'mastered' statements of SPEC 7.8. */
  sectionStandings(course: CourseInstance): SectionStanding[] {
    return course.sections
      .filter((s) => course.sectionHasProgressQuestions(s))
      .map((s) => ({ sectionId: s.id, title: s.title, score: course.sectionScore(s), status: course.sectionStatus(s) }));
  }

  questionRef(q: QuestionInstance): QuestionRef {
    return { questionId: q.id, index: q.index, sectionId: q.sectionId, questionType: q.type, title: q.title, isSurvey: q.isSurvey };
  }

  /** A page was opened: an answer on it is timed from now. */
  opened(questionId: string): void {
    this.answerClock.set(questionId, this.host.now());
  }

  /** The 'answered' event of an answer just recorded (its attempt number already counts it). */
  answered(q: QuestionInstance, plugin: AnyQuestionType, response: unknown, score: number, language: string): UnstampedEvent {
    let interaction = null;
    try {
      interaction = plugin.toInteraction(q.data, response, language);
      // A survey has no right answer, though its data may mark every option correct: every
      // destination (SCORM, xAPI) would otherwise report that all options must be chosen.
      if (q.isSurvey && interaction) {
        const { correctResponsesPattern: _none, ...described } = interaction;
        interaction = described;
      }
    } catch (e) {
      this.host.warn(`The interaction of question ${q.id} could not be described: ${e instanceof Error ? e.message : String(e)}`);
    }
    const now = this.host.now();
    const since = this.answerClock.get(q.id) ?? this.launchedAt;
    this.answerClock.set(q.id, now);
    return { type: 'answered', ...this.questionRef(q), response, interaction, score, correct: score === 100, attempt: q.attemptNumber, durationMs: Math.max(0, now - since) };
  }

  /** The saved record of SPEC 3.7: the course, the session's rule state, the answers, and whose progress it is. */
  record(state: { language: string; rules: typeof import('./launchRules') | null; timer: { snapshot(): unknown } | null; finished: boolean }): ProgressSnapshot {
    const course = this.host.course;
    const learner = this.learner;
    const blockStates = this.options.registry.blockStates();
    const blockForms = blockFormsOf(blockStates);
    return {
      ...emptyProgress(),
      url: course.url,
      // SPEC 3.7 / 4.4: whose progress this is; restore compares it with the learner of the next launch.
      user: learner ? { email: learner.email ?? null, name: learner.name ?? null, ...(learner.authorizationSkipped ? { authorizationSkipped: true } : {}) } : null,
      attemptId: course.attemptId,
      courseChecksum: course.checksum,
      language: state.language,
      learningObjectiveConsumed: course.sections.filter((s) => s.isConsumedLearningObjective).map((s) => s.id),
      courseAttemptNumber: course.courseAttempt,
      allQuestionsSubmitted: course.isAttemptSubmitted,
      submitOnceAttempt: course.reAttemptedSubmitAtOnce ? 1 : 0,
      questionPool: state.rules?.savedPool(course) ?? [],
      randomizedOptionsList: state.rules?.savedOptionOrders(course, this.options.registry) ?? [],
      timer: (state.timer?.snapshot() ?? null) as ProgressSnapshot['timer'],
      completionDate: course.completionDate,
      finished: state.finished,
      isForcedNavigationEnabled: course.rules.forceNavigation,
      ...Object.fromEntries(blockStates.map(({ key }) => [key, course.blockStates[key] ?? {}])),
      ...(blockForms ? { blockForms } : {}),
      ...this.answers.snapshot(),
    };
  }

  /** The codec's text for the store's limits; what it had to leave out is said once per change of it. */
  private encode(): string | null {
    const { limits } = this.session.store;
    let encoded: Encoded;
    try {
      encoded = this.host.codec.encode(this.host.record(), limits, this.codecContext);
    } catch (e) {
      if (!(e instanceof ProgressTooLargeError)) throw e;
      // Nothing is written cut short: the store keeps its last whole record (docs/progress-format.md).
      const said = `too large: ${e.message}`;
      if (said !== this.dropped) this.host.warn(`Progress is not saved to the ${this.pluginId} store: ${e.message}. It keeps the last record that fitted.`);
      this.dropped = said;
      return null;
    }
    const { text, dropped } = encoded;
    const said = dropped.join(', ');
    if (said && said !== this.dropped) {
      this.host.warn(`Saved progress does not fit the ${limits.maxChars ?? ''} characters the ${this.pluginId} store takes; left out (rebuilt on the next launch): ${said}.`);
    }
    this.dropped = said;
    return text;
  }
}

/** The user of the record the store holds (SPEC 3.7), for the identity a learner gave on an earlier visit. */
async function savedUser(store: DeliverySession['store'], host: SessionHost, context: CodecContext): Promise<SavedUser | null> {
  const stored = await store.load();
  if (!stored) return null;
  const reading = readProgress(host.codec.decode(stored.text, context), context.blockStates);
  return reading.ok ? reading.record.user : null;
}

/**
 * SPEC 2.3's sign-in for a delivery that needs it: the tracking plugin with the screens (app/tracking/
 * identity, beside the name-and-e-mail form) shows the login and sign-up routes until the learner
 * signed in. Without one the delivery cannot open, and browser storage takes the launch.
 */
function signInScreens(trackings: readonly (TrackingPlugin | LazyTrackingPlugin)[], request: () => Promise<Omit<SignInRequest, 'prompt'>>): AskSignIn {
  return async (prompt) => {
    const loaded = await Promise.all(trackings.map((p) => ('lazy' in p ? p.load() : p)));
    const screens = loaded.find((p) => typeof p.askSignIn === 'function');
    if (!screens?.askSignIn) throw new Error('the course needs the learner to sign in, and this player has no sign-in screen');
    await screens.askSignIn({ ...(await request()), prompt });
  };
}
