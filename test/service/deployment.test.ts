/**
 * Issue 21 §4, the service as a deployment starts it (`node server/start.mjs`, configured from the
 * environment): the client address behind a load balancer, production unless development is asked
 * for, and a body nested deeper than any request needs.
 */
import http from 'node:http';
import { startForwardingProxy } from './support/forwardingProxy';
import { serviceProcesses } from './support/startProcess';
import { basic, sha256 } from './support/statements';

const PLAYER_ORIGIN = 'http://127.0.0.1:9';
const services = serviceProcesses(PLAYER_ORIGIN, 'ocp-deploy-');
const start = services.start;

afterAll(async () => {
  await services.stopAll();
});

/** A POST from `localAddress` (any of 127.0.0.0/8 on Linux), so the client is not at the balancer's address. */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('the client address behind a load balancer (TRUST_PROXY)', () => {
  it('refuses TRUST_PROXY=true at start, saying what to set instead', async () => {
    const service = start({ TRUST_PROXY: 'true' });
    expect(await Promise.race([service.exited, service.url()])).toBe(2);
    expect(service.output()).toMatch(/TRUST_PROXY=true .*X-Forwarded-For.*TRUST_PROXY=1/s);
  });

  // The balancer connects from 127.0.0.1, the client from 127.0.0.2: a list of the balancer's addresses trusts only it.
  it.each(['1', '127.0.0.1', '127.0.0.1/32, ::1'])('with TRUST_PROXY=%s, a client varying X-Forwarded-For through the balancer is still rate-limited, another one is not', async (trustProxy) => {
    const service = start({ TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    const proxy = await startForwardingProxy(await service.url());
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const forged = `203.0.113.${i}, 198.51.100.${i}`;
        statuses.push(await postFrom('127.0.0.2', `${proxy.url}/api/auth/credentials`, { email: 'victim@example.com', password: `guess-${i}` }, { 'x-forwarded-for': forged }));
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
      // Another learner behind the same balancer has a limit of their own.
      expect(await postFrom('127.0.0.3', `${proxy.url}/api/auth/credentials`, { email: 'other@example.com', password: 'guess' }, {})).toBe(401);
    } finally {
      await proxy.close();
    }
  });
});

describe('production unless development is asked for', () => {
  async function forgotPassword(env: Record<string, string>) {
    const service = start(env);
    const url = await service.url();
    const learner = { email: `reset.${Date.now()}@example.com`, password: 'a-long-password-1', name: 'Dana Reset' };
    expect((await post(`${url}/api/credentials/register`, learner)).status).toBe(202);
    expect((await post(`${url}/api/credentials/forgot-password`, { email: learner.email, returnUrl: `${PLAYER_ORIGIN}/` })).status).toBe(201);
    return service;
  }

  it('never prints a reset link when NODE_ENV is unset, and warns that no mailer is configured', async () => {
    const service = await forgotPassword({});
    await service.printed(/not sent|reset-password\?token=/);
    expect(service.output()).not.toMatch(/reset-password\?token=/);
    expect(service.output()).toMatch(/no mailer configured.*SMTP_URL/s);
    await service.stop();
  });

  it('prints the link with NODE_ENV=development (npm start -- --hosted)', async () => {
    const service = await forgotPassword({ NODE_ENV: 'development' });
    await service.printed(/reset-password\?token=\S+/);
    await service.stop();
  });
});

describe('nesting depth of JSON bodies', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const statement = (extension: string) =>
    `{"actor":{"mbox":"mailto:deep@example.com"},"verb":{"id":"http://example.com/v"},"object":{"id":"http://example.com/o"},"result":{"extensions":{"http://example.com/e":${extension}}}}`;
  // Writing statements needs credentials (issue 21 §2): an integrator's, so the body is read at all.
  const xapi = { 'x-experience-api-version': '1.0.3', authorization: basic('deep', 'deep-secret') };

  it('answers 400, not a stack overflow, to 100,000 levels anywhere; a statement nested as deep as real ones is stored', async () => {
    const url = await start({ XAPI_WRITERS: `deep:${sha256('deep-secret')}@*` }).url();
    const deep = await post(`${url}/xApi/statements`, statement(nested(100_000)), xapi);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ message: 'jsonNestedTooDeeply' });
    expect((await post(`${url}/xApi/statements`, nested(100_000), xapi)).status).toBe(400);
    expect((await post(`${url}/api/auth/credentials`, `{"email":${nested(5_000)}}`)).status).toBe(400);
    // Brackets inside strings are text, not nesting.
    expect((await post(`${url}/xApi/statements`, statement(`["${'['.repeat(1000)}"]`), xapi)).status).toBe(200);
    expect((await post(`${url}/xApi/statements`, statement(nested(20)), xapi)).status).toBe(200);
  });
});
