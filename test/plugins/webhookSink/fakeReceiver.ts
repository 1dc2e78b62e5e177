import type { PostFn } from './WebhookSink';
import type { WebhookEvent } from './outbox';

export interface ReceivedRequest {
  keepalive: boolean;
  ids: string[];
  status: number;
}

/**
 * A webhook receiver as the unit tests' fetch: it keeps each event once (by id, as a receiver
 * should), in the order they come. A keepalive request is kept when it is made (the browser sends
 * it even if the page goes away); any other request when its response comes back, which a page
 * that goes away never sees. `fail()` answers 503 until `recover()`.
 */
export class FakeReceiver {
  readonly events: WebhookEvent[] = [];
  readonly requests: ReceivedRequest[] = [];
  private down = false;
  private readonly seen = new Set<string>();

  fail(): void {
    this.down = true;
  }

  recover(): void {
    this.down = false;
  }

  readonly fetch: PostFn = (_url, init) => {
    const { events } = JSON.parse(String(init.body)) as { events: WebhookEvent[] };
    const status = this.down ? 503 : 200;
    const request = { keepalive: init.keepalive === true, ids: events.map((e) => e.id), status };
    this.requests.push(request);
    if (status === 200 && request.keepalive) this.keep(events);
    return Promise.resolve().then(() => {
      if (status === 200 && !request.keepalive) this.keep(events);
      return { status };
    });
  };

  private keep(events: WebhookEvent[]): void {
    for (const event of events) {
      if (this.seen.has(event.id)) continue;
      this.seen.add(event.id);
      this.events.push(event);
    }
  }
}
