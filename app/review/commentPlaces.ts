import { routes, type CommentAnchor, type CommentContextType, type CommentTarget, type CourseInstance } from '@core';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * Where a comment stands, in words and as a route (issue 25 §2). React-free, DOM-free: the spots, the
 * form and the panel's lists all name a place the same way.
 */

/** The anchor's own id decides the place (docs/service.md, "Anchors and checksums"): a block's, a page's, a section's. */
export function sameTarget(a: CommentTarget | null, b: CommentTarget | null): boolean {
  if (!a || !b || a.type !== b.type) return false;
  if (a.type === 'course') return true;
  if (a.type === 'section') return a.sectionId === b.sectionId;
  if (a.type === 'page') return a.pageId === b.pageId;
  return a.blockId === b.blockId;
}

/** A thread's anchor as the target it stands on (the quote and checksum are what it was written on, not where). */
export function targetOfAnchor(anchor: CommentAnchor): CommentTarget {
  const { type, sectionId, pageId, blockId } = anchor;
  return { type, ...(sectionId ? { sectionId } : {}), ...(pageId ? { pageId } : {}), ...(blockId ? { blockId } : {}) };
}

/**
 * 'Comments on the {contextType}' as one whole sentence per kind: a noun put into a sentence does not
 * translate (German says "zum Abschnitt" but "zur Frage"), so each kind has its own title key.
 */
export const FORM_TITLE_KEY: Record<CommentContextType, string> = {
  'course title': 'player:comments on course title',
  section: 'player:comments on section',
  page: 'player:comments on page',
  question: 'player:comments on question',
  block: 'player:comments on block',
};

/** The packages' own words for each kind (format/interface-keys.json), used in the control's name. */
export const KIND_KEY: Record<CommentContextType, string> = {
  'course title': 'titleOfTheCourse',
  section: 'section',
  page: 'contentTitleLabel',
  question: 'questionTitle',
  block: 'contentItem',
};

/** A page is a question, or a content page (answered by opening it, SPEC 4.2). */
export function contextTypeOf(target: CommentTarget, course: CourseInstance): CommentContextType {
  if (target.type === 'course') return 'course title';
  if (target.type === 'section') return 'section';
  if (target.type === 'block') return 'block';
  return course.questionById.get(target.pageId ?? '')?.answeredOnOpen ? 'page' : 'question';
}

/** The title a place goes by: the course's, the section's, the page's ('' for a block: it has none). */
export function placeTitle(target: CommentTarget, course: CourseInstance): string {
  if (target.type === 'section') return course.sectionById.get(target.sectionId ?? '')?.title ?? '';
  if (target.type === 'page') return course.questionById.get(target.pageId ?? '')?.title ?? '';
  if (target.type === 'course') return course.title;
  return '';
}

const DETAIL_LENGTH = 60;
/** The first words of a text, for a name (a block's content, the quote a comment was written on). */
export function shorten(text: string | undefined): string {
  const words = (text ?? '').replace(/\s+/g, ' ').trim();
  return words.length > DETAIL_LENGTH ? `${words.slice(0, DETAIL_LENGTH - 1).trimEnd()}…` : words;
}

/**
 * "Section “Safety basics”": the kind and what tells it apart, quoted as the language quotes. A block
 * has no title: its first words tell it apart (`detail`: its text on the page, or the quote a comment
 * was written on).
 */
export function placeName(target: CommentTarget, course: CourseInstance, t: T, detail = ''): string {
  const kind = t(KIND_KEY[contextTypeOf(target, course)]);
  const name = target.type === 'block' ? shorten(detail) : placeTitle(target, course);
  return name ? t('player:comment place', { kind, name }) : kind;
}

/** The route that shows a place: a page's, a section's, else the cover (the course title, the introduction). */
export function routeOfTarget(target: CommentTarget, course: CourseInstance): string {
  const page = target.pageId ? course.questionById.get(target.pageId) : undefined;
  if (page) return routes.question(page.sectionId, page.id);
  if (target.sectionId && course.sectionById.has(target.sectionId)) return routes.section(target.sectionId);
  return routes.index;
}
