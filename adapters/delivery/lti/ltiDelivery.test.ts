// LTI mode (SPEC 7.6) against a scripted tool: detection, the access check, the result on finish
// (score 0–1, retried on 503), the reset of a new attempt and its errors (SPEC 8.3). The real tool
// recorder and Chromium are in test/browser/lti.test.ts.
import { readPublishSettings, readTemplateSettings, type DeliveryContext, type LearningEvent } from '@core';
import { ltiDelivery } from '.';
import { LearnerTokenStore } from '../learnerService/LearnerTokenStore';
import { openLtiDelivery } from './openLtiDelivery';

const TOOL = 'http://tool.test/lti/result';
const publish = readPublishSettings({ publishMode: 'Publish' });
const query = `ltiResultCallbackUrl=${encodeURIComponent(TOOL)}&attemptId=lti-1`;

interface Call {
  method: string;
  url: string;
  body: unknown;
  init: RequestInit;
}

function fakeTool(script: { access?: unknown; accessStatus?: number; reset?: [number, unknown]; resultFailures?: number } = {}) {
  const calls: Call[] = [];
  let failures = script.resultFailures ?? 0;
  // jsdom has no Response: the few members the client reads.
  const json = (status: number, body: unknown) => ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response;
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : null, init });
    if (url.startsWith(`${TOOL}/access`)) return json(script.accessStatus ?? 200, script.access ?? { canAccessCourse: true });
    if (url === `${TOOL}/reset`) return json(...(script.reset ?? [201, { attemptId: 'lti-2' }]));
    if (url === TOOL) {
      if (failures > 0) {
        failures--;
        return json(503, { message: 'busy' });
      }
      return json(200, {});
    }
    return json(404, {});
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function context(q = query): DeliveryContext {
  return { publish, settings: readTemplateSettings({}, {}), query: new URLSearchParams(q), window, courseId: 'c1', templateId: 't', courseTitle: 'Course', warn: () => undefined };
}

const sleeps: number[] = [];
const sleep = async (ms: number) => void sleeps.push(ms);
const tokens = (token = '') => {
  const store = new LearnerTokenStore(window.sessionStorage);
  store.clear();
  if (token) store.keep(token, true);
  return store;
};
const finished = (attemptId: string, score: number) => ({ type: 'status', attemptId, at: '', status: 'PASSED', previous: 'IN_PROGRESS', score, completion: 'completed', success: 'passed', masteryScore: 80, scored: true, sections: [] }) as unknown as LearningEvent;

beforeEach(() => {
  sleeps.length = 0;
});

it('detects a hosted launch with ltiResultCallbackUrl and attemptId, nothing else', () => {
  const launch = { publish, query: new URLSearchParams(query), window: null };
  expect(ltiDelivery.detect(launch)).toBe(true);
  expect(ltiDelivery.detect({ ...launch, query: new URLSearchParams(`ltiResultCallbackUrl=${encodeURIComponent(TOOL)}`) })).toBe(false);
  expect(ltiDelivery.detect({ ...launch, publish: readPublishSettings({ publishMode: 'Lms' }) })).toBe(false);
  expect(ltiDelivery.detect({ ...launch, publish: readPublishSettings({ publishMode: 'Preview' }) })).toBe(false);
});

it('sends the result on finish with JSON headers, credentials and the bearer token; a 503 is retried after 3 s', async () => {
  const tool = fakeTool({ resultFailures: 1 });
  const session = await openLtiDelivery(context(), { fetch: tool.fetch, sleep, tokens: tokens('tok-9') });
  expect(session.access).toBeUndefined();
  const sink = session.sinks.find((s) => s.id === 'lti')!;
  sink.handle({ ...finished('lti-1', 67), completion: 'incomplete', status: 'IN_PROGRESS' } as LearningEvent);
  sink.handle(finished('lti-1', 67));
  sink.handle(finished('lti-1', 67));
  await sink.flush('async');
  const results = tool.calls.filter((c) => c.url === TOOL);
  expect(results.map((c) => c.body)).toEqual([{ attemptId: 'lti-1', score: 0.67 }, { attemptId: 'lti-1', score: 0.67 }]);
  expect(sleeps).toEqual([3000]);
  expect(results[1].init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer tok-9' } });
  expect(sink.pending).toBe(0);
});

it('without a token no Authorization header is sent', async () => {
  const tool = fakeTool();
  const session = await openLtiDelivery(context(), { fetch: tool.fetch, sleep, tokens: tokens() });
  const sink = session.sinks.find((s) => s.id === 'lti')!;
  sink.handle(finished('lti-1', 100));
  await sink.flush('async');
  expect(tool.calls.find((c) => c.url === TOOL)?.init.headers).not.toHaveProperty('Authorization');
});

it('a new attempt: POST {callback}/reset with the current attempt, 201 names the new one', async () => {
  const tool = fakeTool();
  const session = await openLtiDelivery(context(), { fetch: tool.fetch, sleep, tokens: tokens() });
  expect(await session.newAttempt!('lti-1')).toBe('lti-2');
  expect(tool.calls.at(-1)).toMatchObject({ method: 'POST', url: `${TOOL}/reset`, body: { attemptId: 'lti-1' } });
});

it.each([
  ['201 without an attemptId', [201, {}], 'No attemptId found'],
  ['another status', [200, { attemptId: 'x' }], 'Failed to create new attempt: 200'],
  ['a 5xx every time (after SPEC 7.1 retries)', [503, {}], 'cannot be reached'],
] as const)('reset: %s fails with the SPEC 8.3 message', async (_name, reset, message) => {
  const tool = fakeTool({ reset: reset as [number, unknown] });
  const session = await openLtiDelivery(context(), { fetch: tool.fetch, sleep, tokens: tokens() });
  await expect(session.newAttempt!('lti-1')).rejects.toThrow(message);
});

it("the tool's access check: canAccessCourse false denies, with no result sink; a failing check grants", async () => {
  const denying = fakeTool({ access: { canAccessCourse: false } });
  const denied = await openLtiDelivery(context(), { fetch: denying.fetch, sleep, tokens: tokens() });
  expect(denied.access).toBe('denied');
  expect(denied.sinks.some((s) => s.id === 'lti')).toBe(false);
  expect(denying.calls[0]).toMatchObject({ method: 'GET', url: `${TOOL}/access?attemptId=lti-1` });
  for (const tool of [fakeTool({ accessStatus: 404, access: { canAccessCourse: false } }), fakeTool({ access: { canAccessCourse: 'no' } }), fakeTool({ accessStatus: 500 })]) {
    expect((await openLtiDelivery(context(), { fetch: tool.fetch, sleep, tokens: tokens() })).access).toBeUndefined();
  }
});

it('with cross-device saving the learner service keeps progress, and the tool gets the learner token as Bearer', async () => {
  const LEARN = 'http://learn.test';
  const hostedPublish = readPublishSettings({ publishMode: 'Publish', authServiceUrl: LEARN, learnServiceUrl: LEARN });
  const tool = fakeTool();
  const calls: string[] = [];
  const json = (status: number, body: unknown) => ({ status, ok: status >= 200 && status < 300, json: async () => body, headers: new Headers(), clone: () => ({ text: async () => JSON.stringify(body) }) }) as unknown as Response;
  const service = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.startsWith(TOOL)) return tool.fetch(input, init);
    calls.push(`${init.method ?? 'GET'} ${url.replace(LEARN, '')}`);
    if (url.endsWith('/api/learner/me')) return json(200, { id: 'l1', email: 'ann@example.org', name: 'Ann' });
    if (url.includes('/api/learner/access/')) return json(200, { hasAccessToCourse: true });
    if (url.endsWith('/attempts/lti-1') && init.method === 'GET') return json(200, { attemptId: 'lti-1', jsonProgress: '{}' });
    return json(404, {});
  }) as typeof fetch;
  const realFetch = globalThis.fetch;
  globalThis.fetch = service;
  try {
    const held = tokens('tok-7');
    const session = await openLtiDelivery(
      { ...context(`${query}&token=tok-7`), publish: hostedPublish, settings: readTemplateSettings({}, { saveProgressCrossDevice: { enabled: true } }) },
      { fetch: service, sleep, tokens: held },
    );
    expect(session.store.id).toBe('learner-service');
    expect(session.learner?.email).toBe('ann@example.org');
    expect(calls).toEqual(['GET /api/learner/me', 'GET /api/learner/access/c1', 'GET /api/learner/me/courses/c1/attempts/lti-1']);
    const sink = session.sinks.find((s) => s.id === 'lti')!;
    sink.handle(finished('lti-1', 50));
    await sink.flush('async');
    expect(tool.calls.find((c) => c.url === TOOL)?.init.headers).toMatchObject({ Authorization: 'Bearer tok-7' });
  } finally {
    globalThis.fetch = realFetch;
  }
});
