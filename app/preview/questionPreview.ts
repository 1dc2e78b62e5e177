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
