import { types, type Instance } from 'mobx-state-tree';
import type { QuestionData, Score } from '../plugins/QuestionType';

/**
 * SPEC 3.4 question state. A state node exists only for a question the learner has opened or
 * answered, so a course of thousands of questions costs nothing until it is used.
 */
export const QuestionStateModel = types
  .model('QuestionState', {
    id: types.identifier,
    response: types.frozen<unknown>(null),
    isAnswered: false,
    score: types.optional(types.number, 0),
    attemptNumber: 0,
    hasBeenOpened: false,
    /** SPEC 3.4: set when an answer is kept from the previous attempt instead of being cleared. */
    isPreviousAnswerCorrect: types.maybeNull(types.boolean),
  })
  .actions((self) => ({
    open() {
      self.hasBeenOpened = true;
    },
    /** SPEC 4.2: answering sets isAnswered, score, isAnsweredCorrectly (derived) and attemptNumber. */
    answer(response: unknown, score: Score) {
      self.response = response;
      self.score = score;
      self.isAnswered = true;
      self.hasBeenOpened = true;
      self.attemptNumber += 1;
    },
    restore(response: unknown, score: Score, attemptNumber: number) {
      self.response = response;
      self.score = score;
      self.isAnswered = true;
      self.hasBeenOpened = true;
      self.attemptNumber = Math.max(1, attemptNumber);
    },
    reset() {
      self.response = null;
      self.score = 0;
      self.isAnswered = false;
    },
    /** A previous attempt's answer read back from saved progress. */
    restorePrevious(response: unknown, wasCorrect: boolean) {
      self.response = response;
      self.isPreviousAnswerCorrect = wasCorrect;
      self.isAnswered = false;
      self.score = 0;
    },
    /**
     * SPEC 4.2 reset with previous answers shown: the answer stays as a starting point, no longer
     * submitted, and whether it was correct is remembered.
     */
    keepAsPrevious() {
      self.isPreviousAnswerCorrect = self.isAnswered ? self.score === 100 : null;
      self.isAnswered = false;
      self.score = 0;
      self.attemptNumber = 0;
      self.hasBeenOpened = false;
    },
  }));
export type QuestionStateInstance = Instance<typeof QuestionStateModel>;

/** What the course structure keeps of a question: enough to list, route and score it. */
export interface QuestionInfo {
  id: string;
  type: string;
  sectionId: string;
  index: number;
  title: string;
  isSurvey: boolean;
  /** A plugin is registered for this type; an unsupported page shows an error card instead. */
  supported: boolean;
  /** Scored like a content page: answered when opened (SPEC 4.2). */
  answeredOnOpen: boolean;
  /** SPEC 3.4 affectsProgress, fixed by the type and the settings. */
  affectsProgress: boolean;
}

export interface QuestionHost {
  stateOf(id: string): QuestionStateInstance | undefined;
  ensureState(id: string): QuestionStateInstance;
  questionData(info: QuestionInfo): QuestionData;
}

/**
 * A question as the rest of the player sees it: its structure plus its state, read through MobX so
 * views re-render on change. Its full data (answers, blocks, localised texts) is built on first use.
 */
export class Question implements QuestionInfo {
  private built: QuestionData | null = null;

  constructor(
    private readonly host: QuestionHost,
    public info: QuestionInfo,
  ) {}

  /**
   * The course language changed (core/player/relocalize.ts): the title and, built again on next use,
   * the data in the new language. Only texts differ between languages; the id, type and index stay.
   * Not observable: the app mounts the views that show them again on a switch (app/Layout.tsx).
   */
  relabel(title: string): void {
    this.info = { ...this.info, title };
    this.built = null;
  }

  get id() { return this.info.id; }
  get type() { return this.info.type; }
  get sectionId() { return this.info.sectionId; }
  get index() { return this.info.index; }
  get title() { return this.info.title; }
  get isSurvey() { return this.info.isSurvey; }
  get supported() { return this.info.supported; }
  get answeredOnOpen() { return this.info.answeredOnOpen; }
  get affectsProgress() { return this.info.affectsProgress; }

  get data(): QuestionData {
    this.built ??= this.host.questionData(this.info);
    return this.built;
  }

  private get state() {
    return this.host.stateOf(this.info.id);
  }
  get response(): unknown { return this.state?.response ?? null; }
  get isAnswered(): boolean { return this.state?.isAnswered ?? false; }
  get score(): number { return this.state?.score ?? 0; }
  get attemptNumber(): number { return this.state?.attemptNumber ?? 0; }
  get hasBeenOpened(): boolean { return this.state?.hasBeenOpened ?? false; }
  get isPreviousAnswerCorrect(): boolean | null { return this.state?.isPreviousAnswerCorrect ?? null; }
  /** SPEC 3.4: true when the score is 100. */
  get isAnsweredCorrectly(): boolean { return this.isAnswered && this.score === 100; }

  open(): void { this.host.ensureState(this.id).open(); }
  answer(response: unknown, score: Score): void { this.host.ensureState(this.id).answer(response, score); }
  restore(response: unknown, score: Score, attemptNumber: number): void { this.host.ensureState(this.id).restore(response, score, attemptNumber); }
  reset(): void { this.state?.reset(); }
  restorePrevious(response: unknown, wasCorrect: boolean): void { this.host.ensureState(this.id).restorePrevious(response, wasCorrect); }
}

export type QuestionInstance = Question;
