/**
 * Runs the tracking-sink conformance kit (sinkKit.ts) over every built-in sink, each against a
 * destination the test can take down. The integrator's example sink runs it in its own folder
 * (test/plugins/webhookSink).
 */
import { createLrsSink, memoryOutboxStorage, StatementBuilder, type LearningEvent, type LrsSinkOptions, type OutboxStorage, type Statement, type StatementProfile, type TrackingSink } from '@core';
import { lmsXapiSinkOptions } from '../../adapters/tracking/lmsXapi';
import { lxpSinkOptions } from '../../adapters/tracking/lxp';
import { npsSink } from '../../adapters/tracking/nps';
import { trackingLaunch } from '../support/trackingPlayer';
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
type Io = Pick<LrsSinkOptions, 'fetch' | 'storage' | 'clock' | 'warn'>;
interface LrsDestination {
  /** The sink as its tracking plugin makes it, with the harness's fetch, outbox storage and clock. */
  make(io: Io): TrackingSink;
  /** The statements the destination holds once it has these events. */
  statementsOf(events: readonly LearningEvent[]): Statement[];
}

function lrsHarness(destination: LrsDestination, shared?: { storage: OutboxStorage; kept: Statement[]; state: { up: boolean } }): SinkHarness {
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
  const sink = destination.make({ fetch, storage, clock, warn: () => undefined });
  const reduce = (statements: readonly Statement[]) => statements.map((s) => `${(s.verb as { id: string }).id} ${(s.object as { id: string }).id}`);
  return {
    sink,
    fail: () => void (state.up = false),
    recover: () => void (state.up = true),
    stored: () => reduce(kept),
    expected: (events) => reduce(destination.statementsOf(events)),
    advance: async (ms) => {
      await settle();
      clock.advance(ms);
      for (let i = 0; i < 5; i++) await settle();
    },
    sendsWithinMs: 3000,
    reload: () => lrsHarness(destination, { storage, kept, state }),
  };
}

const built = (profile: StatementProfile, events: readonly LearningEvent[]) => {
  const builder = new StatementBuilder(profile);
  return events.flatMap((e) => builder.build(e));
};

const kitProfile = { actor: { mbox: 'mailto:kit@example.org' }, contentPages: true, allowedVerbs: null };
const plainLrs: LrsDestination = {
  make: (io) => createLrsSink({ id: 'lrs', endpoint: 'https://lrs.example.org/xAPI', ...io, ...kitProfile }),
  statementsOf: (events) => built(kitProfile, events),
};
describeTrackingSinkConformance('lrs (core/tracking/lrsSink.ts)', () => lrsHarness(plainLrs), { keepsOutboxAcrossPages: true });

// The destinations of adapters/tracking, each made from a launch as its plugin makes it.
const npsDestination: LrsDestination = {
  make: (io) => npsSink({ endpoint: 'https://nps.example.org/xApi', ...io }),
  // Only the survey's evaluation; 'launched' tells the builder the course and the learner.
  statementsOf: (events) => built({ contentPages: false, allowedVerbs: ['evaluated'] }, events.filter((e) => e.type === 'launched' || e.type === 'evaluated')),
};
describeTrackingSinkConformance('nps (adapters/tracking/nps)', () => lrsHarness(npsDestination), { keepsOutboxAcrossPages: true });

const lxpVerbs = ['answered', 'passed', 'evaluated', 'stopped'];
const lxpDestination: LrsDestination = {
  make: (io) => {
    const { launch } = trackingLaunch({ settings: { lxp: { id: 'lxp-1', lrsEnabled: true, xApiVerbs: lxpVerbs } }, publish: { lxpServiceUrl: 'https://lxp.example.org' }, query: 'token=t' });
    return createLrsSink({ ...lxpSinkOptions(launch)!, ...io });
  },
  statementsOf: (events) => built({ contentPages: false, allowedVerbs: lxpVerbs }, events),
};
describeTrackingSinkConformance('lxp (adapters/tracking/lxp)', () => lrsHarness(lxpDestination), { keepsOutboxAcrossPages: true });

const lmsActor = { objectType: 'Agent' as const, mbox: 'mailto:lms-learner@example.org' };
const lmsDestination: LrsDestination = {
  make: (io) => {
    const query = new URLSearchParams({ endpoint: 'https://lms.example.org/lrs', auth: 'Basic bG1zOnB3', actor: JSON.stringify(lmsActor), registration: '5b1c1f8e-8a4a-4d7c-9e1b-2f3a4b5c6d7e' }).toString();
    const { launch } = trackingLaunch({ settings: { xApi: { lmsAllowedVerbs: ['answered', 'mastered', 'passed', 'stopped'] } }, publish: { publishMode: 'Lms' }, query, delivery: { id: 'scorm12', kind: 'lms', learner: null } });
    return createLrsSink({ ...lmsXapiSinkOptions(launch)!, ...io });
  },
  statementsOf: (events) => built({ actor: lmsActor, registration: '5b1c1f8e-8a4a-4d7c-9e1b-2f3a4b5c6d7e', contentPages: false, allowedVerbs: ['answered', 'mastered', 'passed', 'stopped'] }, events),
};
describeTrackingSinkConformance('lms-xapi (adapters/tracking/lmsXapi)', () => lrsHarness(lmsDestination), { keepsOutboxAcrossPages: true });

// The launch LRS of an xAPI package and cmi5 join here with harnesses over test/support/testLrs.ts.
