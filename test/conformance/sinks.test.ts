/**
 * Runs the tracking-sink conformance kit (sinkKit.ts) over every built-in sink, each against a
 * destination the test can take down. The integrator's example sink runs it in its own folder
 * (test/plugins/webhookSink).
 */
import { createLrsSink, memoryOutboxStorage, StatementBuilder, type LearningEvent, type OutboxStorage, type Statement } from '@core';
import { dialects } from '../../adapters/delivery/scorm/dialect';
import { LmsConnection } from '../../adapters/delivery/scorm/LmsConnection';
import { ScormSink } from '../../adapters/delivery/scorm/ScormSink';
import { ManualClock, settle } from '../support/manualClock';
import { scormAgainLms } from '../support/scormAgain';
import { describeTrackingSinkConformance, type SinkHarness } from './sinkKit';

/**
 * The SCORM sink (adapters/delivery/scorm/ScormSink.ts) on scorm-again, whose commits go to an LMS
 * server that can be down: scorm-again then answers the commit 'false' with SCORM's "commit failed"
 * (391 in 2004, 101 in 1.2). What the LMS holds is the data model of its last successful commit.
 */
function scormHarness(version: '1.2' | '2004'): SinkHarness {
  const dialect = dialects[version === '1.2' ? 'scorm12' : 'scorm2004'];
  let up = true;
  let committed: Record<string, string> = {};
  const lms = scormAgainLms(version, {}, {
    lmsCommitUrl: 'https://lms.example.org/commit',
    httpService: {
      updateSettings: () => undefined,
      processHttpRequest: () => {
        if (!up) return { result: 'false', errorCode: version === '1.2' ? 101 : 391 };
        committed = lms.data();
        return { result: 'true', errorCode: 0 };
      },
    },
  });
  const connection = new LmsConnection(lms.api, dialect, () => undefined);
  connection.initialize();
  const clock = new ManualClock();
  const sink = new ScormSink(connection, clock);
  // The LMS's record as the kit compares it: the interactions in order, the last location and score.
  const reduce = (cmi: Record<string, string>) => {
    const rows = Object.keys(cmi)
      .map((k) => /^cmi\.interactions\.(\d+)\.id$/.exec(k))
      .filter((m): m is RegExpExecArray => m !== null)
      .sort((a, b) => Number(a[1]) - Number(b[1]))
      .map((m) => `answered:${cmi[m[0]]}`);
    const location = cmi[dialect.el.location];
    const score = cmi[dialect.el.scoreRaw];
    return [...rows, ...(location ? [`location:${location}`] : []), ...(score ? [`score:${score}`] : [])];
  };
  const expected = (events: readonly LearningEvent[]) => {
    const rows = events.flatMap((e) => (e.type === 'answered' ? [`answered:${e.questionId}`] : []));
    const location = events.flatMap((e) => (e.type === 'progressed' ? [e.location] : [])).at(-1);
    const standing = events.flatMap((e) => (e.type === 'status' ? [e] : e.type === 'launched' || e.type === 'exited' ? [e.standing] : [])).at(-1);
    return [...rows, ...(location ? [`location:${location.slice(0, dialect.locationLimit)}`] : []), ...(standing?.scored ? [`score:${standing.score}`] : [])];
  };
  return {
    sink,
    fail: () => void (up = false),
    recover: () => void (up = true),
    stored: () => reduce(committed),
    expected,
    advance: async (ms) => clock.advance(ms),
    sendsWithinMs: 1000,
  };
}

describeTrackingSinkConformance('scorm12 (adapters/delivery/scorm)', () => scormHarness('1.2'));
describeTrackingSinkConformance('scorm2004 (adapters/delivery/scorm)', () => scormHarness('2004'));

/**
 * The LRS sink (core/tracking/lrsSink.ts: the default and custom LRS, and what an xAPI package or
 * cmi5 launch builds on) against an LRS as the unit tests' fetch: it keeps each statement once by
 * id, in arrival order; a keepalive request is kept when it is made (the browser sends it even if the
 * page goes), any other when its answer comes back; fail() answers 503 until recover(). The kit's
 * entries are each statement's verb and object; expected() builds the statements of the same
 * events with the sink's own builder and profile.
 */
function lrsHarness(shared?: { storage: OutboxStorage; kept: Statement[]; state: { up: boolean } }): SinkHarness {
  const storage = shared?.storage ?? memoryOutboxStorage();
  const kept = shared?.kept ?? [];
  const state = shared?.state ?? { up: true };
  const keep = (batch: Statement[]) => {
    for (const s of batch) if (!kept.some((k) => k.id === s.id)) kept.push(s);
  };
  const fetch = ((_url: string, init: RequestInit) => {
    const batch = JSON.parse(String(init.body)) as Statement[];
    const status = state.up ? 200 : 503;
    if (status === 200 && init.keepalive) keep(batch);
    return Promise.resolve().then(() => {
      if (status === 200 && !init.keepalive) keep(batch);
      return { status, statusText: '', text: async () => '' } as unknown as Response;
    });
  }) as unknown as typeof globalThis.fetch;
  const clock = new ManualClock();
  const profile = { actor: { mbox: 'mailto:kit@example.org' }, contentPages: true, allowedVerbs: null };
  const sink = createLrsSink({ id: 'lrs', endpoint: 'https://lrs.example.org/xAPI', fetch, storage, clock, warn: () => undefined, ...profile });
  const reduce = (statements: readonly Statement[]) => statements.map((s) => `${(s.verb as { id: string }).id} ${(s.object as { id: string }).id}`);
  return {
    sink,
    fail: () => void (state.up = false),
    recover: () => void (state.up = true),
    stored: () => reduce(kept),
    expected: (events) => {
      const builder = new StatementBuilder(profile);
      return reduce(events.flatMap((e) => builder.build(e)));
    },
    advance: async (ms) => {
      await settle();
      clock.advance(ms);
      for (let i = 0; i < 5; i++) await settle();
    },
    sendsWithinMs: 3000,
    reload: () => lrsHarness({ storage, kept, state }),
  };
}

describeTrackingSinkConformance('lrs (core/tracking/lrsSink.ts)', () => lrsHarness(), { keepsOutboxAcrossPages: true });

// The launch LRS of an xAPI package and cmi5 join here with harnesses over test/support/testLrs.ts.
