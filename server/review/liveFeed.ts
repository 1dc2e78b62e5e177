import type { ServiceContext } from '../context';
import { changesAfter, findThread, type ChangeRow } from '../storage/reviewComments';
import { ownerEmailsOf } from './commentActions';
import { threadView, type Viewer } from './commentView';

/** One change as the live channel and the polling route answer it: SPEC 4.8's received event, the thread as it stands now, whether the reader made it. */
export async function changeViews(ctx: ServiceContext, viewer: Viewer, courseId: string, changes: ChangeRow[]) {
  const owners = await ownerEmailsOf(ctx, courseId);
  const threads = new Map<string, ReturnType<typeof threadView>>();
  for (const commentId of new Set(changes.map((c) => c.commentId))) {
    threads.set(commentId, threadView(viewer, await findThread(ctx.db, courseId, commentId), owners));
  }
  // byMe: the player tells others' changes to the reviewer (SPEC 4.8 received events), not the reviewer's own.
  return changes.map((c) => ({ id: c.id, kind: c.kind, commentId: c.commentId, replyId: c.replyId, at: c.at, comment: threads.get(c.commentId), byMe: c.actor === viewer.email }));
}

interface Listener {
  courseId: string;
  cursor: number;
  deliver(changes: ChangeRow[]): Promise<void>;
}

/**
 * Issue 25 §1 live updates across instances: each instance reads the database's change log of the
 * courses its open streams watch, every `pollMs`, from the lowest cursor among them, and hands each
 * stream what lies past its own cursor. Whichever instance wrote a change, every instance sees it
 * within one poll; nothing is kept in one instance's memory that another needs.
 */
export class LiveFeed {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: ServiceContext) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => {
        this.running = this.running.then(() => this.tick()).catch((e) => console.error(`[learner service] review live feed: ${(e as Error).message}`));
      }, this.ctx.review.pollMs);
      this.timer.unref();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  private async tick(): Promise<void> {
    const byCourse = new Map<string, Listener[]>();
    for (const l of this.listeners) byCourse.set(l.courseId, [...(byCourse.get(l.courseId) ?? []), l]);
    for (const [courseId, listeners] of byCourse) {
      const from = Math.min(...listeners.map((l) => l.cursor));
      const changes = await changesAfter(this.ctx.db, courseId, from);
      if (changes.length === 0) continue;
      await Promise.all(listeners.map(async (l) => {
        const mine = changes.filter((c) => Number(c.id) > l.cursor);
        if (mine.length === 0) return;
        l.cursor = Number(mine[mine.length - 1].id);
        await l.deliver(mine).catch(() => undefined);
      }));
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
