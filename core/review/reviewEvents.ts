import type { ReviewChangeKind } from './comments';

/**
 * SPEC 4.8's review events, as review mode emits them: what the reviewer did ('initialized',
 * 'commentSent', 'commentReplySent', 'commentDeleted', 'replyDeleted', the acknowledgements, the
 * comments list, 'sessionEnded', 'loginLinkRequested', 'reviewerNameUpdated') and SPEC 4.8's
 * "comment events received" ('commentsReceived' for the list, 'changeReceived' with the kind for
 * each change from the live channel). Review mode tracks nothing (SPEC 4.7), so these are for
 * whoever listens: the review UI, a host page, a test.
 */
export type ReviewEvent =
  | { type: 'initialized' }
  | { type: 'loginLinkRequested' }
  | { type: 'reviewerNameUpdated' }
  | { type: 'sessionEnded' }
  | { type: 'commentsReceived'; count: number }
  | { type: 'commentSent'; commentId: string }
  | { type: 'commentReplySent'; commentId: string; replyId: string | null }
  | { type: 'commentDeleted'; commentId: string }
  | { type: 'replyDeleted'; commentId: string; replyId: string }
  | { type: 'commentDeletedAcknowledged'; commentId: string }
  | { type: 'commentResolvedAcknowledged'; commentId: string }
  | { type: 'replyDeletedAcknowledged'; commentId: string; replyId: string }
  | { type: 'changeReceived'; kind: ReviewChangeKind; commentId: string; byMe: boolean };

/** A tiny emitter: a listener that throws is reported without stopping the others. */
export class ReviewEvents {
  private readonly listeners = new Set<(event: ReviewEvent) => void>();

  on(listener: (event: ReviewEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: ReviewEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (e) {
        console.warn(`A listener of the review event '${event.type}' failed.`, e);
      }
    }
  }
}
