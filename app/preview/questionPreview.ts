import { previewTarget, type PlayerSession, type PreviewTarget } from '@core';

/**
 * Whether this launch is SPEC 2.1's single-question preview (`?questionId=` in a preview package),
 * a rejected one (an unknown id, a content page while show-content is off), or the course.
 * On the first page, so it stays a few lines: the screen itself is its own chunk.
 */
export function questionPreviewOf(session: PlayerSession): PreviewTarget {
  return previewTarget({
    isPreview: session.pkg.publish.isPreview,
    questionId: new URLSearchParams(window.location.search).get('questionId'),
    find: (id) => session.course.questionById.get(id),
    showContentPages: session.pkg.template.showContentPages,
  });
}

/** The screen's chunk. */
export const loadQuestionPreview = () => import(/* webpackChunkName: "question-preview" */ './SingleQuestionPreview');

/**
 * As soon as the address names a question, beside the package: the screen's chunk and the
 * fragment sanitizer (app/components/sanitize.ts) every question's instructions go through.
 */
export function loadQuestionPreviewEarly(): void {
  const quiet = () => undefined;
  loadQuestionPreview().catch(quiet);
  import(/* webpackChunkName: "sanitize" */ 'dompurify').catch(quiet);
}

/** The address asks for a single question (whether the package is a preview is known later). */
export const asksForQuestion = () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('questionId');

/**
 * Once the course is built: the question's type view and its instruction fragments start loading
 * together, not one after the other as the mounted screen would ask for them (the bench's
 * "single question usable", scripts/bench-question-preview.mjs). Each is fetched once and cached.
 */
export function warmQuestionPreview(session: PlayerSession, questionId: string): void {
  const question = session.course.questionById.get(questionId);
  if (!question) return;
  const quiet = () => undefined;
  if (question.supported) session.plugins.questionType(question.type).loadView().catch(quiet);
  const place = { kind: 'question' as const, sectionId: question.sectionId, questionId: question.id };
  for (const block of question.data.instructions) session.files.fragment(block.id, place).catch(quiet);
}
