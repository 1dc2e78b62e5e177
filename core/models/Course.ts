import { computed, observable } from 'mobx';
import { types, type Instance } from 'mobx-state-tree';
import type { BlockRef } from '../plugins/blocks';
import type { QuestionData, Score } from '../plugins/QuestionType';
import { allAttemptsUsed, canRetry, type AttemptSettings, type SubmitMode } from '../rules/attempts';
import { availableQuestions, lockedSections, resumeQuestion, type ChainQuestion } from '../rules/forcedNavigation';
import { buildChain, chainWithPool, routes } from '../rules/navigation';
import type { PoolSettings } from '../settings/poolSettings';
import { courseStatus, sectionStatus, Status } from '../rules/status';
import { Question, QuestionStateModel, type QuestionInfo } from './Question';
import { Section, type SectionInfo } from './Section';

/** Builds a question's full data (answers, blocks, texts in the course language) when first needed. */
export type QuestionDataSource = (info: QuestionInfo) => QuestionData;

/** The author's course rules of Settings.template (SPEC 3.1) that the model applies. */
export interface CourseRules {
  submitMode: SubmitMode;
  attempts: AttemptSettings;
  forceNavigation: boolean;
  answersFromPreviousAttempt: 'show' | 'reset';
  pool: PoolSettings;
  randomizeOptions: boolean;
  timer: { enabled: boolean; limitMs: number };
}

export const DEFAULT_RULES: CourseRules = {
  submitMode: 'afterEveryQuestion',
  attempts: { isLimited: false, attemptsLimit: 0 },
  forceNavigation: false,
  answersFromPreviousAttempt: 'show',
  pool: { enabled: false, size: 0, subsetType: 'sameOnEveryAttempt', randomizeQuestionOrder: false },
  randomizeOptions: false,
  timer: { enabled: false, limitMs: 0 },
};

/**
 * SPEC 3.2 course. The tree (sections and their questions) is frozen structure; what changes while
 * a learner works is the per-question state map, the consumed objectives and the attempt state.
 * Scores and statuses are views, computed from the states that exist, so they cost the answered
 * questions, not the whole course.
 */
export const CourseModel = types
  .model('Course', {
    id: types.string,
    title: types.string,
    templateId: types.optional(types.string, ''),
    createdOn: types.optional(types.string, ''),
    createdBy: types.optional(types.string, ''),
    hasIntroductionContent: false,
    introductions: types.frozen<BlockRef[]>([]),
    passedAfterwords: types.frozen<BlockRef[]>([]),
    failedAfterwords: types.frozen<BlockRef[]>([]),
    sectionInfos: types.frozen<SectionInfo[]>([]),
    questionInfos: types.frozen<QuestionInfo[]>([]),
    masteryScore: types.frozen<{ score: number; isOverall: boolean }>({ score: 100, isOverall: true }),
    allowScoringOfContentPages: false,
    showContentPages: true,
    rules: types.frozen<CourseRules>(DEFAULT_RULES),
    checksum: '',
    attemptId: '',
    started: false,
    url: '',
    states: types.map(QuestionStateModel),
    consumedObjectives: types.map(types.boolean),
    // SPEC 3.2 attempts
    courseAttempt: 0,
    isAttemptSubmitted: false,
    reAttemptedSubmitAtOnce: false,
    feedbackReattemptAllowed: false,
    /** SPEC 3.2 poolIds: the questions of this attempt when the pool is on, in chain order. */
    poolIds: types.frozen<string[]>([]),
    /** Answer-option order per question id, when options are randomised (SPEC 4.3). */
    optionOrders: types.frozen<Record<string, string[]>>({}),
    /** The timer ran out (SPEC 4.1 end condition) or was stopped (SPEC 4.1 section failure). */
    timerStatus: types.optional(types.string, 'NOT_STARTED'),
    markedPassed: false,
    completionDate: '',
    /** SPEC 3.2 isCertificateDownloaded (issue 26): kept across attempts, a certificate once saved stays saved. */
    isCertificateDownloaded: false,
    /**
     * The name the learner typed for their certificate when the delivery knows none (issue 26): saved
     * as the record's user.name (SPEC 3.7) so it is asked once; '' when none was typed.
     */
    certificateName: '',
    /** What content blocks keep (SPEC 3.7), by the record field their block declares (BlockState.key), then by block or media id. */
    blockStates: types.frozen<Record<string, Record<string, unknown>>>({}),
  })
  .volatile(() => ({ dataSource: null as QuestionDataSource | null }))
  .actions((self) => ({
    attachDataSource(source: QuestionDataSource) {
      self.dataSource = source;
    },
    consumeObjective(id: string) {
      self.consumedObjectives.set(id, true);
    },
    setUrl(url: string) {
      self.url = url;
    },
    setAttemptId(id: string) {
      self.attemptId = id;
    },
    /** The delivery decides the pass mark (a cmi5 LMS's masteryScore): one overall score, 0..100. */
    overrideMasteryScore(score: number) {
      self.masteryScore = { score, isOverall: true };
    },
    start() {
      self.started = true;
    },
    /**
     * One answer as one action: the state, the course started, and `report` (the session's
     * 'answered' event) run inside it, so reactions to what the answer changes (the course status)
     * run after the report and events keep their order.
     */
    recordAnswer(question: Question, response: unknown, score: Score, report?: () => void) {
      question.answer(response, score);
      self.started = true;
      report?.();
    },
    /** Runs many state changes as one action (a restore of thousands of answers). */
    batch(fn: () => void) {
      fn();
    },
    setBlockState(key: string, id: string, value: unknown) {
      const current = { ...(self.blockStates[key] ?? {}) };
      if (value === null || value === undefined) delete current[id];
      else current[id] = value;
      self.blockStates = { ...self.blockStates, [key]: current };
    },
    restoreBlockStates(states: Record<string, Record<string, unknown>>) {
      self.blockStates = states;
    },
    setPool(ids: string[]) {
      self.poolIds = ids;
    },
    setOptionOrders(orders: Record<string, string[]>) {
      self.optionOrders = orders;
    },
    setOptionOrder(questionId: string, order: string[]) {
      self.optionOrders = { ...self.optionOrders, [questionId]: order };
    },
    setTimerStatus(status: string) {
      self.timerStatus = status;
    },
    allowFeedbackReattempt() {
      self.feedbackReattemptAllowed = true;
    },
    /** SPEC 4.5: submitting all at once sets isAttemptSubmitted and counts the course attempt. */
    submitAttempt() {
      self.isAttemptSubmitted = true;
      self.courseAttempt += 1;
    },
    /** SPEC 4.5: a reattempt reopens the attempt. */
    reattempt() {
      self.isAttemptSubmitted = false;
      self.reAttemptedSubmitAtOnce = true;
    },
    /** SPEC 4.1 mark as passed. */
    markPassed() {
      self.markedPassed = true;
    },
    setCompletionDate(date: string) {
      if (!self.completionDate) self.completionDate = date;
    },
    /** Issue 26: the certificate was saved; and the name typed for it (never cleared by a new attempt). */
    markCertificateDownloaded() {
      self.isCertificateDownloaded = true;
    },
    setCertificateName(name: string) {
      self.certificateName = name;
    },
    restoreAttempt(state: { courseAttempt: number; isAttemptSubmitted: boolean; reAttemptedSubmitAtOnce: boolean; completionDate: string }) {
      self.courseAttempt = Math.max(0, Math.floor(state.courseAttempt));
      self.isAttemptSubmitted = state.isAttemptSubmitted;
      self.reAttemptedSubmitAtOnce = state.reAttemptedSubmitAtOnce;
      self.completionDate = state.completionDate;
    },
    /**
     * SPEC 4.5 cleanup: the course back to not started, score 0, IN_PROGRESS, attempt 0, objectives
     * not consumed, and the block states a new attempt clears (`clearedBlockStates`, the keys whose
     * blocks declare clearedOnNewAttempt). With keepAnswers (submit once with previous answers
     * shown) every answer stays, marked as a previous answer; otherwise question progress is reset.
     */
    cleanup(options: { keepAnswers: boolean; keepCourseAttempt: boolean; clearedBlockStates: readonly string[] }) {
      self.started = false;
      self.markedPassed = false;
      self.isAttemptSubmitted = false;
      self.reAttemptedSubmitAtOnce = false;
      self.feedbackReattemptAllowed = false;
      self.timerStatus = 'NOT_STARTED';
      if (!options.keepCourseAttempt) self.courseAttempt = 0;
      self.consumedObjectives.clear();
      const cleared = new Set(options.clearedBlockStates);
      self.blockStates = Object.fromEntries(Object.entries(self.blockStates).filter(([key]) => !cleared.has(key)));
      if (options.keepAnswers) for (const state of self.states.values()) state.keepAsPrevious();
      else self.states.clear();
    },
  }))
  .extend((self) => {
    // Reading a missing key of an observable map creates a tracking atom for it; a section none of
    // whose questions has state yet answers from one flag instead, so a fresh course of thousands
    // of questions computes its status without an atom per question. The set is kept by hand:
    // derived from the map's keys, every section would recompute on every new state.
    const sectionOf = new Map(self.questionInfos.map((q) => [q.id, q.sectionId]));
    const touched = observable.set<string>([...self.states.keys()].map((id) => sectionOf.get(id) ?? ''));
    const ensureState = (id: string) => {
      const existing = self.states.get(id);
      if (existing) return existing;
      touched.add(sectionOf.get(id) ?? '');
      return self.states.put({ id });
    };
    const host = {
      stateOf: (id: string) => (touched.has(sectionOf.get(id) ?? '') ? self.states.get(id) : undefined),
      // The MST-wrapped action below, so a state is only ever added inside an action.
      ensureState: (id: string) => (self as unknown as { ensureState: typeof ensureState }).ensureState(id),
      questionData: (info: QuestionInfo) => {
        if (!self.dataSource) throw new Error('The course has no question data source attached');
        return self.dataSource(info);
      },
      isObjectiveConsumed: (id: string) => self.consumedObjectives.get(id) === true,
      consumeObjective: (id: string) => self.consumeObjective(id),
    };
    const questions = self.questionInfos.map((info) => new Question(host, info));
    const questionById = new Map(questions.map((q) => [q.id, q]));
    const sections = self.sectionInfos.map(
      (info) => new Section(host, info, info.questionIds.map((id) => questionById.get(id)).filter((q): q is Question => Boolean(q))),
    );
    const sectionById = new Map(sections.map((s) => [s.id, s]));
    const fullChain = buildChain(
      self.sectionInfos.map((s) => ({ id: s.id, isTransparent: s.isTransparent, learningObjective: s.learningObjective, questionIds: s.questionIds })),
      self.showContentPages,
    );
    const routeOf = (id: string) => routes.question(questionById.get(id)?.sectionId ?? '', id);

    return {
      actions: { ensureState },
      views: {
        get questions(): Question[] {
          return questions;
        },
        get sections(): Section[] {
          return sections;
        },
        get questionById(): Map<string, Question> {
          return questionById;
        },
        get sectionById(): Map<string, Section> {
          return sectionById;
        },
        /** SPEC 2.2: with a pool the chain holds only the pool questions, then '/results'. */
        get chain(): string[] {
          return self.poolIds.length > 0 ? chainWithPool(fullChain, self.poolIds, routeOf) : fullChain;
        },
        /** The questions of this attempt: the pool when there is one, else every question. */
        get activeQuestions(): Question[] {
          return self.poolIds.length > 0 ? self.poolIds.map((id) => questionById.get(id)).filter((q): q is Question => Boolean(q)) : questions;
        },
        /** SPEC 3.4 affectsProgress: not for content pages or surveys, unless content-page scoring is on. */
        affectsProgress(q: Question): boolean {
          return q.affectsProgress;
        },
      },
    };
  })
  .views((self) => ({
    get activeIds(): Set<string> {
      return new Set(self.activeQuestions.map((q) => q.id));
    },
    get progressQuestions(): Question[] {
      return self.activeQuestions.filter((q) => q.affectsProgress);
    },
    get submitAll(): boolean {
      return self.rules.submitMode === 'allQuestionsAtOnce';
    },
    get allAttemptsUsed(): boolean {
      return allAttemptsUsed(self.courseAttempt, self.rules.attempts);
    },
    get timedOut(): boolean {
      return self.timerStatus === 'TIMED_OUT';
    },
    /** Answers can be given or changed: not after the attempt is submitted or the time ran out. */
    get acceptsAnswers(): boolean {
      return !self.isAttemptSubmitted && self.timerStatus !== 'TIMED_OUT';
    },
    /** SPEC 4.5: while answers are submitted all at once, scores and correctness wait for the submit. */
    get scoresHidden(): boolean {
      return self.rules.submitMode === 'allQuestionsAtOnce' && !self.isAttemptSubmitted;
    },
    /** Something was answered or opened: the cover offers "continue" instead of "start". */
    get hasProgress(): boolean {
      return self.states.size > 0;
    },
  }))
  .views((self) => ({
    /** SPEC 4.2 retry rule, for one question; a course update (SPEC 4.3) allows it again. */
    canRetry(q: Question): boolean {
      if (self.isAttemptSubmitted || self.timedOut) return false;
      if (self.feedbackReattemptAllowed) return true;
      return canRetry({
        attempts: self.rules.attempts,
        isContentPage: q.answeredOnOpen,
        allowScoringOfContentPages: self.allowScoringOfContentPages,
        hasBeenOpened: q.hasBeenOpened,
        score: q.score,
        attemptNumber: q.attemptNumber,
      });
    },
  }))
  .extend((self) => {
    // One cached computation per section: an answer invalidates its own section's figures only, so
    // answering costs the same on a 2,000-question course as on a 20-question one.
    const perSection = new Map(
      self.sections.map((section) => {
        const progress = computed(() => {
          const active = self.activeIds;
          return section.questions.filter((q) => q.affectsProgress && active.has(q.id));
        });
        const correct = computed(() => progress.get().filter((q) => q.isAnsweredCorrectly).length);
        const answered = computed(() => progress.get().filter((q) => q.isAnswered).length);
        // Every progress question answered, and none can be tried again.
        const over = computed(() => progress.get().length > 0 && progress.get().every((q) => q.isAnswered && (q.isAnsweredCorrectly || !self.canRetry(q))));
        const finished = computed(() => {
          const active = self.activeIds;
          return section.questions.every((q) => !active.has(q.id) || !q.supported || (q.hasBeenOpened && q.isAnswered));
        });
        return [section.id, { progress, correct, answered, over, finished }] as const;
      }),
    );
    const of = (section: Section) => perSection.get(section.id)!;
    const sum = (pick: (figures: ReturnType<typeof of>) => number) => {
      let n = 0;
      for (const figures of perSection.values()) n += pick(figures);
      return n;
    };
    return {
      views: {
        /** How many of the section's questions of this attempt count towards progress. */
        progressQuestionCount(section: Section): number {
          return of(section).progress.get().length;
        },
        sectionCorrectCount(section: Section): number {
          return of(section).correct.get();
        },
        get correctCount(): number {
          return sum((f) => f.correct.get());
        },
        get answeredCount(): number {
          return sum((f) => f.answered.get());
        },
        sectionOver(section: Section): boolean {
          return of(section).over.get();
        },
        get allSectionsOver(): boolean {
          const withProgress = [...perSection.values()].filter((f) => f.progress.get().length > 0);
          return withProgress.length > 0 && withProgress.every((f) => f.over.get());
        },
        /** SPEC 4.1 course finished: every question of the attempt opened and answered. */
        get isFinished(): boolean {
          return [...perSection.values()].every((f) => f.finished.get());
        },
      },
    };
  })
  .views((self) => ({
    sectionHasProgressQuestions(section: Section): boolean {
      return self.progressQuestionCount(section) > 0;
    },
    /** Section score (see rules/status.ts sectionScore): correct over progress questions, 100 when none. */
    sectionScore(section: Section): number {
      const total = self.progressQuestionCount(section);
      if (total === 0) return 100;
      return Math.floor((100 * self.sectionCorrectCount(section)) / total);
    },
    /**
     * SPEC 4.1 end conditions: a submit-once attempt that is finished, a timer that ran out, or, when
     * every progress question is answered, none of them can be tried again.
     */
    get ended(): boolean {
      if (self.timedOut) return true;
      if (self.submitAll) return self.isAttemptSubmitted;
      return self.allSectionsOver;
    },
  }))
  .views((self) => ({
    /**
     * SPEC 4.1 section status: passed at the mastery score (all correct in all-must-be-correct mode,
     * i.e. a mastery of 100); failed when the section can no longer change (attempts exhausted, the
     * attempt submitted in submit-all mode, the time over) or when the timer is stopped below it.
     */
    sectionStatus(section: Section): Status {
      if (self.markedPassed) return Status.PASSED;
      // Submit at once: nothing is passed or failed before the attempt is submitted (SPEC 4.5).
      if (self.scoresHidden) return Status.IN_PROGRESS;
      const sectionOver = self.submitAll ? self.isAttemptSubmitted : self.sectionOver(section);
      const ended = self.timedOut || sectionOver || (self.rules.timer.enabled && self.timerStatus === 'STOPPED');
      return sectionStatus(self.sectionScore(section), self.masteryScore.score, ended);
    },
    /** SPEC 4.1 / 9.1 course score. */
    get score(): number {
      const total = self.progressQuestions.length;
      return total === 0 ? 0 : Math.floor((100 * self.correctCount) / total);
    },
  }))
  .views((self) => ({
    get status(): Status {
      if (self.markedPassed) return Status.PASSED;
      if (self.scoresHidden) return Status.IN_PROGRESS;
      return courseStatus({
        isOverall: self.masteryScore.isOverall,
        masteryScore: self.masteryScore.score,
        score: self.score,
        sectionStatuses: self.sections.filter(self.sectionHasProgressQuestions).map(self.sectionStatus),
        ended: self.ended,
      });
    },
    /** SPEC 9.1 progress percent, capped at 100 for display (SPEC 2.12). */
    get progressPercent(): number {
      return Math.min(100, self.score);
    },
    /** The questions of the chain in order, with what forced navigation needs to know of them. */
    get chainQuestions(): ChainQuestion[] {
      return self.activeQuestions.map((q) => ({
        id: q.id,
        sectionId: q.sectionId,
        isContentPage: q.answeredOnOpen,
        hasBeenOpened: q.hasBeenOpened,
        isAnswered: q.isAnswered,
        attemptNumber: q.attemptNumber,
      }));
    },
  }))
  .views((self) => ({
    /** SPEC 4.2: the pages a learner may open; every page without forced navigation. */
    get availableIds(): Set<string> | null {
      return self.rules.forceNavigation ? availableQuestions(self.chainQuestions) : null;
    },
    /** SPEC 2.6: sections locked under forced navigation. */
    lockedSectionIds(currentSectionId: string | null): Set<string> {
      if (!self.rules.forceNavigation) return new Set();
      return lockedSections(self.sections.map((s) => s.id), self.chainQuestions, currentSectionId);
    },
    /** SPEC 4.2: under forced navigation the course resumes after the last answered question. */
    get forcedResumeUrl(): string | null {
      const id = resumeQuestion(self.chainQuestions);
      const q = id ? self.questionById.get(id) : null;
      return q ? routes.question(q.sectionId, q.id) : null;
    },
  }))
  .views((self) => ({
    isAvailable(questionId: string): boolean {
      return self.availableIds?.has(questionId) ?? true;
    },
  }));

export type CourseInstance = Instance<typeof CourseModel>;
export { Status };
