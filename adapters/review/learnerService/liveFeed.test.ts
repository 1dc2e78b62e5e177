/**
 * @jest-environment node
 */
// Node's own fetch types (Response, ReadableStream): jsdom has no streamed bodies.
import type { ReviewChange, ReviewFailure } from '@core';
import { readReviewSettings } from '../../../core/settings/reviewDetails';
import { ReviewerTokenStore } from './ReviewerTokenStore';
import { isAfter, LiveChannel, LIVE_DEFAULTS, type LiveTuning } from './liveFeed';
import { ReviewTransport } from './transport';

const API = 'https://svc.example.org/api/review';
const settings = readReviewSettings({ reviewApiUrl: API }, 'Review')!;

const change = (id: string, kind = 'commentAdded') => ({ id, kind, commentId: `c${id}`, replyId: null, at: '2026-01-01T00:00:00Z', comment: { id: `c${id}` } });
const sse = (id: string) => `id: ${id}\nevent: commentAdded\ndata: ${JSON.stringify(change(id))}\n\n`;

/** A stream the test writes into, as the service's event stream. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new Error('network')),
  };
}

interface Call { url: string; headers: Record<string, string> }

function harness(answer: (call: Call, n: number) => Response | Promise<Response>, tuning: Partial<LiveTuning> = {}, token = 'tok') {
  const calls: Call[] = [];
  const storage = new Map<string, string>([['k', token]]);
  const tokens = new ReviewerTokenStore({ getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) } as Storage, 'k');
  const fetchFn = (async (url: string, init: RequestInit) => {
    const call = { url, headers: init.headers as Record<string, string> };
    calls.push(call);
    return answer(call, calls.length);
  }) as unknown as typeof fetch;
  const http = new ReviewTransport({ settings, courseId: 'course-1', window: null }, fetchFn, tokens);
  const got: ReviewChange[] = [];
  const stopped: ReviewFailure[] = [];
  const feed = new LiveChannel(http, '5', (c) => got.push(c), { onStopped: (f) => stopped.push(f) }, { ...LIVE_DEFAULTS, pollMs: 20, backoffMs: [10, 20], firstByteMs: 300, idleMs: 300, ...tuning });
  return { calls, got, stopped, feed, tokens };
}

const until = async (probe: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('the live channel (issue 25 §1 live; docs/service.md, live channel)', () => {
  it('compares change ids as numbers of any length', () => {
    expect(isAfter('10', '9')).toBe(true);
    expect(isAfter('9', '10')).toBe(false);
    expect(isAfter('123456789012345679', '123456789012345678')).toBe(true);
    expect(isAfter('7', '7')).toBe(false);
  });

  it('reads the stream with the token and the course, skips comment lines, joins split chunks, and reconnects after a break with Last-Event-ID, never delivering a change twice', async () => {
    const streams: ReturnType<typeof openStream>[] = [];
    const h = harness(() => {
      const s = openStream();
      streams.push(s);
      return s.response;
    });
    await until(() => streams.length === 1);
    const [first] = streams;
    first.write(': cursor 5\n\n');
    const six = sse('6');
    first.write(six.slice(0, 17));
    first.write(six.slice(17) + ': keep-alive\n\n' + sse('7'));
    await until(() => h.got.length === 2);
    first.fail();
    await until(() => streams.length === 2);
    expect(h.calls[1].headers).toMatchObject({ 'Last-Event-ID': '7', Authorization: 'Bearer tok', 'X-Course-Id': 'course-1', Accept: 'text/event-stream' });
    expect(h.calls[0].url).toBe(`${API}/events`);
    // The service sends again what came after the id it was given; an older one is not delivered again.
    streams[1].write(sse('7') + sse('8'));
    await until(() => h.got.length === 3);
    streams[1].end();
    await until(() => streams.length === 3);
    streams[2].write(sse('8') + sse('9'));
    await until(() => h.got.length === 4);
    expect(h.got.map((c) => c.id)).toEqual(['6', '7', '8', '9']);
    expect(h.feed.transport).toBe('stream');
    h.feed.stop();
  });

  it('polls changes?after= when the route answers no stream, with the cursor it is given back, a change once', async () => {
    let polls = 0;
    const h = harness((call) => {
      if (call.url.endsWith('/events')) return new Response('not here', { status: 404 });
      polls += 1;
      const after = new URL(call.url).searchParams.get('after');
      if (polls === 1) return Response.json({ changes: [change('6'), change('7')], cursor: '7' });
      if (polls === 2) return Response.json({ changes: [change('7'), change('8')], cursor: '8' });
      return Response.json({ changes: [], cursor: after });
    });
    await until(() => polls >= 3);
    expect(h.feed.transport).toBe('polling');
    expect(h.got.map((c) => c.id)).toEqual(['6', '7', '8']);
    expect(h.calls.filter((c) => c.url.includes('/changes')).map((c) => new URL(c.url).searchParams.get('after')).slice(0, 3)).toEqual(['5', '7', '8']);
    h.feed.stop();
  });

  it('polls when an open stream stays silent (a proxy holding the body back), or breaks again and again before a byte', async () => {
    const silent = harness((call) => (call.url.endsWith('/events') ? openStream().response : Response.json({ changes: [change('6')], cursor: '6' })));
    await until(() => silent.got.length === 1);
    expect(silent.feed.transport).toBe('polling');
    silent.feed.stop();

    const refused = harness((call) => {
      if (call.url.endsWith('/events')) throw new TypeError('fetch failed');
      return Response.json({ changes: [], cursor: '5' });
    });
    await until(() => refused.feed.transport === 'polling');
    expect(refused.calls.filter((c) => c.url.endsWith('/events'))).toHaveLength(LIVE_DEFAULTS.streamTries);
    refused.feed.stop();
  });

  it('gives up on a refused token (forgotten) and tells why; nothing after stop', async () => {
    const h = harness(() => Response.json({ message: 'unauthorized' }, { status: 401 }));
    await until(() => h.stopped.length === 1);
    expect(h.stopped).toEqual(['unauthorized']);
    expect(h.tokens.token).toBe('');
    const calls = h.calls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(h.calls.length).toBe(calls);

    const s = openStream();
    const stopped = harness(() => s.response);
    await until(() => stopped.calls.length === 1);
    stopped.feed.stop();
    // Stopping cancels the body: the service's next change has nowhere to go.
    expect(() => s.write(sse('6'))).toThrow();
    await new Promise((r) => setTimeout(r, 30));
    expect(stopped.got).toEqual([]);
  });
});
