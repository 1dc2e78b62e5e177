import { createHash } from 'node:crypto';
import type { AnchorType, CommentRow } from '../storage/reviewComments';
import { REVIEW_LIMITS } from './limits';

/** Where a comment was made (issue 25 §1): the course title, a section, a page or a block. */
export interface Anchor {
  type: AnchorType;
  sectionId?: string;
  pageId?: string;
  blockId?: string;
  quote?: string;
  checksum?: string;
}

const id = { type: 'string', minLength: 1, maxLength: REVIEW_LIMITS.id } as const;

export const anchorSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['course', 'section', 'page', 'block'] },
    sectionId: id,
    pageId: id,
    blockId: id,
    quote: { type: 'string', maxLength: REVIEW_LIMITS.quote },
    checksum: { type: 'string', maxLength: REVIEW_LIMITS.checksum },
  },
} as const;

/** The ids each type needs; null when the anchor is whole. A block sits on a page or in the course's introduction/afterword (no page). */
export function anchorProblem(a: Anchor): string | null {
  if (a.type === 'section' && !a.sectionId) return 'sectionId';
  if (a.type === 'page' && !a.pageId) return 'pageId';
  if (a.type === 'block' && !a.blockId) return 'blockId';
  return null;
}

/** The id that names an anchor in a course: what a republished course is searched for. */
export function anchorKey(a: { anchorType: AnchorType | null; sectionId: string | null; pageId: string | null; blockId: string | null }): string {
  switch (a.anchorType) {
    case 'block': return `block:${a.blockId}`;
    case 'page': return `page:${a.pageId}`;
    case 'section': return `section:${a.sectionId}`;
    default: return 'course';
  }
}

/**
 * The checksum of anchored content (docs/service.md "Anchors and checksums", version 1): SHA-256,
 * hex, of the UTF-8 text — a block's content/{id}.html as published, a page's or a section's title,
 * the course's title (the default language's when titles are per language). The player computes
 * the same with WebCrypto; the service computes it from a course package (courseAnchors.ts).
 */
export const anchorChecksum = (content: string): string => createHash('sha256').update(content, 'utf8').digest('hex');

export type Placement = 'inPlace' | 'outdated' | 'elsewhere';

/**
 * Issue 25 §3: where a thread stands in the course as published now. `current` maps anchor keys
 * (anchorKey) to their checksum. A comment whose anchor is gone is 'elsewhere', one whose content
 * changed is 'outdated' (its quote is the text it was written on); none is dropped or hidden. A
 * comment written without a checksum cannot be outdated.
 */
export function placementOf(comment: CommentRow, current: ReadonlyMap<string, string>): Placement {
  const key = anchorKey(comment);
  if (!current.has(key)) return key === 'course' ? 'inPlace' : 'elsewhere';
  const now = current.get(key);
  return comment.checksum && now && now !== comment.checksum ? 'outdated' : 'inPlace';
}
