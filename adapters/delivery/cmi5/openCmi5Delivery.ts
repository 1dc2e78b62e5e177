import { learnerOfActor, type DeliveryContext, type DeliverySession } from '@core';
import { LrsStateStore } from '../xapi/LrsStateStore';
import { fetchAuthToken, getLaunchData, type Cmi5Connection } from './cmi5Client';
import { readCmi5Launch } from './cmi5Launch';
import { Cmi5Tracker } from './cmi5Rules';
import { Cmi5Sink, type SinkClock } from './Cmi5Sink';

export interface Cmi5Options {
  fetch?: typeof fetch;
  clock?: SinkClock;
  /** Where the learner goes after the session ends (returnURL); the page's location by default. */
  navigate?: (url: string) => void;
}

/**
 * Opens an AU session (cmi5 8–10): the token from the fetch URL (once), LMS.LaunchData, the learner
 * from the actor, the cmi5 statements as the session's sink, and on close 'terminated' and then the
 * LMS's returnURL. Anything that fails here throws, and the delivery layer plays the course on
 * browser storage with a warning (no statement may be sent without the token and the launch data).
 */
export async function openCmi5Delivery(context: DeliveryContext, options: Cmi5Options = {}): Promise<DeliverySession> {
  const launch = readCmi5Launch(context.query);
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const token = await fetchAuthToken(launch.fetchUrl, fetchFn);
  const conn: Cmi5Connection = { launch, auth: `Basic ${token}`, fetch: fetchFn };
  const data = await getLaunchData(conn);
  const tracker = new Cmi5Tracker({
    context: { actor: launch.actor, activityId: launch.activityId, registration: launch.registration, contextTemplate: data.contextTemplate, masteryScore: data.masteryScore },
    launchMode: data.launchMode,
    moveOn: data.moveOn,
    warn: context.warn,
  });
  const sink = new Cmi5Sink(tracker, conn, context.warn, options.clock);
  // Progress in the LRS's State API under the registration, as an xAPI package keeps it: a relaunch
  // of the registration on another browser restores the learner's answers.
  const store = new LrsStateStore({ endpoint: launch.endpoint, auth: conn.auth, actor: launch.actor, registration: launch.registration, activityId: launch.activityId }, context.warn, { fetch: fetchFn });
  const win = context.window;
  const navigate = options.navigate ?? ((url: string) => win?.location.assign(url));
  return {
    kind: 'lms',
    // cmi5 10.2.2: the LMS's masteryScore (0..1) is the pass mark, in place of the course's.
    ...(data.masteryScore !== undefined ? { masteryScore: Math.round(data.masteryScore * 10000) / 100 } : {}),
    learner: learnerOfActor(launch.actor),
    store,
    sinks: [sink],
    // 'terminated' went out with 'exited', and the session waited (a while) for the sink before this.
    // What still waits leaves with keepalive requests, which outlive the navigation to returnURL.
    close: async (reason) => {
      if (reason === 'unload') return;
      if (sink.pending) void sink.flush('sync');
      if (data.returnURL) navigate(data.returnURL);
    },
  };
}
