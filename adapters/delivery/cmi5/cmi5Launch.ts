import { isUuid, readLaunchActor, type LaunchActor } from '@core';

/** The actor of a cmi5 launch: an xAPI Agent, keyed by its account (cmi5 8.1.3) or an mbox. */
export type Cmi5Actor = LaunchActor;

/** The five parameters an LMS adds to the AU's launch URL (cmi5 8.1). */
export interface Cmi5Launch {
  endpoint: string;
  fetchUrl: string;
  registration: string;
  activityId: string;
  actor: Cmi5Actor;
}

const PARAMS = ['endpoint', 'fetch', 'registration', 'activityId', 'actor'] as const;

/** A launch is cmi5's when its query names all five parameters (cheap: detect() runs on every launch). */
export const hasCmi5Launch = (query: URLSearchParams): boolean => PARAMS.every((name) => !!query.get(name));

/** Reads the launch query; throws with the reason when it cannot be used (the session then plays on browser storage). */
export function readCmi5Launch(query: URLSearchParams): Cmi5Launch {
  const endpoint = query.get('endpoint') ?? '';
  const fetchUrl = query.get('fetch') ?? '';
  if (!/^https?:\/\//i.test(endpoint)) throw new Error(`the cmi5 endpoint "${endpoint}" is not an http(s) address`);
  if (!/^https?:\/\//i.test(fetchUrl)) throw new Error(`the cmi5 fetch URL "${fetchUrl}" is not an http(s) address`);
  const registration = query.get('registration') ?? '';
  if (!isUuid(registration)) throw new Error(`the cmi5 registration "${registration}" is not a UUID`);
  const activityId = query.get('activityId') ?? '';
  if (!activityId) throw new Error('the cmi5 launch has no activityId');
  return { endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`, fetchUrl, registration, activityId, actor: readLaunchActor(query.get('actor') ?? '', 'account', 'the cmi5') };
}
