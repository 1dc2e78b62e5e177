import { ErrorMessages, PlayerError } from '../errors/catalogue';

/** What the single-question preview needs of a question (a QuestionInstance has it). */
export interface PreviewedQuestion {
  id: string;
  /** A content page: answered by opening it (SPEC 4.2). */
  answeredOnOpen: boolean;
}

export type PreviewTarget = { kind: 'course' } | { kind: 'question'; questionId: string } | { kind: 'error'; error: PlayerError };

/**
 * SPEC 2.1 `questionId`: "Preview of a single question". It is honoured in a preview package only
 * (publishMode 'Preview'): a published course ignores it, so a learner's link cannot open one page
 * of a course alone, past its navigation rules, its results and its tracking. A content page while
 * showContentPages is off is SPEC 5.2's rejection ('[ShowContentDisabledError]', SPEC 2.9, 8.3);
 * an id the course does not have is SPEC 8.3's 'Question not found', with the id in the details.
 */
export function previewTarget(input: {
  isPreview: boolean;
  questionId: string | null;
  find: (id: string) => PreviewedQuestion | undefined;
  showContentPages: boolean;
}): PreviewTarget {
  const id = input.questionId?.trim() ?? '';
  if (!input.isPreview || !id) return { kind: 'course' };
  const question = input.find(id);
  if (!question) return { kind: 'error', error: new PlayerError('question', ErrorMessages.questionNotFound, `The address asks to preview the question '${id}', which this course does not have.`) };
  if (question.answeredOnOpen && !input.showContentPages) return { kind: 'error', error: new PlayerError('showContent', ErrorMessages.showContentDisabled, `The content page '${id}' cannot be previewed: the course does not show content pages (showContentPages is off).`) };
  return { kind: 'question', questionId: question.id };
}
