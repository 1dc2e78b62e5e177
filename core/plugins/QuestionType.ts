import type { BlockRef } from './blocks';

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
  /** The type-specific fields of data.js with multilingual texts already picked for the course language. */
  raw: Record<string, unknown>;
}

export type Score = 0 | 100;

export interface ScoreContext {
  /** SPEC 5.1 content page rule: scoring of content pages on, and the page opened or previously correct. */
  allowScoringOfContentPages: boolean;
  hasBeenOpened: boolean;
}

/** xAPI interaction description of one answer (SPEC 7.8; response conventions of PACKAGE-FORMAT.md). */
export interface XapiInteraction {
  interactionType: 'choice' | 'fill-in' | 'matching' | 'dragAndDrop' | 'hotspot' | 'sequencing' | 'other' | 'true-false' | 'long-fill-in' | 'performance' | 'numeric' | 'likert';
  correctResponsesPattern?: string[];
  choices?: { id: string; description: Record<string, string> }[];
  source?: { id: string; description: Record<string, string> }[];
  target?: { id: string; description: Record<string, string> }[];
  response: string;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

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
}

export type QuestionView<R = unknown> = (props: QuestionViewProps<R>) => unknown;

/**
 * The question-type plugin contract (ARCHITECTURE.md). Everything but the view is pure and React-free,
 * so scoring, restoring and tracking run without rendering anything.
 */
export interface QuestionType<R = unknown, C = unknown> {
  /** The data.js type id, e.g. 'singleSelectText'. */
  id: string;
  /** A content page is answered on opening instead of by submitting (SPEC 4.2). */
  answeredOnOpen?: boolean;
  /** Throws a PlayerError when the type's data is unusable; returns a list of problems otherwise. */
  validate?(question: QuestionData): string[];
  emptyResponse(question: QuestionData): R;
  /** SPEC 5.1: a question counts as answered when its response is non-empty. */
  isAnswered(question: QuestionData, response: R): boolean;
  /** SPEC 5.1: every question scores 0 or 100. */
  score(question: QuestionData, response: R, context: ScoreContext): Score;
  /** The author's correct response, or null when the type has none (surveys, content pages). */
  correctResponse(question: QuestionData): R | null;
  /** Compact saved form (SPEC 3.7) and its inverse; expand(compact(r)) equals r. */
  compact(question: QuestionData, response: R): C;
  expand(question: QuestionData, compact: C): R;
  /** Explanation blocks to show after submitting, for the chosen answers. */
  explanations?(question: QuestionData, response: R): BlockRef[];
  /** The interaction of an answer, with texts under the given locale (e.g. 'en-US'). */
  toXapi(question: QuestionData, response: R, locale: string): XapiInteraction;
  /** The view is loaded only when a page of this type is shown. */
  loadView(): Promise<{ default: QuestionView<R> }>;
}

// Registries hold plugins of every response type; the variance of R is the plugin's own business.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuestionType = QuestionType<any, any>;

/** Helps a plugin author keep the generic types: `export default defineQuestionType<MyResponse>({...})`. */
export function defineQuestionType<R, C = unknown>(definition: QuestionType<R, C>): QuestionType<R, C> {
  return definition;
}
