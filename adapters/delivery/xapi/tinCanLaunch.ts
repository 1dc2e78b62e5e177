import { isUuid, readLaunchActor, type LaunchActor } from '@core';

/** An xAPI 1.0.3 Agent with exactly one identifier (mbox or account), as the LRS keys state by it. */
export type XapiAgent = LaunchActor;

/** What an LMS hands a Tin Can package in the launch query (the "Tin Can launch" convention). */
export interface TinCanLaunch {
  /** The LRS's xAPI endpoint, always ending in '/'. */
  endpoint: string;
  /** The Authorization header value for every request to the endpoint ('' when the LMS gave none). */
  auth: string;
  actor: XapiAgent;
  /** The registration (a UUID), or undefined when the LMS gave none or one that is not a UUID. */
  registration?: string;
  /** The activity_id; '' only when read with `requireActivityId: false` and the LMS gave none. */
  activityId: string;
}

/** A query carries a Tin Can launch when it names an endpoint and an actor; the rest is checked at open. */
export const hasTinCanLaunch = (query: URLSearchParams): boolean => !!query.get('endpoint') && !!query.get('actor');

/**
 * Reads the launch query. Throws with the reason when the launch cannot be used (no activity_id, an
 * actor without an identifier): the delivery layer then falls back to browser storage with a warning.
 * An LMS that launches a SCORM package with an xAPI setup (SPEC 7.8) may give no activity_id: the
 * statements then name the course by its own id (`requireActivityId: false`).
 */
export function readTinCanLaunch(query: URLSearchParams, warn: (message: string) => void, { requireActivityId = true } = {}): TinCanLaunch {
  const endpoint = query.get('endpoint') ?? '';
  if (!/^https?:\/\//i.test(endpoint)) throw new Error(`the launch endpoint "${endpoint}" is not an http(s) address`);
  const activityId = query.get('activity_id') ?? '';
  if (!activityId && requireActivityId) throw new Error('the launch has no activity_id');
  // An Agent has one identifier; a Tin Can launch that gives both is keyed by its mbox.
  const actor = readLaunchActor(query.get('actor') ?? '', 'mbox');
  const given = query.get('registration') ?? '';
  // The State API and statements accept only a UUID registration; another would make every request a 400.
  if (given && !isUuid(given)) warn(`The launch registration "${given}" is not a UUID; it is left out.`);
  return {
    endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`,
    auth: query.get('auth') ?? '',
    actor,
    ...(given && isUuid(given) ? { registration: given.toLowerCase() } : {}),
    activityId,
  };
}
