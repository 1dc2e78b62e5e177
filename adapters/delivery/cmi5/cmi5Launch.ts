import { isUuid, type Learner } from '@core';

/** The actor of a cmi5 launch: an xAPI Agent, keyed by its account (cmi5 8.1.3) or an mbox. */
export interface Cmi5Actor {
  objectType: 'Agent';
  name?: string;
  mbox?: string;
  account?: { homePage: string; name: string };
}

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
  return { endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`, fetchUrl, registration, activityId, actor: readActor(query.get('actor') ?? '') };
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const text = (v: unknown): string | undefined => {
  const value = first(v);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * The actor as given, reduced to one identifier. SPEC 3.6 reads name[], mbox[] and account[0].accountName
 * or account.name (Tin Can 0.95 arrays as well as 1.0 objects); statements and the State API must name
 * the learner exactly as the LMS did, so the homePage and name are kept as they came.
 */
export function readActor(json: string): Cmi5Actor {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('the cmi5 actor is not JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('the cmi5 actor is not an object');
  const a = raw as Record<string, unknown>;
  const name = text(a.name);
  const account = first(a.account) as Record<string, unknown> | undefined;
  const homePage = account && (text(account.homePage) ?? text(account.accountServiceHomePage));
  const accountName = account && (text(account.name) ?? text(account.accountName));
  const base = { objectType: 'Agent' as const, ...(name ? { name } : {}) };
  if (homePage && accountName) return { ...base, account: { homePage, name: accountName } };
  const mbox = text(a.mbox);
  if (mbox) return { ...base, mbox: mbox.toLowerCase().startsWith('mailto:') ? mbox : `mailto:${mbox}` };
  throw new Error('the cmi5 actor has neither an account (homePage and name) nor an mbox');
}

const EMAIL = /[^\s@:]+@[^\s@]+\.[^\s@]+/;

/**
 * The learner of SPEC 3.6: the e-mail is the part of the mbox or the account name that looks like
 * x@y; an account name of digits only is an LMS's user number, and then the name stands for the e-mail.
 */
export function learnerOf(actor: Cmi5Actor): Learner {
  const id = actor.account?.name ?? actor.mbox;
  const accountName = actor.account?.name;
  const email = actor.mbox?.match(EMAIL)?.[0] ?? accountName?.match(EMAIL)?.[0] ?? (accountName && /^\d+$/.test(accountName) ? actor.name : undefined);
  return { ...(id ? { id } : {}), ...(actor.name ? { name: actor.name } : {}), ...(email ? { email: email.toLowerCase() } : {}) };
}
