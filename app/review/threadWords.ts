import type { ReviewPerson, ReviewReply, ReviewThread } from '@core';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * What a thread says about itself in words (issue 25 §2): when it was written, and the notices of a
 * change someone else made. React-free. Names are the people's own text, passed as values, never markup.
 */

/** A time in the course language's way ("2 Mar 2026, 10:15"); the machine form goes in <time dateTime>. */
export function formatWhen(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language || undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** Someone else's change: mine needs no notice (I saw it happen). */
const byOther = (person: ReviewPerson | null): person is ReviewPerson => Boolean(person && !person.isMe);

/**
 * SPEC 3.8: a resolution this reviewer has not acknowledged. The course's owner has the packages' own
 * words ([comment resolved by owner]); another reviewer is named.
 */
export function resolvedNotice(thread: ReviewThread, t: T): string | null {
  if (!thread.isResolved || thread.resolvedSeenByMe || !byOther(thread.resolvedBy)) return null;
  return thread.resolvedBy.isOwner ? t('[comment resolved by owner]') : t('player:comment resolved by', { name: thread.resolvedBy.name });
}

/** SPEC 3.8: a deletion of a comment or a reply this reviewer has not acknowledged. */
export function deletedNotice(item: ReviewThread | ReviewReply, what: 'comment' | 'reply', t: T): string | null {
  if (!item.isDeleted || item.deletedSeenByMe || !byOther(item.deletedBy)) return null;
  if (item.deletedBy.isOwner) return t(what === 'comment' ? '[comment deleted by author]' : '[reply deleted by author]');
  return t(what === 'comment' ? 'player:comment deleted by' : 'player:reply deleted by', { name: item.deletedBy.name });
}

/** docs/service.md: deleting and restoring are the author's or an owner's. */
export const mayManage = (author: ReviewPerson, reviewerIsOwner: boolean): boolean => author.isMe || reviewerIsOwner;
