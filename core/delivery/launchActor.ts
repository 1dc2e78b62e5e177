import type { Learner } from './LearningEvent';

/** An xAPI 1.0.3 Agent with exactly one identifier, as an LMS launch names the learner. */
export interface LaunchActor {
  objectType: 'Agent';
  name?: string;
  mbox?: string;
  account?: { homePage: string; name: string };
}

/**
 * Which identifier stands when the LMS gave both: an Agent has one. A Tin Can launch keeps the mbox;
 * cmi5 names its learner by account (cmi5 8.1.3), so its launch keeps the account.
 */
export type ActorIdentifier = 'mbox' | 'account';

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const text = (v: unknown): string | undefined => {
  const value = first(v);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * The actor launch parameter as an Agent (SPEC 3.6). LMSs send xAPI 1.0 agents (`mbox`, `account
 * {homePage, name}`) or Tin Can 0.95 arrays (`name[]`, `mbox[]`, `account[{accountServiceHomePage,
 * accountName}]`). Statements and State API requests must name the learner as the LMS did, so the
 * values are kept as they came; a bare address gets its `mailto:`. Throws with the reason, prefixed
 * by `what` (whose launch), when there is no identifier.
 */
export function readLaunchActor(json: string, prefer: ActorIdentifier, what = 'the launch'): LaunchActor {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error(`${what} actor is not JSON`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${what} actor is not an object`);
  const a = raw as Record<string, unknown>;
  const name = text(a.name);
  const given = text(a.mbox);
  const mbox = given && (given.toLowerCase().startsWith('mailto:') ? given : `mailto:${given}`);
  const account = first(a.account) as Record<string, unknown> | undefined;
  const homePage = account && (text(account.homePage) ?? text(account.accountServiceHomePage));
  const accountName = account && (text(account.name) ?? text(account.accountName));
  const base = { objectType: 'Agent' as const, ...(name ? { name } : {}) };
  const byAccount = homePage && accountName ? { ...base, account: { homePage, name: accountName } } : null;
  const byMbox = mbox ? { ...base, mbox } : null;
  const actor = prefer === 'account' ? (byAccount ?? byMbox) : (byMbox ?? byAccount);
  if (!actor) throw new Error(`${what} actor has neither an mbox nor an account with a homePage and a name`);
  return actor;
}

const EMAIL = /[^\s@:]+@[^\s@]+\.[^\s@]+/;

/**
 * The learner of SPEC 3.6 from the actor: its identifier is the id; the e-mail is the part of the
 * mbox, else of the account name, that looks like x@y, lower-cased; an account name of digits only
 * is an LMS's user number, and then the name stands for the e-mail, as SPEC says.
 */
export function learnerOfActor(actor: LaunchActor): Learner {
  const id = actor.mbox ?? actor.account?.name;
  const accountName = actor.account?.name;
  const email = actor.mbox?.match(EMAIL)?.[0] ?? accountName?.match(EMAIL)?.[0] ?? (accountName && /^\d+$/.test(accountName) ? actor.name : undefined);
  return { ...(id ? { id } : {}), ...(actor.name ? { name: actor.name } : {}), ...(email ? { email: email.toLowerCase() } : {}) };
}
