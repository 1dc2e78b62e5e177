import { basicAuth, classify, lrsTransport, statementsUrl } from './lrsClient';

const response = (status: number, body = '') => ({ status, statusText: '', text: async () => body }) as unknown as Response;

test('xAPI 1.0.3 / SPEC 7.1: how each answer of the Statement resource is taken', async () => {
  expect(await classify(response(200))).toEqual({ kind: 'accepted' });
  expect(await classify(response(204))).toEqual({ kind: 'accepted' });
  expect(await classify(response(503))).toMatchObject({ kind: 'retry' });
  expect(await classify(response(500))).toMatchObject({ kind: 'retry' });
  expect(await classify(response(409, '{"message":"Conflict"}'))).toEqual({ kind: 'conflict', message: 'Conflict' });
  expect(await classify(response(401, '{"message":"Unauthorised"}'))).toEqual({ kind: 'auth', status: 401, message: 'Unauthorised' });
  expect(await classify(response(403, 'Forbidden'))).toEqual({ kind: 'auth', status: 403, message: 'Forbidden' });
  // The learner service: over its rate, later; a statement these credentials may never send, dropped (docs/service.md).
  expect(await classify(response(429, '{"message":"lrsRateLimited"}'))).toMatchObject({ kind: 'retry' });
  expect(await classify(response(403, '{"message":"actorIsNotTheLearner","detail":"statement x"}'))).toEqual({ kind: 'rejected', status: 403, message: 'actorIsNotTheLearner' });
  expect(await classify(response(413, '{"message":"lrsQuotaExceeded"}'))).toMatchObject({ kind: 'rejected', status: 413 });
  // The LRS's own words reach the log: Learning Locker's message and warnings.
  expect(await classify(response(400, '{"message":"Invalid","warnings":[{"path":["verb","id"]}]}'))).toEqual({ kind: 'rejected', status: 400, message: 'Invalid [{"path":["verb","id"]}]' });
});

test('POSTs the batch to {endpoint}/statements with the version header, the auth, and keepalive on page hide', async () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => (calls.push({ url, init }), response(200))) as unknown as typeof globalThis.fetch;
  const transport = lrsTransport({ endpoint: 'https://lrs.example/xAPI/', auth: basicAuth('ké', 'pw') }, fetch);
  await transport.send([{ id: 'a' }], 'normal');
  await transport.send([{ id: 'b' }], 'keepalive');
  expect(calls.map((c) => c.url)).toEqual(['https://lrs.example/xAPI/statements', 'https://lrs.example/xAPI/statements']);
  expect(calls[0].init).toMatchObject({ method: 'POST', keepalive: false, body: '[{"id":"a"}]', headers: { 'X-Experience-API-Version': '1.0.3', Authorization: `Basic ${Buffer.from('ké:pw').toString('base64')}` } });
  expect(calls[1].init.keepalive).toBe(true);
  expect(statementsUrl('http://x/xApi')).toBe('http://x/xApi/statements');
});

test('credentials given as a function are asked at each request (a learner token that changes)', async () => {
  const sent: (string | undefined)[] = [];
  const fetch = (async (_url: string, init: RequestInit) => (sent.push((init.headers as Record<string, string>).Authorization), response(200))) as unknown as typeof globalThis.fetch;
  let token: string | null = null;
  const transport = lrsTransport({ endpoint: 'https://learn.example/xApi', auth: () => token }, fetch);
  await transport.send([{ id: 'a' }], 'normal');
  token = 'Bearer t1';
  await transport.send([{ id: 'b' }], 'normal');
  expect(sent).toEqual([undefined, 'Bearer t1']);
  expect(transport.credentials?.()).toBe('Bearer t1');
});

test('a network error is a retry, not a throw', async () => {
  const transport = lrsTransport({ endpoint: 'http://x' }, (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch);
  expect(await transport.send([{ id: 'a' }], 'normal')).toEqual({ kind: 'retry', message: 'Failed to fetch' });
});
