import type { Precondition } from '../storage/attempts';

/** Longest If-Match / If-None-Match read: a few validators; the schema refuses more (400). */
export const MAX_PRECONDITION_LENGTH = 256;
const MAX_VALIDATORS = 8;

/** A revision as a strong validator (RFC 9110 8.8.3): `"<revision>"`. */
export const etagOf = (revision: string): string => `"${revision}"`;

const ENTITY_TAG = /\s*(W\/)?"([\x21\x23-\x7e]*)"\s*(,|$)/y;

/**
 * If-Match / If-None-Match of a PUT (RFC 9110 13.1.1, 13.1.2), or null when the header is not one a
 * client may send (400). Comparison is strong, so a weak validator (W/"…") never matches; a strong
 * one that is not a revision of ours (not digits) is kept out, so it never matches either. Only
 * `If-None-Match: *` (create, never replace) is taken: an attempt is not written "unless it is this version".
 */
export function readPrecondition(ifMatch: string | undefined, ifNoneMatch: string | undefined): Precondition | null {
  if (ifMatch !== undefined) {
    if (ifMatch.trim() === '*') return { kind: 'match', revisions: 'any' };
    const revisions = validators(ifMatch);
    return revisions && { kind: 'match', revisions };
  }
  if (ifNoneMatch !== undefined) return ifNoneMatch.trim() === '*' ? { kind: 'absent' } : null;
  return { kind: 'none' };
}

function validators(header: string): string[] | null {
  const revisions: string[] = [];
  ENTITY_TAG.lastIndex = 0;
  let count = 0;
  while (ENTITY_TAG.lastIndex < header.length) {
    const at = ENTITY_TAG.lastIndex;
    const match = ENTITY_TAG.exec(header);
    if (!match || ++count > MAX_VALIDATORS) return null;
    // bigint holds 18 digits; a longer number is no revision of ours.
    if (!match[1] && /^\d{1,18}$/.test(match[2])) revisions.push(match[2]);
    if (match[3] === '' && ENTITY_TAG.lastIndex < header.length) return null;
    if (ENTITY_TAG.lastIndex === at) return null;
  }
  return count > 0 ? revisions : null;
}
