/**
 * A cmi5 LMS and its LRS behind a fake fetch, strict where an AU can go wrong: the fetch URL gives
 * the token once (a second POST is cmi5's error 1), every LRS request needs the token as Basic auth
 * and the xAPI version header, LMS.LaunchData is found only for the launch's activity, agent and
 * registration, and a statement PUT under another id than its own is refused.
 */
export const CMI5_ENDPOINT = 'https://lms.example/lrs/';
const FETCH_BASE = 'https://lms.example/cmi5/fetch/';
let launches = 0;
export const CMI5_ACTIVITY = 'https://lms.example/courses/42/au/1';
export const CMI5_REGISTRATION = '7f8e9d0c-1b2a-4c3d-8e9f-0a1b2c3d4e5f';
export const CMI5_SESSION = 'c2a7a5b0-6d2e-4c3e-9f0a-1b2c3d4e5f60';
export const CMI5_ACTOR = { objectType: 'Agent', name: 'Jane Doe', account: { homePage: 'https://lms.example', name: 'jane.doe@example.org' } };
const TOKEN = 'dG9rZW4tMQ==';

export type FakeReply = number | 'network';

const reply = (status: number, body?: unknown): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    json: async () => body,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as Response;

export function fakeCmi5Lms(launchData: Record<string, unknown> = {}) {
  // Each fake is a launch of its own, with its own one-time fetch URL.
  const fetchUrl = `${FETCH_BASE}${++launches}`;
  const doc = {
    contextTemplate: { contextActivities: { grouping: [{ id: 'https://lms.example/courses/42', objectType: 'Activity' }] }, extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': CMI5_SESSION } },
    launchMode: 'Normal',
    moveOn: 'CompletedAndPassed',
    ...launchData,
  };
  const statements: Record<string, unknown>[] = [];
  const log: { method: string; url: string; keepalive: boolean }[] = [];
  /** Answers to give the next statement PUTs before storing (503, 'network', 400...). */
  const script: FakeReply[] = [];
  let tokens = 0;

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    log.push({ method, url: String(input), keepalive: !!init.keepalive });
    if (url.href === fetchUrl) {
      if (method !== 'POST') return reply(405);
      tokens++;
      return tokens === 1 ? reply(200, { 'auth-token': TOKEN }) : reply(200, { 'error-code': '1', 'error-text': 'already in use' });
    }
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (headers.Authorization !== `Basic ${TOKEN}`) return reply(401, { message: 'no or wrong token' });
    if (headers['X-Experience-API-Version'] !== '1.0.3') return reply(400, { message: 'version header missing' });
    if (url.href.startsWith(`${CMI5_ENDPOINT}activities/state`) && method === 'GET') {
      const q = url.searchParams;
      const matches =
        q.get('stateId') === 'LMS.LaunchData' && q.get('activityId') === CMI5_ACTIVITY && q.get('registration') === CMI5_REGISTRATION && JSON.stringify(JSON.parse(q.get('agent') ?? 'null')) === JSON.stringify(CMI5_ACTOR);
      return matches ? reply(200, doc) : reply(404);
    }
    if (url.href.startsWith(`${CMI5_ENDPOINT}statements`) && method === 'PUT') {
      const next = script.shift();
      if (next === 'network') throw new TypeError('Failed to fetch');
      if (next !== undefined) return reply(next, { message: `scripted ${next}` });
      const statement = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (statement.id !== url.searchParams.get('statementId')) return reply(400, { message: 'statementId does not match the id' });
      const held = statements.find((s) => s.id === statement.id);
      if (held) return reply(JSON.stringify(held) === JSON.stringify(statement) ? 204 : 409);
      statements.push(statement);
      return reply(204);
    }
    return reply(404);
  };

  const query = (over: Record<string, string> = {}) =>
    new URLSearchParams({ endpoint: CMI5_ENDPOINT, fetch: fetchUrl, registration: CMI5_REGISTRATION, activityId: CMI5_ACTIVITY, actor: JSON.stringify(CMI5_ACTOR), ...over }).toString();

  return { fetch, fetchUrl, statements, log, script, query, tokensGiven: () => tokens };
}
