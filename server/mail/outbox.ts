import type { Mailer } from './Mailer';

/** Work that may wait: it must never be on a request's path (the answer's timing would tell what it did). */
export type OutboxWork = (mailer: Mailer) => Promise<void>;

/**
 * Runs e-mail work after the answer has gone, one piece at a time in the order posted, so the time an
 * answer takes does not depend on whether an address has an account (issue 21 §1) or on the mail
 * server. Each piece gets the real mailer. Closing the service waits for what is queued.
 */
export class Outbox {
  private tail: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    private readonly mailer: Mailer,
    private readonly report: (error: unknown) => void,
    /** Beyond this many waiting pieces new ones are dropped (and reported): a flood must not hold the memory. */
    private readonly limit = 10_000,
  ) {}

  post(work: OutboxWork): void {
    if (this.queued >= this.limit) {
      this.report(new Error(`the outbox holds ${this.queued} e-mails: one dropped`));
      return;
    }
    this.queued += 1;
    this.tail = this.tail
      .then(() => work(this.mailer))
      .catch(this.report)
      .finally(() => {
        this.queued -= 1;
      });
  }

  /** A mailer whose send() queues the message here and returns at once. */
  queuedMailer(): Mailer {
    return { send: async (message) => this.post((mailer) => mailer.send(message)) };
  }

  /** Resolves once everything posted so far has run. */
  drain(): Promise<void> {
    return this.tail;
  }
}
