import type { BlockRef } from './blocks';
import { lazyPlugin, type LazyPlugin } from './lazyPlugin';

/** A question as plugins see it: the common fields of data.js, localised, and the type's own raw fields. */
export interface QuestionData {
  id: string;
  type: string;
  title: string;
  sectionId: string;
  /** Stable index for compact saved progress (publishSettings.questionShortIds, else the flat position). */
  index: number;
  isSurvey: boolean;
  instructions: BlockRef[];
  /** learningContents: the page body of a content page, the learning hints of other types. */
  learningContents: BlockRef[];
  correctFeedback: BlockRef[];
  incorrectFeedback: BlockRef[];
  hasCorrectFeedback: boolean;
  hasIncorrectFeedback: boolean;
  isGeneralFeedback: boolean;
  /** The question's voice-over audio (a package-relative media path), or null. */
  voiceOver?: string | null;
  /** The type-specific fields of data.js with multilingual texts already picked for the course language. */
  raw: Record<string, unknown>;
}

export type Score = 0 | 100;

export interface ScoreContext {
  /** SPEC 5.1 content page rule: scoring of content pages on, and the page opened or previously correct. */
  allowScoringOfContentPages: boolean;
  hasBeenOpened: boolean;
}

/**
 * One answer as an interaction (SPEC 7.8; response conventions of PACKAGE-FORMAT.md): the one
 * vocabulary every destination reads. It is the cmi.interaction of SCORM 2004, which xAPI 1.0.3 took
 * over unchanged (types, '[,]' and '[.]' delimiters, correct response patterns), so an xAPI sink
 * writes it as the activity definition and a SCORM sink writes it to cmi.interactions.n (1.2 with
 * its own delimiters and types, adapters/delivery/scorm). Only the types both standards know: SPEC
 * 7.8's dragAndDrop and hotspot are 'matching' and 'other', and the player's own kind of question
 * travels beside it (the xAPI question-type extension, the SCORM description).
 */
export interface Interaction {
  interactionType: 'true-false' | 'choice' | 'fill-in' | 'long-fill-in' | 'matching' | 'performance' | 'sequencing' | 'likert' | 'numeric' | 'other';
  correctResponsesPattern?: string[];
  choices?: { id: string; description: Record<string, string> }[];
  source?: { id: string; description: Record<string, string> }[];
  target?: { id: string; description: Record<string, string> }[];
  response: string;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** An image a view can show in the image-preview gallery (SPEC 2.8). */
export interface PreviewImage {
  url: string;
  alt: string;
}

/** What the app hands a question view. Kept React-free: the view's return type is the renderer's business. */
export interface QuestionViewProps<R = unknown> {
  question: QuestionData;
  response: R;
  onChange: (response: R) => void;
  /** Once submitted (or while the page is locked) the answer cannot change. */
  disabled: boolean;
  submitted: boolean;
  /** id of the element that labels the answer group (the question title). */
  labelledBy: string;
  t: Translate;
  language: string;
  /** Renders a list of author content blocks (the app's fragment renderer). */
  renderBlocks: (blocks: BlockRef[], label?: string) => unknown;
  /** Resolves a package-relative media path ('media/x.webp') to a URL. */
  mediaUrl: (path: string) => string;
  /**
   * An image URL with the size query parameters of SPEC 9.4 (width, height, scaleBySmallerSide=true);
   * answer images use 260 × 260.
   */
  imageUrl: (path: string, width: number, height: number) => string;
  /**
   * The order to show the answer options in (ids), when the course randomises them (SPEC 4.3);
   * null for the author's order. Apply it with inOptionOrder(answers, optionOrder).
   */
  optionOrder: string[] | null;
  /** SPEC 2.12 showCorrectAnswers: after submitting, mark the correct options with t('correctOption'). */
  showCorrectAnswers: boolean;
  /** Says a short text to screen readers through the page's polite live region (selection, moves, drops). */
  announce: (message: string) => void;
  /** Opens the image-preview gallery popup of SPEC 2.8 at `index`, with a spinner until each image loads. */
  openImagePreview: (images: PreviewImage[], index: number) => void;
  /**
   * The question's own content fragment, content/{questionId}_content.html (fill in the blank),
   * sanitised: scripts and event handlers removed, relative media URLs resolved.
   */
  loadQuestionContent: () => Promise<DocumentFragment>;
}

export type QuestionView<R = unknown> = (props: QuestionViewProps<R>) => unknown;

/**
 * The question-type plugin contract (ARCHITECTURE.md). Everything but the view is pure and React-free,
 * so scoring, restoring and tracking run without rendering anything.
 */
export interface QuestionType<R = unknown, C = unknown> {
  /** The data.js type id, e.g. 'singleSelectText'. */
  id: string;
  /**
   * The type's data.js `answers` may be shown in a random order when the author chose
   * answerOptionsOrder 'randomize' (SPEC 4.3); the view then receives `optionOrder`.
   */
  randomizableOptions?: boolean;
  /** A content page is answered on opening instead of by submitting (SPEC 4.2). */
  answeredOnOpen?: boolean;
  /** Throws a PlayerError when the type's data is unusable; returns a list of problems otherwise. */
  validate?(question: QuestionData): string[];
  /** The response of no answer: not answered (SPEC 5.1), what a question holds before its first Submit. */
  emptyResponse(question: QuestionData): R;
  /**
   * The response the view starts from when it always shows an answer the learner may submit as it
   * stands: a ranking shows its answers in an order (SPEC 3.4 "answers list in order"), and a learner
   * who believes that order right submits it, as the original product lets them (issue 22). It is
   * answered (the conformance kit checks it), the same on every load, and the answer area starts
   * from it and returns to it on Try again. Absent: the view starts from emptyResponse.
   */
  startResponse?(question: QuestionData): R;
  /** SPEC 5.1: a question counts as answered when its response is non-empty. */
  isAnswered(question: QuestionData, response: R): boolean;
  /** SPEC 5.1: every question scores 0 or 100. */
  score(question: QuestionData, response: R, context: ScoreContext): Score;
  /** The author's correct response, or null when the type has none (surveys, content pages). */
  correctResponse(question: QuestionData): R | null;
  /**
   * The version of the form compact() writes; 1 when absent. A changed form takes the next number
   * and expand() keeps reading every older one: the saved record names the version of each type
   * whose answers it holds (ProgressSnapshot.answerForms), so answers saved before an update restore
   * after it. The conformance kit asks for an example of each older form (QuestionExample.savedForms).
   */
  compactVersion?: number;
  /** Compact saved form (SPEC 3.7) and its inverse; expand(compact(r)) equals r. */
  compact(question: QuestionData, response: R): C;
  /** `version`: the compactVersion the answer was saved with (the current one when not given). */
  expand(question: QuestionData, compact: C, version?: number): R;
  /**
   * SPEC 3.4 correctAnswersReadableText: the correct answer in words, announced to screen readers
   * 500 ms after an answered page loads when showCorrectAnswers is on (SPEC 2.12). Omit for types
   * without a correct answer.
   */
  correctAnswersText?(question: QuestionData, t: Translate): string;
  /** Explanation blocks to show after submitting, for the chosen answers. */
  explanations?(question: QuestionData, response: R): BlockRef[];
  /** The interaction of an answer, with texts under the given locale (e.g. 'en-US'). */
  toInteraction(question: QuestionData, response: R, locale: string): Interaction;
  /** The view is loaded only when a page of this type is shown. */
  loadView(): Promise<{ default: QuestionView<R> }>;
}

// Registries hold plugins of every response type; the variance of R is the plugin's own business.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuestionType = QuestionType<any, any>;

/**
 * The question types a course can use, as the layers below the plugin catalogue see them (building
 * the course, saving answers, the codec): the catalogue (core/catalogue) implements it.
 */
export interface QuestionTypes {
  hasQuestionType(id: string): boolean;
  /** A loaded type; fails loudly on an unknown id. */
  questionType(id: string): AnyQuestionType;
}

/**
 * A question type registered by id whose code loads only when a course uses it: the plugin
 * catalogue loads the types of a course before the course is built (core/catalogue/PluginCatalogue.ts).
 */
export interface LazyQuestionType {
  readonly id: string;
  /** Set by lazyQuestionType(); a host may also register a bare `{ id, load }`. */
  readonly lazy?: true;
  load(): Promise<{ default: AnyQuestionType }>;
}

export const lazyQuestionType: (id: string, load: () => Promise<{ default: AnyQuestionType }>) => LazyPlugin<{ default: AnyQuestionType }> = lazyPlugin;

/** Helps a plugin author keep the generic types: `export default defineQuestionType<MyResponse>({...})`. */
export function defineQuestionType<R, C = unknown>(definition: QuestionType<R, C>): QuestionType<R, C> {
  return definition;
}

/**
 * A question of a type as content/data.js holds it, with a wrong response: what a question-type
 * plugin ships in its examples.ts for the conformance kit (test/conformance/kit.ts) and its tests.
 */
export interface QuestionExample<R = unknown> {
  /** What this example covers, e.g. 'three groups, one case-sensitive'. */
  name: string;
  /** One question as content/data.js holds it (multilingual texts allowed). */
  question: Record<string, unknown>;
  /** A response that counts as answered and scores 0. Omit only for surveys and content pages. */
  wrong?: R;
  /**
   * Answers saved in an older compact form (version below the type's compactVersion) and the
   * response each must restore as: the kit checks that expand() still reads every older version.
   */
  savedForms?: { version: number; compact: unknown; response: R }[];
}

/** Answers in the shown order: those the order names first, in its order, then any it does not know. */
export function inOptionOrder<T extends { id: string }>(answers: readonly T[], order: readonly string[] | null): T[] {
  if (!order) return [...answers];
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...answers].sort((a, b) => (rank.get(a.id) ?? order.length) - (rank.get(b.id) ?? order.length));
}
