import { isDeepStrictEqual } from 'node:util';
import type { TestLrs } from './testLrs';

/**
 * A cmi5 LMS in front of the strict test LRS (test/support/testLrs.ts): it writes LMS.LaunchData for
 * the launch, hands out the auth token at its fetch URL once (a second POST is cmi5's error 1, cmi5
 * 8.2.3), and builds the launch query. The token is the LRS's own Basic credential, so every request
 * the AU makes with it is checked by the LRS. `script` answers the next statement requests before
 * they reach the LRS (a status, or 'network' for a dropped connection), for fault tests.
 *
 * It is strict about the statements of the AU session (cmi5 9), as an LMS that checks them would be:
 * a request with a statement that breaks a rule is answered 403 and stored nowhere, and the broken
 * rule is kept in `violations`, so a test can show which rule the player broke.
 */
export const CMI5_ACTIVITY = 'https://lms.example/courses/42/au/1';
export const CMI5_SESSION = 'c2a7a5b0-6d2e-4c3e-9f0a-1b2c3d4e5f60';
export const CMI5_PUBLISHER = 'https://lms.example/courses/42';
export const CMI5_ACTOR = { objectType: 'Agent', name: 'Jane Doe', account: { homePage: 'https://lms.example', name: 'jane.doe@example.org' } };

const ADL = 'http://adlnet.gov/expapi/verbs/';
const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVEON_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const MASTERY_SCORE = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
/** The verbs of cmi5's defined statements that an AU sends (cmi5 9.3). */
const DEFINED = ['initialized', 'completed', 'passed', 'failed', 'terminated'].map((v) => ADL + v);
/** Defined statements only the LMS makes (cmi5 9.3.1, 9.3.8, 9.3.9, 9.3.10). */
const LMS_ONLY = [`${ADL}launched`, `${ADL}abandoned`, `${ADL}waived`, 'https://w3id.org/xapi/adl/verbs/abandoned', 'https://w3id.org/xapi/adl/verbs/waived', 'https://w3id.org/xapi/adl/verbs/satisfied'];
/** Defined statements the LMS weighs for moveOn: the moveon category, a duration, and only in Normal mode. */
const MOVE_ON_VERBS = ['completed', 'passed', 'failed'].map((v) => ADL + v);

let launches = 0;

export type ScriptedAnswer = number | 'network';

type Json = Record<string, unknown>;
const verbOf = (s: Json) => String((s.verb as { id?: unknown } | undefined)?.id ?? '');
const nameOf = (verb: string) => verb.replace(/^.*\//, '');
const categoriesOf = (s: Json): string[] => {
  const category = ((s.context as Json | undefined)?.contextActivities as Json | undefined)?.category;
  return (Array.isArray(category) ? category : category ? [category] : []).map((c) => String((c as Json).id));
};
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

export function cmi5Lms(lrs: TestLrs, registration: string, launchData: Record<string, unknown> = {}) {
  const fetchUrl = `https://lms.example/cmi5/fetch/${++launches}`;
  const doc = {
    contextTemplate: {
      contextActivities: { grouping: [{ id: CMI5_PUBLISHER, objectType: 'Activity' }] },
      extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': CMI5_SESSION },
    },
    launchMode: 'Normal',
    moveOn: 'CompletedAndPassed',
    ...launchData,
  } as { contextTemplate: Json; launchMode: string; masteryScore?: number };
  lrs.putState(CMI5_ACTIVITY, CMI5_ACTOR, 'LMS.LaunchData', JSON.stringify(doc), registration);
  const script: ScriptedAnswer[] = [];
  /** Verb ids whose statements the LRS answers 400, as it would a statement it finds wrong. */
  const refused = new Set<string>();
  const keepalive: string[] = [];
  /** The cmi5 rules the AU broke, one line per refused statement. */
  const violations: string[] = [];
  /** This session's statements that were accepted, in order (a session is one launch). */
  const session: Json[] = [];
  let tokens = 0;

  const inRegistration = (verb: string, also: Json[]) =>
    [...lrs.statements(), ...also].some((s) => verbOf(s) === verb && (s.context as Json | undefined)?.registration === registration);

  /** The first cmi5 rule `s` breaks after `before` in this session, or null (cmi5 9.3, 9.5, 9.6). */
  function broken(s: Json, before: Json[]): string | null {
    const verb = verbOf(s);
    const context = (s.context ?? {}) as Json;
    const defined = DEFINED.includes(verb);
    if (typeof s.id !== 'string') return 'a statement without an id (cmi5 9.1)';
    if (!isDeepStrictEqual(s.actor, CMI5_ACTOR)) return `${nameOf(verb)}: the actor is not the launch actor (cmi5 9.2)`;
    if (context.registration !== registration) return `${nameOf(verb)}: the registration is not the launch registration (cmi5 9.6.1)`;
    const missing = templateMissing(doc.contextTemplate, context);
    if (missing) return `${nameOf(verb)}: the context template's ${missing} is missing (cmi5 9.6.1)`;
    if (LMS_ONLY.includes(verb)) return `${nameOf(verb)} is sent by the LMS, never by the AU (cmi5 9.3)`;
    if (before.some((p) => verbOf(p) === `${ADL}terminated`)) return `${nameOf(verb)} after terminated (cmi5 9.3.8)`;
    if (!before.length && verb !== `${ADL}initialized`) return `${nameOf(verb)} before initialized (cmi5 9.3.2)`;
    if (!defined) return categoriesOf(s).includes(CMI5_CATEGORY) ? `${nameOf(verb)} is a cmi5 allowed statement with the cmi5 category (cmi5 9.6.2.1)` : null;
    if ((s.object as Json | undefined)?.id !== CMI5_ACTIVITY) return `${nameOf(verb)}: the object is not the launch activityId (cmi5 9.4)`;
    if (!categoriesOf(s).includes(CMI5_CATEGORY)) return `${nameOf(verb)} without the cmi5 category (cmi5 9.6.2.1)`;
    if (verb === `${ADL}initialized` && before.length) return 'a second initialized in a session (cmi5 9.3.2)';
    const result = (s.result ?? {}) as Json;
    if (verb !== `${ADL}initialized` && typeof result.duration !== 'string') return `${nameOf(verb)} without result.duration (cmi5 9.5.4.1)`;
    if (!MOVE_ON_VERBS.includes(verb)) return null;
    if (!categoriesOf(s).includes(MOVEON_CATEGORY)) return `${nameOf(verb)} without the moveon category (cmi5 9.6.2.2)`;
    if (doc.launchMode !== 'Normal') return `${nameOf(verb)} in ${doc.launchMode} mode (cmi5 10.2.2)`;
    if (verb === `${ADL}completed` && inRegistration(verb, before)) return 'a second completed in the registration (cmi5 9.3.3)';
    if (verb === `${ADL}passed` && inRegistration(verb, before)) return 'a second passed in the registration (cmi5 9.3.4)';
    const other = verb === `${ADL}passed` ? `${ADL}failed` : verb === `${ADL}failed` ? `${ADL}passed` : null;
    if (other && before.some((p) => verbOf(p) === other)) return `${nameOf(verb)} after ${nameOf(other)} in one session (cmi5 9.3.4, 9.3.5)`;
    if (other && doc.masteryScore !== undefined) {
      const scaled = (result.score as Json | undefined)?.scaled;
      if ((context.extensions as Json | undefined)?.[MASTERY_SCORE] !== doc.masteryScore) return `${nameOf(verb)} without the LMS's masteryscore (cmi5 9.6.3.2)`;
      if (typeof scaled === 'number' && verb === `${ADL}passed` && scaled < doc.masteryScore) return `passed with ${scaled}, below the masteryScore ${doc.masteryScore} (cmi5 9.3.4)`;
      if (typeof scaled === 'number' && verb === `${ADL}failed` && scaled >= doc.masteryScore) return `failed with ${scaled}, at or above the masteryScore ${doc.masteryScore} (cmi5 9.3.5)`;
    }
    return null;
  }

  /** Checks a statements request; the statements are this session's once the LRS accepts them. */
  function check(body: string): string[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [];
    }
    const batch = asList(parsed) as Json[];
    const before = [...session];
    const found: string[] = [];
    for (const s of batch) {
      // A replay of a stored statement is the same statement, not a new one (a keepalive send and a
      // retry may carry it at once); the LRS answers it by its id.
      if (session.some((p) => p.id === s.id) || lrs.statements().some((p) => p.id === s.id)) continue;
      const rule = broken(s, before);
      if (rule) found.push(rule);
      before.push(s);
    }
    return found;
  }

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = String(input);
    if (url === fetchUrl) {
      tokens++;
      const body = tokens === 1 ? { 'auth-token': lrs.authorization.replace(/^Basic /, '') } : { 'error-code': '1', 'error-text': 'already in use' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    if (init.keepalive) keepalive.push(url);
    if (url.startsWith(`${lrs.endpoint}statements`) && init.method && init.method !== 'GET') {
      const next = script.shift();
      if (next === 'network') throw new TypeError('fetch failed');
      if (next !== undefined) return new Response(JSON.stringify({ message: `scripted ${next}` }), { status: next });
      if ([...refused].some((verb) => String(init.body ?? '').includes(JSON.stringify(verb)))) return new Response(JSON.stringify({ message: 'refused verb' }), { status: 400 });
      const found = check(String(init.body ?? ''));
      if (found.length) {
        violations.push(...found);
        return new Response(JSON.stringify({ message: found.join('; ') }), { status: 403 });
      }
      const response = await globalThis.fetch(input, init);
      if (response.ok) for (const s of asList(JSON.parse(String(init.body))) as Json[]) if (!session.some((p) => p.id === s.id)) session.push(s);
      return response;
    }
    return globalThis.fetch(input, init);
  };

  const query = (over: Record<string, string> = {}) =>
    new URLSearchParams({ endpoint: lrs.endpoint, fetch: fetchUrl, registration, activityId: CMI5_ACTIVITY, actor: JSON.stringify(CMI5_ACTOR), ...over }).toString();

  return { fetch, fetchUrl, script, refused, keepalive, violations, query, tokensGiven: () => tokens };
}

/** What of the template's context a statement's context lacks (every activity and extension must stay as given), or null. */
function templateMissing(template: Json, context: Json): string | null {
  const activities = (template.contextActivities ?? {}) as Json;
  const theirs = (context.contextActivities ?? {}) as Json;
  for (const [kind, list] of Object.entries(activities)) {
    for (const a of asList(list) as Json[]) {
      if (!asList(theirs[kind]).some((b) => (b as Json).id === a.id)) return `${kind} ${String(a.id)}`;
    }
  }
  const extensions = (template.extensions ?? {}) as Json;
  for (const [key, value] of Object.entries(extensions)) {
    if (!isDeepStrictEqual((context.extensions as Json | undefined)?.[key], value)) return `extension ${key}`;
  }
  return null;
}
