import type { LearningEvent } from '@core';
import { describeTrackingSinkConformance, sessionEvents, type SinkHarness } from '../../conformance/sinkKit';
import { ManualClock } from '../../support/manualClock';
import { FakeReceiver } from './fakeReceiver';
import type { WebhookEvent } from './outbox';
import { WebhookSink, type WebhookSinkOptions } from './WebhookSink';

const URL = 'https://hooks.example.org/learning-events';
const key = (e: LearningEvent) => `${e.type}@${e.at}${'questionId' in e ? `:${e.questionId}` : ''}`;
/** Lets the receiver's answers and the sink's continuations run (no timer of the sink's runs). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
}

function webhook(options: Partial<WebhookSinkOptions> = {}) {
  const receiver = new FakeReceiver();
  const clock = new ManualClock();
  const warnings: string[] = [];
  const storage = new MemoryStorage();
  const make = () => new WebhookSink({ url: URL, fetch: receiver.fetch, timers: clock, storage, warn: (m) => warnings.push(m), ...options });
  return { receiver, clock, warnings, storage, make, sink: make() };
}

function harness(setup = webhook()): SinkHarness {
  const { receiver, clock, sink, storage } = setup;
  return {
    sink,
    fail: () => receiver.fail(),
    recover: () => receiver.recover(),
    stored: () => receiver.events.map(key),
    expected: (events) => events.map(key),
    advance: async (ms) => {
      clock.advance(ms);
      await settle();
    },
    sendsWithinMs: 3000,
    // The next page: its own timers, the same storage and receiver.
    reload: () => {
      const next = { ...setup, clock: new ManualClock() };
      return harness({ ...next, sink: new WebhookSink({ url: URL, fetch: receiver.fetch, timers: next.clock, storage, warn: () => undefined }) });
    },
  };
}

describeTrackingSinkConformance('webhook (test/plugins/webhookSink)', () => harness(), { keepsOutboxAcrossPages: true });

describe('webhook sink', () => {
  let events: LearningEvent[];
  beforeAll(async () => {
    events = await sessionEvents();
  });

  it('posts each event as JSON with an id, one request at a time', async () => {
    const { sink, receiver } = webhook({ batchSize: 5 });
    for (const event of events) sink.handle(event);
    await sink.flush('async');
    expect(receiver.requests.length).toBe(Math.ceil(events.length / 5));
    expect(receiver.events.map(({ id, ...rest }) => [typeof id, rest])).toEqual(events.map((e) => ['string', JSON.parse(JSON.stringify(e))]));
    expect(new Set(receiver.events.map((e) => e.id)).size).toBe(events.length);
  });

  it('retries a 503 after retryMs, and not before', async () => {
    const { sink, receiver, clock } = webhook({ retryMs: 3000 });
    receiver.fail();
    sink.handle(events[0]);
    await sink.flush('async');
    expect(sink.state).toBe('retrying');
    receiver.recover();
    clock.advance(2999);
    await settle();
    expect(receiver.events).toHaveLength(0);
    clock.advance(1);
    await settle();
    expect(receiver.events.map(key)).toEqual([key(events[0])]);
  });

  it('keeps the events of a page closed while the receiver was down, and the next page sends them first', async () => {
    const first = webhook();
    first.receiver.fail();
    for (const event of events.slice(0, 3)) first.sink.handle(event);
    await first.sink.flush('sync');
    first.receiver.recover();
    // The next launch in this browser: a new sink over the same storage.
    const next = new WebhookSink({ url: URL, fetch: first.receiver.fetch, timers: first.clock, storage: first.storage, warn: () => undefined });
    expect(next.pending).toBe(3);
    next.handle(events[3]);
    await next.flush('async');
    expect(first.receiver.events.map(key)).toEqual(events.slice(0, 4).map(key));
  });

  it('two tabs share the kept outbox: what both left undelivered, the next page sends', async () => {
    const first = webhook();
    const other = new WebhookSink({ url: URL, fetch: first.receiver.fetch, timers: first.clock, storage: first.storage, warn: () => undefined });
    first.receiver.fail();
    first.sink.handle(events[0]);
    other.handle(events[1]);
    first.sink.handle(events[2]);
    await Promise.all([first.sink.flush('sync'), other.flush('sync')]);
    first.receiver.recover();
    const next = new WebhookSink({ url: URL, fetch: first.receiver.fetch, timers: new ManualClock(), storage: first.storage, warn: () => undefined });
    await next.flush('async');
    expect(first.receiver.events.map(key).sort()).toEqual(events.slice(0, 3).map(key).sort());
  });

  it('gives up a request the receiver never answers after timeoutMs, and sends it again later', async () => {
    const receiver = new FakeReceiver();
    let hang = true;
    const fetch: typeof receiver.fetch = (url, init) =>
      hang ? new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))) : receiver.fetch(url, init);
    const { sink, clock } = webhook({ fetch, timeoutMs: 30_000, retryMs: 3000 });
    sink.handle(events[0]);
    const flushed = sink.flush('async');
    clock.advance(30_000);
    await flushed;
    expect(sink.state).toBe('retrying');
    hang = false;
    clock.advance(3000);
    await settle();
    expect(receiver.events.map(key)).toEqual([key(events[0])]);
    expect(sink.state).toBe('idle');
  });

  it('drops a batch the receiver refuses with a 4xx, with its message, and goes on', async () => {
    const { sink, warnings } = webhook({ fetch: async () => ({ status: 422 }) });
    sink.handle(events[0]);
    await sink.flush('async');
    expect(sink.pending).toBe(0);
    expect(warnings).toEqual([expect.stringContaining('HTTP 422')]);
  });

  it('keeps the events when the receiver refuses the credentials, and says so', async () => {
    const { sink, warnings } = webhook({ fetch: async () => ({ status: 401 }) });
    sink.handle(events[0]);
    await sink.flush('async');
    expect(sink.state).toBe('failed');
    expect(sink.pending).toBe(1);
    expect(warnings).toEqual([expect.stringContaining('HTTP 401')]);
  });

  it('sends on page hide only what a keepalive request may carry; the rest waits in the outbox', async () => {
    const { sink, receiver } = webhook();
    const big: LearningEvent = { ...events.find((e) => e.type === 'answered')!, response: 'x'.repeat(20_000) } as LearningEvent;
    for (let i = 0; i < 5; i++) sink.handle({ ...big, at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() });
    void sink.flush('sync');
    const [request] = receiver.requests;
    expect(request.keepalive).toBe(true);
    expect(request.ids.length).toBeLessThan(5);
    expect(request.ids.length).toBeGreaterThan(0);
    await settle();
    expect(sink.pending).toBe(5 - request.ids.length);
  });

  it('is an id the receiver can keep once: a replay after a lost response carries the same ids', async () => {
    const { sink, receiver } = webhook();
    receiver.fail();
    sink.handle(events[0]);
    await sink.flush('async');
    receiver.recover();
    await sink.flush('async');
    const [failed, delivered] = receiver.requests;
    expect(delivered.ids).toEqual(failed.ids);
    expect((receiver.events as WebhookEvent[]).map((e) => e.id)).toEqual(failed.ids);
  });
});
