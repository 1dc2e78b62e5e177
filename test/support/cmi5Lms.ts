import type { TestLrs } from './testLrs';

/**
 * A cmi5 LMS in front of the strict test LRS (test/support/testLrs.ts): it writes LMS.LaunchData for
 * the launch, hands out the auth token at its fetch URL once (a second POST is cmi5's error 1, cmi5
 * 8.2.3), and builds the launch query. The token is the LRS's own Basic credential, so every request
 * the AU makes with it is checked by the LRS. `script` answers the next statement requests before
 * they reach the LRS (a status, or 'network' for a dropped connection), for fault tests.
 */
export const CMI5_ACTIVITY = 'https://lms.example/courses/42/au/1';
export const CMI5_SESSION = 'c2a7a5b0-6d2e-4c3e-9f0a-1b2c3d4e5f60';
export const CMI5_PUBLISHER = 'https://lms.example/courses/42';
export const CMI5_ACTOR = { objectType: 'Agent', name: 'Jane Doe', account: { homePage: 'https://lms.example', name: 'jane.doe@example.org' } };

let launches = 0;

export type ScriptedAnswer = number | 'network';

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
  };
  lrs.putState(CMI5_ACTIVITY, CMI5_ACTOR, 'LMS.LaunchData', JSON.stringify(doc), registration);
  const script: ScriptedAnswer[] = [];
  /** Verb ids whose statements the LRS answers 400, as it would a statement it finds wrong. */
  const refused = new Set<string>();
  const keepalive: string[] = [];
  let tokens = 0;

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = String(input);
    if (url === fetchUrl) {
      tokens++;
      const body = tokens === 1 ? { 'auth-token': lrs.authorization.replace(/^Basic /, '') } : { 'error-code': '1', 'error-text': 'already in use' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    if (init.keepalive) keepalive.push(url);
    if (url.startsWith(`${lrs.endpoint}statements`)) {
      const next = script.shift();
      if (next === 'network') throw new TypeError('fetch failed');
      if (next !== undefined) return new Response(JSON.stringify({ message: `scripted ${next}` }), { status: next });
      if ([...refused].some((verb) => String(init.body ?? '').includes(JSON.stringify(verb)))) return new Response(JSON.stringify({ message: 'refused verb' }), { status: 400 });
    }
    return globalThis.fetch(input, init);
  };

  const query = (over: Record<string, string> = {}) =>
    new URLSearchParams({ endpoint: lrs.endpoint, fetch: fetchUrl, registration, activityId: CMI5_ACTIVITY, actor: JSON.stringify(CMI5_ACTOR), ...over }).toString();

  return { fetch, fetchUrl, script, refused, keepalive, query, tokensGiven: () => tokens };
}
