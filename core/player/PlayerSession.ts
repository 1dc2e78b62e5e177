import { action, compareStructural, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import { ErrorMessages, isPlayerError, PlayerError } from '../errors/catalogue';
import { createTranslator, type Labels, type Translator } from '../i18n/translator';
import { CourseModel, type CourseInstance } from '../models/Course';
import type { QuestionInstance } from '../models/Question';
import { buildCourse, questionTypesOf } from '../package/buildCourse';
import { ContentLocator } from '../package/contentLocator';
import { loadPackage, packageUrl, type CoursePackage } from '../package/loadPackage';
import type { BlockPlace } from '../plugins/blocks';
import type { MediaEntry } from '../plugins/BlockState';
import type { PluginRegistry } from '../plugins/registry';
import type { AnswerLog } from '../progress/answers';
import type { ProgressSnapshot } from '../progress/progressRecord';
import { isLazyDeliveryPlugin, type CloseReason, type DeliverySession } from '../delivery/DeliveryPlugin';
import type { CourseStanding, Learner, LearningEvent, UnstampedEvent } from '../delivery/LearningEvent';
import type { SessionDelivery } from './sessionDelivery';
import type { PlayerSessionOptions } from './sessionOptions';
import { newUuid } from '../util/uuid';
import { retakeKeeps } from '../rules/attempts';
import { Status } from '../rules/status';
import { isSurveyRating } from '../rules/surveyScale';
import type { CourseTimer } from '../rules/timer';
import { LearningEvents } from './events';

/** Performance marks let the bench and the browser's profiler see where start-up time goes. */
const mark = (name: string) => globalThis.performance?.mark?.(name);

/** 'no-access': SPEC 6.2 access limitation refused this learner; the no-access screen, and nothing is saved. */
export type SessionState = 'loading' | 'ready' | 'error' | 'no-access';

/**
 * SPEC 4.7 / 2.10: 'lost' while the backend's calls fail on the network or with a 5xx (the
 * connection-lost screen); 'back' for a while once one went through again ('[reconnected
 * successfully]'); 'online' otherwise.
 */
export type ConnectionState = 'online' | 'lost' | 'back';

/** SPEC 4.7: coming back online hides the connection alert after 2 s. */
export const RECONNECTED_SHOWN_MS = 2000;

export type { PlayerSessionOptions } from './sessionOptions';

/**
 * One learner's run of one course: loads the package, builds the course, restores and saves
 * progress, and applies answers through the question-type plugins. React-free; the app observes it.
 */
export class PlayerSession {
  state: SessionState = 'loading';
  error: PlayerError | null = null;
  /** A transient network failure is being retried (SPEC 7.1); the app shows a reconnecting status. */
  reconnecting = false;
  /** Whether the delivery's backend can be reached (SPEC 4.7); the delivery reports it. */
  connection: ConnectionState = 'online';
  private reconnectedTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Messages the learner should see once: a label key (e.g. corrupt saved progress started clean),
   * or a fixed text of the error catalogue (SPEC 8.3 'Course has been updated!').
   */
  notices: ({ key: string } | { text: string })[] = [];
  /** The player's own English labels, loaded beside the package (for the error page too). */
  builtInLabels: Labels | null = null;
  /** SPEC 4.6: the course timer, when the course has one. */
  timer: CourseTimer | null = null;
  /** Pool and option-order rules, loaded only for a course that uses them. */
  private rules: typeof import('./launchRules') | null = null;
  /** The timer's code, loaded only for a course with a timer. */
  private timerCode: typeof import('../rules/timer') | null = null;
  /** Learning events in order (SPEC 4.1 status, 4.8 answers and attempts); the tracking sinks take them all. */
  readonly events: LearningEvents;

  pkg!: CoursePackage;
  course!: CourseInstance;
  translator!: Translator;
  content!: ContentLocator;
  /** The delivery layer's side of the session (open, restore, save, close), loaded beside the package. */
  private link: SessionDelivery | null = null;
  private restoredUrl = '';
  /**
   * Why the delivery was closed, once it was: the learner submitted the result or chose to continue
   * later (an LMS session is then over: SPEC 2.8's close-course overlay), or the page went away.
   */
  closedReason: CloseReason | null = null;
  private readonly warn: (message: string) => void;
  private readonly now: () => number;

  constructor(readonly options: PlayerSessionOptions) {
    this.warn = options.warn ?? ((m) => console.warn(m));
    this.now = options.now ?? (() => Date.now());
    this.events = new LearningEvents(this.warn);
    makeObservable(this, {
      state: observable,
      error: observableRef,
      reconnecting: observable,
      connection: observable,
      connectionChanged: action,
      notices: observable,
      timer: observableRef,
      builtInLabels: observableRef,
      closedReason: observable,
      fail: action,
      dismissNotices: action,
      notify: action,
    });
  }

  get registry(): PluginRegistry {
    return this.options.registry;
  }

  get language(): string {
    return this.pkg?.language.language ?? 'en';
  }

  get isRtl(): boolean {
    return this.pkg?.language.rtl ?? false;
  }

  async start(): Promise<void> {
    const { http, baseUrl, query } = this.options;
    http.onRetry = action(() => {
      this.reconnecting = true;
    });
    const english = import(/* webpackChunkName: "player-english" */ '../i18n/playerEnglish').then(
      action((m: typeof import('../i18n/playerEnglish')) => {
        this.builtInLabels = m.PLAYER_ENGLISH;
        return m.PLAYER_ENGLISH;
      }),
    );
    english.catch(() => undefined);
    // The delivery layer is needed once the course is built: it loads beside the package, as the codec does.
    const deliveryCode = import(/* webpackChunkName: "session-delivery" */ './sessionDelivery');
    const codec = this.options.loadCodec();
    deliveryCode.catch(() => undefined);
    codec.catch(() => undefined);
    // Lazily registered delivery plugins load beside the package too, not after it.
    for (const plugin of this.options.deliveries()) if (isLazyDeliveryPlugin(plugin)) plugin.load().catch(() => undefined);
    for (const plugin of this.options.trackings?.() ?? []) if ('lazy' in plugin) plugin.load().catch(() => undefined);
    try {
      const pkg = await loadPackage({
        baseUrl,
        http,
        requestedLanguage: query.get('language'),
        warn: (m) => this.warn(m),
        prefetched: this.options.prefetched,
      });
      mark('player:package-loaded');
      // Question types load when a course uses them (plugins/questions/index.ts).
      const [, builtIn] = await Promise.all([this.options.registry.prepare(questionTypesOf(pkg.data)), english]);
      // Known before the course is built, so an error in the course's configuration reads in its language.
      this.pkg = pkg;
      this.translator = createTranslator({ ...pkg.labels, builtIn });
      const built = buildCourse(pkg, this.options.registry);
      const course = CourseModel.create(built.snapshot);
      course.attachDataSource(built.dataSource);
      this.course = course;
      const multilingual = pkg.languages.length > 1;
      this.content = new ContentLocator(http, baseUrl, pkg.contentVersion, pkg.language.language, multilingual);
      mark('player:course-built');
      const rules = course.rules;
      const opening = Promise.all([deliveryCode, codec]).then(([code, loadedCodec]) =>
        code.SessionDelivery.open(this.options, {
          course,
          pkg,
          codec: loadedCodec,
          events: this.events,
          emit: (event) => this.emit(event),
          record: () => this.record(),
          now: this.now,
          warn: this.warn,
          connection: (change) => this.connectionChanged(change),
        }),
      );
      let link: SessionDelivery;
      [link, this.rules, this.timerCode] = await Promise.all([
        opening,
        rules.pool.enabled || rules.randomizeOptions ? import(/* webpackChunkName: "course-rules" */ './launchRules') : null,
        rules.timer.enabled ? import(/* webpackChunkName: "course-timer" */ '../rules/timer') : null,
      ]);
      this.link = link;
      if (link.accessDenied) {
        action(() => {
          this.reconnecting = false;
          this.state = 'no-access';
        })();
        return;
      }
      const restored = await link.restore(course, { registry: this.registry, rules: this.rules, isScorm: pkg.publish.isScorm, isPreview: pkg.publish.isPreview, notify: (n) => this.notify(n) });
      this.restoredUrl = restored.url;
      this.savedPoolIds = restored.poolIds;
      this.savedTimer = restored.timer;
      link.answers.rebuild(course);
      this.launchRules();
      link.startSaving(restored.revision, { hidden: () => this.hide(), unload: () => void this.close('unload') });
      action(() => {
        this.reconnecting = false;
        this.state = 'ready';
      })();
      this.emit({ type: 'launched', learner: link.learner, resumed: restored.resumed, location: restored.url, standing: this.standing, course: { id: course.id, title: course.title, language: this.language } });
      mark('player:ready');
    } catch (e) {
      this.fail(e);
    }
  }

  fail(e: unknown): void {
    this.error = isPlayerError(e) ? e : new PlayerError('generic', e instanceof Error ? e.message : String(e));
    this.state = 'error';
    this.reconnecting = false;
    console.error(this.error.message, this.error.detail ?? '');
  }

  /** The delivery says its backend is unreachable or reachable again (DeliveryContext.connection). */
  connectionChanged(change: 'lost' | 'back'): void {
    clearTimeout(this.reconnectedTimer);
    if (change === 'lost') {
      this.connection = 'lost';
      return;
    }
    if (this.connection !== 'lost') return;
    this.connection = 'back';
    this.reconnectedTimer = setTimeout(
      action(() => {
        if (this.connection === 'back') this.connection = 'online';
      }),
      RECONNECTED_SHOWN_MS,
    );
  }

  dismissNotices(): void {
    this.notices = [];
  }

  notify(notice: { key: string } | { text: string }): void {
    this.notices.push(notice);
  }

  /** SPEC 5.3: with the pool on and its size 0 or less, the course cannot start. */
  get canStart(): boolean {
    return this.rules?.poolCanStart(this.course) ?? true;
  }

  /**
   * SPEC 4.3 after restoring: the attempt id (URL parameter, else the saved one, else a new UUID),
   * the question pool, the timer, and the reactions that keep the timer and the completion event
   * in step with the course.
   */
  private launchRules(savedPoolIds: string[] = this.savedPoolIds): void {
    const course = this.course;
    course.setAttemptId(this.options.query.get('attemptId') || course.attemptId || newUuid());
    this.rules?.applyPool(course, savedPoolIds, (m) => this.notify({ text: m }));
    this.setUpTimer();
    if (!this.watching) {
      this.watching = true;
      // SPEC 4.1: a completion event on every status change (and on every score or completion change,
      // which an LMS records as they happen); the completion date is set once, on passing.
      reaction(
        () => this.standing,
        (standing, before) => {
          if (standing.status !== before.status && standing.status === Status.PASSED) course.setCompletionDate(new Date().toISOString());
          this.emit({ type: 'status', previous: before.status, sections: this.link!.sectionStandings(course), ...standing });
          if (standing.status !== Status.IN_PROGRESS) this.timer?.stop();
        },
        { equals: compareStructural },
      );
    }
  }

  private savedPoolIds: string[] = [];
  /** The saved answer arrays, updated per question (see AnswerLog); loaded with the delivery code. */
  private get answerLog(): AnswerLog {
    return this.link!.answers;
  }
  private savedTimer: unknown = null;
  private watching = false;

  private setUpTimer(): void {
    this.timer?.dispose();
    const { enabled, limitMs } = this.course.rules.timer;
    const code = this.timerCode;
    if (!enabled || !code) {
      this.timer = null;
      return;
    }
    // The timer keeps its time in the saved record (its `timer` field), written through the save
    // scheduler like every other change, not in a storage of its own behind the progress store's back.
    const timer = new code.CourseTimer(limitMs, {
      now: () => Date.now(),
      setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
      clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
      onTick: () => this.link?.request('clock'),
      onTimeout: () => this.timedOut(),
    });
    runInAction(() => {
      this.timer = timer;
    });
    reaction(
      () => timer.status,
      (status) => {
        this.course.setTimerStatus(status);
        this.save();
      },
      { fireImmediately: true },
    );
    // SPEC 4.4: a saved timer is dropped when the timer is off (timerToRestore gives null then).
    timer.restore(code.timerToRestore(true, this.savedTimer));
  }

  /** SPEC 4.6: on timeout every question is submitted: the attempt ends, the course is scored as it stands. */
  private timedOut(): void {
    const course = this.course;
    course.batch(() => {
      if (course.submitAll && !course.isAttemptSubmitted) course.submitAttempt();
      this.emit({ type: 'timedOut' });
    });
    this.save();
  }

  /** SPEC 2.3: the timer starts on the first navigation to a course page. */
  private startTimerOn(url: string): void {
    const timer = this.timer;
    if (!timer || !/^\/sections\/[^/]+(\/|$)/.test(url)) return;
    if (timer.status === 'NOT_STARTED' || timer.status === 'RESET') timer.start(timer.elapsed);
  }

  /** SPEC 4.6 automatic stop, checked after every answer. */
  private maybeStopTimer(): void {
    const course = this.course;
    const timer = this.timer;
    if (!timer || !this.timerCode || timer.status !== 'STARTED') return;
    const surveys = course.activeQuestions.filter((q) => q.isSurvey && q.supported);
    const stop = this.timerCode.shouldStopAutomatically({
      surveysAllAnswered: surveys.every((q) => q.isAnswered),
      progressQuestionCount: course.progressQuestions.length,
      surveyCount: surveys.length,
      courseScore: course.score,
      allAttemptsFinished: course.submitAll ? course.isAttemptSubmitted && course.allAttemptsUsed : course.ended,
    });
    if (stop) timer.stop();
  }

  // ---- SPEC 4.2 media-viewing restriction: a content page is answered once its media are watched ----

  /** Media the pages play: question id → block id → media ids. Observable so the banner updates. */
  readonly pageMedia = observable.map<string, Map<string, Set<string>>>({}, { deep: false });
  private readonly shownPages = new Set<string>();

  get mediaRestriction(): boolean {
    return this.pkg.template.mediaRestriction;
  }

  /** A media block (or the voice-over, block id 'VO') on a page; its media ids follow from registerMedia. */
  registerMediaBlock(questionId: string, blockId: string): () => void {
    runInAction(() => {
      const blocks = new Map(this.pageMedia.get(questionId) ?? []);
      if (!blocks.has(blockId)) blocks.set(blockId, new Set());
      this.pageMedia.set(questionId, blocks);
    });
    return () => runInAction(() => this.pageMedia.get(questionId)?.delete(blockId));
  }

  registerMedia(questionId: string, blockId: string, mediaId: string): () => void {
    runInAction(() => {
      const blocks = new Map(this.pageMedia.get(questionId) ?? []);
      blocks.set(blockId, new Set([...(blocks.get(blockId) ?? []), mediaId]));
      this.pageMedia.set(questionId, blocks);
    });
    this.consumeIfWatched(questionId);
    return () => undefined;
  }

  /** Whether every medium of the page has been watched to the end (media progress totalMediaWatched). */
  mediaWatched(questionId: string): boolean {
    const blocks = this.pageMedia.get(questionId);
    if (!blocks) return true;
    for (const keys of blocks.values()) {
      if (keys.size === 0) return false;
      for (const key of keys) {
        if (!this.mediaEntry(key)?.totalMediaWatched) return false;
      }
    }
    return true;
  }

  /**
   * SPEC 4.1 course finished: every question of the attempt opened and answered, and the last
   * question's voice-over completed when the restriction requires media and it has one.
   */
  get isCourseFinished(): boolean {
    if (!this.course.isFinished) return false;
    const last = this.course.activeQuestions[this.course.activeQuestions.length - 1];
    if (!last || !this.mediaRestriction || !last.data.voiceOver) return true;
    return this.mediaEntry(`audio_${last.index}_VO`)?.totalMediaWatched === true;
  }

  /** The page waits for its media before it counts as read (the banner of SPEC 2.12 says so). */
  mediaPending(questionId: string): boolean {
    const q = this.course.questionById.get(questionId);
    return Boolean(q && this.mediaRestriction && q.answeredOnOpen && !q.isAnswered && this.pageMedia.has(questionId) && !this.mediaWatched(questionId));
  }

  /** The app says a page's content is all on screen: with the restriction on, it may now count as read. */
  contentShown(questionId: string): void {
    this.shownPages.add(questionId);
    this.consumeIfWatched(questionId);
  }

  private consumeIfWatched(questionId: string): void {
    const q = this.course.questionById.get(questionId);
    if (!q || !q.supported || !this.mediaRestriction || !q.answeredOnOpen || q.isAnswered || !q.hasBeenOpened) return;
    if (!this.shownPages.has(questionId) || !this.mediaWatched(questionId)) return;
    this.answerContentPage(questionId);
  }

  /** A content block's saved state (SPEC 3.7), under the record field its block declares (BlockState.key). */
  blockState(key: string, blockId: string): unknown {
    return this.course.blockStates[key]?.[blockId];
  }

  setBlockState(key: string, blockId: string, value: unknown): void {
    this.course.setBlockState(key, blockId, value);
    this.save();
    if (this.registry.blockStates().some((state) => state.media && state.key === key)) {
      for (const [questionId, blocks] of this.pageMedia) {
        if ([...blocks.values()].some((keys) => keys.has(blockId))) this.consumeIfWatched(questionId);
      }
    }
  }

  /** Media progress under a media id (SPEC 3.7 'video_3_0'), from whichever block state keeps media progress. */
  private mediaEntry(mediaId: string): MediaEntry | undefined {
    for (const state of this.registry.blockStates()) {
      const entry = state.media ? this.blockState(state.key, mediaId) : undefined;
      if (entry !== undefined && entry !== null) return entry as MediaEntry;
    }
    return undefined;
  }

  /** The block states a new attempt clears (SPEC 4.5), as their blocks declare. */
  private get clearedBlockStates(): string[] {
    return this.registry.blockStates().filter((state) => state.clearedOnNewAttempt).map((state) => state.key);
  }

  /** SPEC 4.3 randomised answer options of a question, or null for the author's order. */
  optionOrder(questionId: string): string[] | null {
    return this.rules?.optionOrder(this.course, this.registry, questionId) ?? null;
  }

  /**
   * The satisfaction survey was answered (SPEC 2.8): the 'evaluated' event, which the NPS store turns
   * into its statement (SPEC 7.8, 3.8). The learner's free text goes as they typed it.
   */
  evaluate(rating: number, comment: string): void {
    if (!isSurveyRating(rating)) throw new RangeError(`A survey rating is a whole number from 1 to 10, not ${rating}`);
    this.emit({ type: 'evaluated', rating, comment });
  }

  /** SPEC 4.5 submit at once: the attempt is submitted and counted; feedback and scores show. */
  submitAll(): void {
    const course = this.course;
    if (!course.submitAll || course.isAttemptSubmitted) return;
    // One action: the submit event goes out before the status change the submit causes.
    course.batch(() => {
      course.submitAttempt();
      this.emit({ type: 'attemptSubmitted', attempt: course.courseAttempt, score: course.score });
    });
    this.save();
  }

  /** A new attempt can be started: submit-all with an attempt left, or a course that has ended. */
  get canStartNewAttempt(): boolean {
    const course = this.course;
    if (course.submitAll) return course.isAttemptSubmitted && !course.allAttemptsUsed;
    return course.ended || course.status !== Status.IN_PROGRESS;
  }

  /**
   * SPEC 4.5 start new attempt: clean up (keeping the answers when the keep table says so), re-pick
   * the pool, a new attempt id, the timer reset, then save. Option orders are kept. A backend that
   * owns attempts (LTI, SPEC 7.6) is asked for the new one first; until it answers nothing changes,
   * and when it cannot the learner stays on the attempt they are on with all their work. Resolves
   * with whether the new attempt started.
   */
  async startNewAttempt(): Promise<boolean> {
    if (!this.canStartNewAttempt || this.openingAttempt) return false;
    const backend = this.link?.session;
    if (!backend?.newAttempt) {
      this.beginAttempt(newUuid());
      return true;
    }
    this.openingAttempt = true;
    try {
      const attemptId = await backend.newAttempt(this.course.attemptId);
      if (!this.canStartNewAttempt) return false;
      this.beginAttempt(attemptId);
      return true;
    } catch (e) {
      this.warn(`A new attempt could not be started; the course stays on this one: ${e instanceof Error ? e.message : String(e)}`);
      this.notify({ key: '[something went wrong title]' });
      return false;
    } finally {
      this.openingAttempt = false;
    }
  }

  private openingAttempt = false;

  private beginAttempt(attemptId: string): void {
    const course = this.course;
    const keeps = retakeKeeps({
      submitMode: course.rules.submitMode,
      answersFromPreviousAttempt: course.rules.answersFromPreviousAttempt,
      poolSubsetType: course.rules.pool.subsetType,
      fullReset: false,
    });
    const wasSubmitAll = course.submitAll;
    course.cleanup({ keepAnswers: keeps.answersAndUrl, keepCourseAttempt: keeps.courseAttemptNumber, clearedBlockStates: this.clearedBlockStates });
    if (wasSubmitAll) course.reattempt();
    course.setAttemptId(attemptId);
    if (!keeps.answersAndUrl) course.setUrl('');
    // Same subset: the pool stays; a different subset: a new pick that differs from this one.
    this.rules?.repickPool(course);
    this.timer?.reset();
    this.answerLog.rebuild(course);
    this.emit({ type: 'attemptStarted', attempt: course.courseAttempt });
    this.save();
  }

  /** SPEC 4.5 start over: clean up, remove all progress, relaunch. */
  async startOver(): Promise<void> {
    const course = this.course;
    course.cleanup({ keepAnswers: false, keepCourseAttempt: false, clearedBlockStates: this.clearedBlockStates });
    course.setUrl('');
    course.setOptionOrders({});
    course.setAttemptId(newUuid());
    this.rules?.applyPool(course, [], () => undefined);
    this.timer?.reset();
    this.answerLog.rebuild(course);
    await this.link?.session.store.remove();
    this.save();
  }

  /** The URL to resume at after a restore (SPEC 4.3), already rewritten from legacy forms (SPEC 2.3). */
  get resumeUrl(): string {
    return this.restoredUrl;
  }

  question(id: string): QuestionInstance | undefined {
    return this.course.questionById.get(id);
  }

  mediaUrl(path: string): string {
    return packageUrl(this.options.baseUrl, path);
  }

  /** SPEC 9.4: images carry width, height and scaleBySmallerSide (true) query parameters. */
  imageUrl(path: string, width: number, height: number): string {
    const url = new URL(this.mediaUrl(path));
    url.searchParams.set('width', String(width));
    url.searchParams.set('height', String(height));
    url.searchParams.set('scaleBySmallerSide', 'true');
    return url.toString();
  }

  fragment(id: string, place: BlockPlace): Promise<string> {
    return this.content.fragment(id, place);
  }

  /** Opening a page marks it; a content page is answered when opened (SPEC 4.2). */
  open(questionId: string): void {
    const q = this.course.questionById.get(questionId);
    if (!q) return;
    const wasOpened = q.hasBeenOpened;
    this.link?.opened(questionId);
    q.open();
    this.rules?.keepOptionOrder(this.course, this.registry, q.id);
    // SPEC 4.2: a content page is answered when opened, but not while the timer is stopped or timed
    // out, and, under the media-viewing restriction, only once its media are watched.
    if (q.supported && q.answeredOnOpen && !q.isAnswered && !this.mediaRestriction) {
      if (this.answerContentPage(questionId)) return;
    } else if (this.mediaRestriction) {
      this.consumeIfWatched(questionId);
    }
    if (!wasOpened) {
      this.answerLog.update(q);
      this.save();
    }
  }

  /** Answers a content page with its score (SPEC 4.2, 5.1); false when the course does not take answers now. */
  private answerContentPage(questionId: string): boolean {
    const q = this.course.questionById.get(questionId);
    if (!q) return false;
    const timerHalted = this.timer !== null && (this.timer.status === 'STOPPED' || this.timer.status === 'TIMED_OUT');
    if (timerHalted || !this.course.acceptsAnswers || q.isAnswered) return false;
    const score = this.registry.questionType(q.type).score(q.data, null, {
      allowScoringOfContentPages: this.course.allowScoringOfContentPages,
      hasBeenOpened: true,
    });
    this.course.recordAnswer(q, null, score, () => this.emit({ type: 'experienced', ...this.link!.questionRef(q) }));
    this.answerLog.update(q);
    this.save();
    return true;
  }

  /** Scores a response with its plugin, records it and saves (SPEC 4.2, 5.1). */
  answer(questionId: string, response: unknown): QuestionInstance {
    const q = this.course.questionById.get(questionId);
    if (!q) throw new PlayerError('question', ErrorMessages.questionDoesNotExist);
    if (!q.supported) throw new PlayerError('question', ErrorMessages.unknownQuestionType(q.type));
    if (!this.course.acceptsAnswers) return q;
    const plugin = this.registry.questionType(q.type);
    const score = plugin.score(q.data, response, {
      allowScoringOfContentPages: this.course.allowScoringOfContentPages,
      hasBeenOpened: q.hasBeenOpened,
    });
    // One action: 'answered' is emitted before the status change the answer causes.
    this.course.recordAnswer(q, response, score, () => this.emit(this.link!.answered(q, plugin, response, score, this.language)));
    this.answerLog.update(q);
    this.maybeStopTimer();
    this.save();
    return q;
  }

  /** Try again: the question's answer is cleared so it can be answered anew. */
  reset(questionId: string): void {
    const q = this.course.questionById.get(questionId);
    if (!q || !this.course.canRetry(q)) return;
    q.reset();
    this.answerLog.update(q);
    this.save();
  }

  /** Records the page the learner is on, so "continue" returns to it; the cover and sign-in pages are not places to resume. */
  navigated(url: string): void {
    this.startTimerOn(url);
    if (this.course.url === url || !(url.startsWith('/sections') || url === '/results')) return;
    this.course.setUrl(url);
    this.emit({ type: 'progressed', location: url, progress: this.course.progressPercent });
    this.save();
  }

  /** SPEC 2.2: a section's learning objective, consumed once the learner has seen it. */
  consumeLearningObjective(sectionId: string): void {
    const section = this.course.sectionById.get(sectionId);
    if (!section || section.isConsumedLearningObjective) return;
    section.consumeLearningObjective();
    this.save();
  }

  /** The saved record of SPEC 3.7 as it stands (built by the delivery code, which loads before the course is ready). */
  record(): ProgressSnapshot {
    return this.link!.record({ language: this.language, rules: this.rules, timer: this.timer, finished: this.isCourseFinished });
  }

  /** Something the record holds changed: the scheduler writes it soon (SPEC 4.4 saves after every answer). */
  save(): void {
    if (this.state === 'error') return;
    this.link?.request('change');
  }

  /** Writes pending progress now and waits for the store ("Continue course later", tests). */
  async saveNow(): Promise<void> {
    await this.link?.saveNow();
  }

  /** Page hidden (it may come back): progress and tracking written now, synchronously where they can (SPEC 4.4). */
  hide(): void {
    if (this.state === 'ready' && !this.closedReason) this.link?.hide();
  }

  /**
   * Ends the delivery once: 'exited' goes to the sinks, then the progress is written, the sinks
   * flushed and the delivery closed (SCORM Terminate); with 'unload', synchronously.
   */
  async close(reason: CloseReason): Promise<void> {
    if (this.state !== 'ready' || this.closedReason || !this.link) return;
    runInAction(() => {
      this.closedReason = reason;
    });
    // The timer is left running: a learner who comes back continues from the saved elapsed time (SPEC 4.6).
    await this.link.close(reason, this.standing);
  }

  /** The open delivery: the learner, the progress store, the tracking sinks (core/delivery). */
  get delivery(): DeliverySession | null {
    return this.link?.session ?? null;
  }

  /**
   * Launched by an LMS (SCORM): the learner leaves through 'Submit result' or 'Continue course later'
   * (SPEC 2.4), which end the LMS session, instead of a logout.
   */
  get isLms(): boolean {
    return this.link?.session.kind === 'lms';
  }

  /** Who the session runs for: the delivery's learner, or who they said they are (SPEC 6.3's name-and-e-mail form). */
  get learner(): Learner | null {
    return this.link?.learner ?? null;
  }

  /** The id of the delivery plugin that opened ('browser', 'scorm12', ...). */
  get deliveryId(): string {
    return this.link?.pluginId ?? '';
  }

  private emit(event: UnstampedEvent): void {
    this.events.emit({ ...event, at: new Date(this.now()).toISOString(), attemptId: this.course.attemptId } as LearningEvent);
  }

  /** Where the course stands, as the 'status' event and an LMS report it (SPEC 4.1). */
  get standing(): CourseStanding {
    return this.link!.standing(this.course, this.isCourseFinished);
  }
}
