import { ltiScore, type DeliveryState, type LearningEvent, type TrackingSink } from '@core';
import type { LtiClient } from './ltiClient';

interface LtiResult {
  attemptId: string;
  score: number;
}

/**
 * SPEC 7.6's result on course finish: once the course is completed (finished, passed or failed), the
 * attempt's score 0–1 goes to POST {callbackUrl}; a later change of it (a re-answer in an ended
 * course) goes again, the latest per attempt. A failing tool is retried every 3 s (SPEC 7.1) while
 * the page lives; the course does not wait for it.
 */
export class LtiResultSink implements TrackingSink {
  readonly id = 'lti';
  state: DeliveryState = 'idle';
  private queue: LtiResult[] = [];
  private sending: Promise<void> | null = null;
  private lastQueued = '';

  constructor(
    private readonly client: LtiClient,
    private readonly warn: (message: string) => void,
  ) {}

  get pending(): number {
    return this.queue.length + (this.sending ? 1 : 0);
  }

  handle(event: LearningEvent): void {
    if (event.type !== 'status' || event.completion !== 'completed' || !event.attemptId) return;
    const result = { attemptId: event.attemptId, score: ltiScore(event.score) };
    const key = `${result.attemptId}\n${result.score}`;
    if (key === this.lastQueued) return;
    this.lastQueued = key;
    this.queue = [...this.queue.filter((r) => r.attemptId !== result.attemptId), result];
    this.pump();
  }

  async flush(mode: 'async' | 'sync'): Promise<void> {
    if (mode === 'sync') {
      // The page may be gone next: what has not started goes out as keepalive requests.
      for (const r of this.queue.splice(0)) void this.client.result(r.attemptId, r.score, true).catch(() => undefined);
      return;
    }
    while (this.sending) await this.sending;
  }

  private pump(): void {
    if (this.sending) return;
    this.sending = (async () => {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        this.state = 'sending';
        try {
          const status = await this.client.result(next.attemptId, next.score);
          if (status >= 400) this.warn(`The LTI tool refused the result of attempt ${next.attemptId} (${status}).`);
        } catch (e) {
          this.warn(`The result of attempt ${next.attemptId} did not reach the LTI tool: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      this.state = 'idle';
    })().finally(() => {
      this.sending = null;
    });
  }
}
