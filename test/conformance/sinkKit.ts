/**
 * The tracking-sink conformance kit (issue 11): one suite that every TrackingSink passes, built-in
 * or an integrator's own (docs/tracking.md). Use it from a test file:
 *
 *   import { describeTrackingSinkConformance } from '<repo>/test/conformance/sinkKit';
 *   describeTrackingSinkConformance('my sink', () => myHarness());
 *
 * A harness is the sink with a destination the test controls (a fake receiver, an LMS with a
 * server that can go down, a test LRS). The kit feeds it the learning events of a real session
 * (launched, answers wrong and right, pages, status, the survey's evaluation, exited) and checks the contract of
 * core/plugins/TrackingSink.ts: handle() never throws and never waits, even with the destination
 * down; the destination gets the events in order; flush('async') delivers what was queued;
 * flush('sync') has put it on its way before it returns (the page may be gone next); pending and
 * state tell the truth; and what was queued while the destination failed reaches it once it is back.
 */
import type { DeliveryState, LearningEvent, QuestionInstance, TrackingSink } from '@core';
import { createTestPlayer } from '../support/createTestPlayer';
import { evaluateCourse } from '../support/trackingPlayer';

export interface SinkHarness {
  sink: TrackingSink;
  /** The destination starts answering with failures (a 503, a refused LMS commit)... */
  fail(): void;
  /** ...and answers normally again. */
  recover(): void;
  /**
   * What the destination holds now, reduced to entries the kit compares, in the order it got them.
   * What a request that may still be cancelled carries is not held yet; what a keepalive request,
   * a beacon or a synchronous call carries is held from the moment it is made.
   */
  stored(): unknown[];
  /** What the destination holds once it has all these events, reduced as stored() reduces it. */
  expected(events: readonly LearningEvent[]): unknown[];
  /** Lets the sink's own timers run for `ms` (its send delay, its retries) and what they start settle. */
  advance(ms: number): Promise<void>;
  /** Within this time a sink sends by itself what it holds, a retry included. */
  sendsWithinMs: number;
  /**
   * The next page in this browser: a new sink over the same kept outbox and the same destination,
   * the old one abandoned as a closed tab leaves it. Given by sinks that keep their outbox across
   * pages (every sink on the network should: SPEC 7.1, issue 11 "guaranteed delivery").
   */
  reload?(): SinkHarness | Promise<SinkHarness>;
}

export interface SinkKitOptions {
  /** The sink keeps what it has not delivered for the next page (the harness gives reload()). */
  keepsOutboxAcrossPages?: boolean;
}

let recorded: Promise<LearningEvent[]> | null = null;

/**
 * The events of a real session on the showcase course (test/support/createTestPlayer.ts): a wrong
 * answer and its correction, every scored question answered right, pages visited, the course left
 * finished. Recorded once and replayed into every sink.
 */
export function sessionEvents(): Promise<LearningEvent[]> {
  recorded ??= (async () => {
    const { session, sink } = await createTestPlayer();
    const registry = session.plugins;
    const choice = session.course.progressQuestions.find((q) => q.type === 'singleSelectText') as QuestionInstance;
    const answers = choice.data.raw.answers as { id: string; isCorrect: boolean }[];
    session.actions.navigated(`/sections/${choice.sectionId}/questions/${choice.id}`);
    session.actions.answer(choice.id, [answers.find((a) => !a.isCorrect)!.id]);
    for (const q of session.course.progressQuestions) {
      session.actions.navigated(`/sections/${q.sectionId}/questions/${q.id}`);
      session.actions.answer(q.id, registry.questionType(q.type).correctResponse(q.data));
    }
    // The satisfaction survey of SPEC 2.8, answered after the results: the NPS store's one event.
    evaluateCourse(session, 9, 'Clear, and the examples helped');
    await session.exit.close('finished');
    return sink.events;
  })();
  return recorded;
}

const failing: DeliveryState[] = ['retrying', 'failed'];

/** A response JSON cannot carry (a cycle): a sink must not throw on it. */
function unencodable(events: readonly LearningEvent[]): LearningEvent {
  const answered = events.find((e) => e.type === 'answered')!;
  const cyclic: Record<string, unknown> = { note: 'a response that refers to itself' };
  cyclic.self = cyclic;
  return { ...answered, response: cyclic, interaction: null };
}

export function describeTrackingSinkConformance(name: string, makeHarness: () => SinkHarness | Promise<SinkHarness>, options: SinkKitOptions = {}): void {
  describe(`tracking sink '${name}' conformance`, () => {
    let events: LearningEvent[];
    let h: SinkHarness;

    beforeAll(async () => {
      events = await sessionEvents();
    });
    beforeEach(async () => {
      h = await makeHarness();
    });

    it('is fed a session with every kind of event the kit means to check', () => {
      const types = new Set(events.map((e) => e.type));
      for (const type of ['launched', 'answered', 'status', 'progressed', 'exited'] as const) expect([type, types.has(type)]).toEqual([type, true]);
      expect(events.filter((e) => e.type === 'answered' && !e.correct).length).toBeGreaterThan(0);
    });

    it('handle() takes every event at once: it returns nothing to wait for and throws nothing', () => {
      for (const event of events) expect(h.sink.handle(event)).toBeUndefined();
    });

    it('handle() neither throws nor waits while the destination is down', async () => {
      h.fail();
      for (const event of events) expect(h.sink.handle(event)).toBeUndefined();
      // A flush with the destination down ends (the session awaits it when the learner leaves).
      await h.sink.flush('async');
      expect(failing).toContain(h.sink.state);
      expect(h.sink.pending).toBeGreaterThan(0);
      expect(h.stored()).not.toEqual(h.expected(events));
    });

    it('handle() does not throw on an event it cannot write as it is, and the events after it still go', async () => {
      const odd = unencodable(events);
      expect(() => h.sink.handle(odd)).not.toThrow();
      for (const event of events) h.sink.handle(event);
      await h.sink.flush('async');
      expect(h.stored()).toEqual(h.expected([odd, ...events]));
    });

    it("flush('async') delivers what was queued, in order; then nothing is pending and the sink is idle", async () => {
      for (const event of events) h.sink.handle(event);
      await h.sink.flush('async');
      expect(h.stored()).toEqual(h.expected(events));
      expect(h.sink.pending).toBe(0);
      expect(h.sink.state).toBe('idle');
    });

    it('sends by itself, in order, without a flush', async () => {
      for (const event of events) h.sink.handle(event);
      await h.advance(h.sendsWithinMs);
      expect(h.stored()).toEqual(h.expected(events));
      expect(h.sink.pending).toBe(0);
      expect(h.sink.state).toBe('idle');
    });

    it('pending counts what the destination does not have yet', async () => {
      for (const event of events) h.sink.handle(event);
      if (JSON.stringify(h.stored()) !== JSON.stringify(h.expected(events))) expect(h.sink.pending).toBeGreaterThan(0);
      await h.sink.flush('async');
      expect(h.sink.pending).toBe(0);
    });

    it("flush('sync') has put everything queued on its way when it returns (page hide)", () => {
      for (const event of events) h.sink.handle(event);
      // No await and no timer: the page may be gone after this call.
      void h.sink.flush('sync');
      expect(h.stored()).toEqual(h.expected(events));
    });

    it("flush('sync') also carries the events of a request still in flight, which the browser may cancel", async () => {
      const half = Math.ceil(events.length / 2);
      for (const event of events.slice(0, half)) h.sink.handle(event);
      const started = h.sink.flush('async');
      for (const event of events.slice(half)) h.sink.handle(event);
      void h.sink.flush('sync');
      expect(h.stored()).toEqual(h.expected(events));
      await started;
    });

    it('what was queued while the destination failed reaches it, in order, once it is back', async () => {
      const half = Math.ceil(events.length / 2);
      for (const event of events.slice(0, half)) h.sink.handle(event);
      await h.sink.flush('async');
      h.fail();
      for (const event of events.slice(half)) h.sink.handle(event);
      await h.sink.flush('async');
      expect(failing).toContain(h.sink.state);
      expect(h.sink.pending).toBeGreaterThan(0);
      h.recover();
      if (h.sink.state === 'retrying') {
        // 'retrying' promises a retry without anyone asking.
        await h.advance(h.sendsWithinMs);
      } else {
        await h.sink.flush('async');
      }
      expect(h.stored()).toEqual(h.expected(events));
      expect(h.sink.pending).toBe(0);
      expect(h.sink.state).toBe('idle');
    });

    it('a page hide while the destination is down loses nothing: it is all delivered once it is back', async () => {
      h.fail();
      for (const event of events) h.sink.handle(event);
      await h.sink.flush('sync');
      expect(h.sink.pending).toBeGreaterThan(0);
      expect(failing).toContain(h.sink.state);
      h.recover();
      await h.sink.flush('async');
      expect(h.stored()).toEqual(h.expected(events));
      expect(h.sink.pending).toBe(0);
    });

    if (options.keepsOutboxAcrossPages) {
      it("what a tab closed while the destination was down left behind, the next page's sink delivers, in order", async () => {
        expect(h.reload).toBeDefined();
        h.fail();
        for (const event of events) h.sink.handle(event);
        void h.sink.flush('sync');
        h.recover();
        const next = await h.reload!();
        expect(next.sink.pending).toBeGreaterThan(0);
        await next.sink.flush('async');
        expect(next.stored()).toEqual(next.expected(events));
        expect(next.sink.pending).toBe(0);
      });
    }
  });
}
