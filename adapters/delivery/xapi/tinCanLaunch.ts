import { isUuid, type Learner } from '@core';

/** An xAPI 1.0.3 Agent with exactly one identifier (mbox or account), as the LRS keys state by it. */
export interface XapiAgent {
  objectType: 'Agent';
  name?: string;
  mbox?: string;
  account?: { homePage: string; name: string };
}

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
  const actor = readActor(query.get('actor') ?? '');
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

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const text = (v: unknown): string | undefined => (typeof first(v) === 'string' && (first(v) as string).trim() ? (first(v) as string).trim() : undefined);

/**
 * The actor as an xAPI 1.0.3 Agent. LMSs send either 1.0 (`mbox`, `account {homePage, name}`) or
 * Tin Can 0.95 arrays (`name[]`, `mbox[]`, `account[{accountServiceHomePage, accountName}]`): SPEC
 * 3.6 reads name[], mbox[] and account[0].accountName or account.name. mbox wins over account, as an
 * Agent has one identifier.
 */
export function readActor(json: string): XapiAgent {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('the launch actor is not JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('the launch actor is not an object');
  const a = raw as Record<string, unknown>;
  const name = text(a.name);
  let mbox = text(a.mbox);
  if (mbox && !mbox.toLowerCase().startsWith('mailto:')) mbox = `mailto:${mbox}`;
  const account = first(a.account) as Record<string, unknown> | undefined;
  const homePage = account && (text(account.homePage) ?? text(account.accountServiceHomePage));
  const accountName = account && (text(account.name) ?? text(account.accountName));
  const base = { objectType: 'Agent' as const, ...(name ? { name } : {}) };
  if (mbox) return { ...base, mbox };
  if (homePage && accountName) return { ...base, account: { homePage, name: accountName } };
  throw new Error('the launch actor has neither an mbox nor an account with a homePage and a name');
}

const EMAIL = /[^\s@:]+@[^\s@]+\.[^\s@]+/;

/**
 * The learner of SPEC 3.6 from the actor: the e-mail is the part of mbox (else of the account name)
 * that looks like x@y; an account name of digits only is an LMS's user number, and then the name
 * stands for the e-mail, as SPEC says.
 */
export function learnerOf(actor: XapiAgent): Learner {
  const id = actor.mbox ?? actor.account?.name;
  const fromMbox = actor.mbox?.match(EMAIL)?.[0];
  const accountName = actor.account?.name;
  const email = fromMbox ?? accountName?.match(EMAIL)?.[0] ?? (accountName && /^\d+$/.test(accountName) ? actor.name : undefined);
  return { ...(id ? { id } : {}), ...(actor.name ? { name: actor.name } : {}), ...(email ? { email: email.toLowerCase() } : {}) };
}
