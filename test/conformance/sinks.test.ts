/**
 * Runs the tracking-sink conformance kit (sinkKit.ts) over every built-in sink, each against a
 * destination the test can take down. The integrator's example sink runs it in its own folder
 * (test/plugins/webhookSink).
 */
import type { LearningEvent } from '@core';
import { dialects } from '../../adapters/delivery/scorm/dialect';
import { LmsConnection } from '../../adapters/delivery/scorm/LmsConnection';
import { ScormSink } from '../../adapters/delivery/scorm/ScormSink';
import { ManualClock } from '../support/manualClock';
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

// The LRS sinks of issue 11 (the default and custom LRS, the launch LRS of an xAPI package, cmi5)
// join here when they land, each with a harness over the test LRS of test/support.
