/**
 * @jest-environment node
 */
// The cmi5 delivery in a player session: a cmi5 LMS (test/support/cmi5Lms.ts) in front of the strict
// test LRS over real HTTP.
import { randomUUID } from 'node:crypto';
import validateStatement from '@learninglocker/xapi-validation';
import { defineDeliveryPlugin, type DeliveryContext } from '@core';
import { CMI5_ACTIVITY, CMI5_ACTOR, CMI5_PUBLISHER, CMI5_SESSION, cmi5Lms } from '../../../test/support/cmi5Lms';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { ManualClock } from '../../../test/support/manualClock';
import { MemoryStore } from '../../../test/support/memoryStore';
import { testDelivery } from '../../../test/support/testDelivery';
import { startTestLrs, type TestLrs } from '../../../test/support/testLrs';
import { PROGRESS_STATE_ID } from '../xapi/LrsStateStore';
import { cmi5Delivery } from '.';
import { fetchAuthToken } from './cmi5Client';
import { CMI5_CATEGORY, CMI5_VERBS, MASTERY_SCORE_EXTENSION, MOVEON_CATEGORY, SESSION_ID_EXTENSION } from './cmi5Vocabulary';
import { openCmi5Delivery } from './openCmi5Delivery';

type Stored = Record<string, unknown>;
const verbName = (s: Stored) => Object.entries(CMI5_VERBS).find(([, id]) => id === (s.verb as { id: string }).id)?.[0];
// Browser storage needs a page; this stands in for it at its priority.
const fallback = () => testDelivery({ store: new MemoryStore(), id: 'fallback', priority: 0 });

let lrs: TestLrs;
beforeEach(async () => {
  lrs = await startTestLrs({ username: 'lms', password: 'secret' });
});
let launched: ReturnType<typeof cmi5Lms>[] = [];
afterEach(async () => {
  await lrs.close();
  // The strict LMS refused nothing the player sent, unless a test asked for it and emptied the list.
  const violations = launched.flatMap((l) => l.violations);
  launched = [];
  expect(violations).toEqual([]);
});

/** The defined statements in the LRS, by verb; the allowed ones (answered…) are looked at apart. */
const verbs = () => lrs.statements().map(verbName).filter((v) => v !== undefined);
const definedStatements = () => lrs.statements().filter((s) => verbName(s) !== undefined);
const allowedStatements = () => lrs.statements().filter((s) => verbName(s) === undefined);

/** Resolves once `done()` holds, letting real HTTP round trips finish (no timing assumed). */
async function until(done: () => boolean): Promise<void> {
  // A bound on turns, not on time: a condition that can never hold fails the test instead of spinning.
  for (let turns = 0; !done(); turns++) {
    if (turns > 100000) throw new Error(`never held: ${done.toString()}; the LMS refused ${JSON.stringify(launched.flatMap((l) => l.violations))}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function launch(launchData: Record<string, unknown> = {}, registration = randomUUID()) {
  const lms = cmi5Lms(lrs, registration, launchData);
  launched.push(lms);
  const clock = new ManualClock();
  const visits: string[] = [];
  const plugin = defineDeliveryPlugin({ ...cmi5Delivery, open: (context: DeliveryContext) => openCmi5Delivery(context, { fetch: lms.fetch, clock, navigate: (url) => visits.push(url) }) });
  const player = await createTestPlayer({ deliveries: [plugin, fallback()], query: lms.query() });
  const sink = () => player.session.delivery!.backend.sinks[0];
  const answerAll = () => {
    const { session } = player;
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
  };
  return { ...player, lms, clock, visits, sink, answerAll, registration };
}

describe('detection', () => {
  it('takes a launch with all five cmi5 parameters, above SCORM and xAPI packages', () => {
    const lms = cmi5Lms(lrs, randomUUID());
    const detect = (query: string) => cmi5Delivery.detect({ query: new URLSearchParams(query), publish: {} as never, window: null });
    expect(detect(lms.query())).toBe(true);
    for (const name of ['endpoint', 'fetch', 'registration', 'activityId', 'actor']) {
      const without = new URLSearchParams(lms.query());
      without.delete(name);
      expect(detect(without.toString())).toBe(false);
    }
    expect(cmi5Delivery.priority).toBeGreaterThan(100);
  });
});

describe('an AU session', () => {
  it('opens: the token fetched once, LMS.LaunchData read with it, the learner from the actor, an LMS session', async () => {
    const { session, lms, warnings } = await launch();
    expect(session.delivery?.id).toBe('cmi5');
    expect(session.delivery?.isLms).toBe(true);
    expect(session.delivery!.backend.learner).toEqual({ id: 'jane.doe@example.org', name: 'Jane Doe', email: 'jane.doe@example.org' });
    expect(lms.tokensGiven()).toBe(1);
    expect(lrs.requests.filter((r) => r.url.includes('stateId=LMS.LaunchData') && r.status === 200)).toHaveLength(1);
    expect(warnings).toEqual([]);
    // The page asks the fetch URL once: asking again in it does not POST again (cmi5 8.2.3).
    await fetchAuthToken(lms.fetchUrl, lms.fetch);
    expect(lms.tokensGiven()).toBe(1);
  });

  it('a learner who passes: initialized, passed, completed, terminated in order in the LRS, valid, with the context template; then returnURL', async () => {
    const { session, sink, visits, answerAll } = await launch({ returnURL: 'https://lms.example/courses/42' });
    await until(() => verbs().length === 1);
    answerAll();
    await session.exit.close('finished');
    await until(() => verbs().length === 4 && sink().pending === 0);
    expect(verbs()).toEqual(['initialized', 'passed', 'completed', 'terminated']);
    for (const stored of definedStatements()) {
      const { stored: _s, version: _v, authority: _a, ...s } = stored;
      expect(validateStatement(s)).toEqual([]);
      expect(s.actor).toEqual(CMI5_ACTOR);
      expect(s.object).toEqual({ objectType: 'Activity', id: CMI5_ACTIVITY });
      const ctx = s.context as { registration: string; extensions: Record<string, unknown>; contextActivities: { grouping: unknown[]; category: { id: string }[] } };
      expect(ctx.extensions[SESSION_ID_EXTENSION]).toBe(CMI5_SESSION);
      expect(ctx.contextActivities.grouping).toEqual([{ id: CMI5_PUBLISHER, objectType: 'Activity' }]);
      expect(ctx.contextActivities.category.map((c) => c.id)).toContain(CMI5_CATEGORY);
    }
    const [, passed, completed] = definedStatements();
    expect(passed.result).toMatchObject({ success: true, score: { scaled: expect.any(Number) } });
    expect((passed.context as { contextActivities: { category: { id: string }[] } }).contextActivities.category.map((c) => c.id)).toContain(MOVEON_CATEGORY);
    expect(completed.result).toMatchObject({ completion: true });
    expect(visits).toEqual(['https://lms.example/courses/42']);
  });

  it("the LMS's masteryScore is the course's pass mark: not passed at the course's own 70, passed at 80", async () => {
    const { session } = await launch({ masteryScore: 0.8 });
    await until(() => verbs().length === 1);
    expect(session.course.masteryScore.score).toBe(80);
    const scoresBeforePass: number[] = [];
    for (const q of session.course.progressQuestions) {
      session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
      if (session.completion.standing.success === 'unknown') scoresBeforePass.push(session.course.score);
    }
    await until(() => verbs().length === 3);
    expect(Math.max(...scoresBeforePass)).toBeGreaterThanOrEqual(70);
    expect(Math.max(...scoresBeforePass)).toBeLessThan(80);
    const passed = definedStatements()[1];
    expect(verbName(passed)).toBe('passed');
    expect((passed.result as { score: { raw: number } }).score.raw).toBeGreaterThanOrEqual(80);
    expect((passed.context as { extensions: Record<string, unknown> }).extensions[MASTERY_SCORE_EXTENSION]).toBe(0.8);
  });

  it('Browse mode: only initialized and terminated, whatever the learner does', async () => {
    const { session, sink, answerAll, visits } = await launch({ launchMode: 'Browse' });
    answerAll();
    await session.exit.close('suspended');
    await until(() => sink().pending === 0 && verbs().length === 2);
    expect(verbs()).toEqual(['initialized', 'terminated']);
    expect(visits).toEqual([]);
  });

  it('an LRS that answers 503 or drops the connection gets the statement again 3000 ms later, in order, once', async () => {
    const { lms, clock, sink, answerAll } = await launch();
    await until(() => verbs().length === 1);
    lms.script.push(503, 'network');
    answerAll();
    await until(() => sink().state === 'retrying');
    clock.advance(2999);
    expect(verbs()).toEqual(['initialized']);
    clock.advance(1);
    await until(() => lms.script.length === 0 && sink().state === 'retrying');
    expect(verbs()).toEqual(['initialized']);
    clock.advance(3000);
    await until(() => sink().pending === 0);
    expect(verbs()).toEqual(['initialized', 'passed', 'completed']);
    expect(sink().state).toBe('idle');
  });

  it('a statement the LRS refuses (400) is logged with its message and dropped; the next ones go on', async () => {
    const { lms, sink, answerAll, warnings } = await launch();
    await until(() => verbs().length === 1);
    lms.refused.add(CMI5_VERBS.passed);
    answerAll();
    await until(() => sink().pending === 0);
    expect(verbs()).toEqual(['initialized', 'completed']);
    expect(warnings).toEqual([expect.stringMatching(/^cmi5: The LRS refused statement .*\(400\): refused verb\. It is dropped\.$/)]);
  });

  it('closing the tab sends what waits with keepalive requests, and later retries do not store it twice', async () => {
    const { lms, clock, session, sink, answerAll } = await launch();
    await until(() => verbs().length === 1);
    lms.script.push(503);
    answerAll();
    await until(() => sink().state === 'retrying');
    await session.exit.close('unload');
    await until(() => verbs().length === 4);
    expect(lms.keepalive.filter((u) => u.includes('/statements')).length).toBeGreaterThanOrEqual(1);
    expect(verbs()).toEqual(['initialized', 'passed', 'completed', 'terminated']);
    clock.advance(3000);
    await until(() => sink().pending === 0);
    expect(verbs()).toEqual(['initialized', 'passed', 'completed', 'terminated']);
  });

  it("keeps the learner's progress in the LRS State API under the registration, and a relaunch of it restores the answers", async () => {
    const first = await launch();
    const q = first.session.course.progressQuestions[0];
    first.session.actions.answer(q.id, first.session.plugins.questionType(q.type).correctResponse(q.data));
    await first.session.saving.flush();
    expect(lrs.state(CMI5_ACTIVITY, CMI5_ACTOR, PROGRESS_STATE_ID, first.registration)?.content).toBeTruthy();
    await first.session.exit.close('suspended');
    const again = await launch({}, first.registration);
    expect(again.session.delivery?.id).toBe('cmi5');
    expect(again.session.course.questionById.get(q.id)?.isAnswered).toBe(true);
  });

  it('a launch whose token was already fetched plays on browser storage and says why', async () => {
    const lms = cmi5Lms(lrs, randomUUID());
    await lms.fetch(lms.fetchUrl, { method: 'POST' });
    const plugin = defineDeliveryPlugin({ ...cmi5Delivery, open: (context: DeliveryContext) => openCmi5Delivery(context, { fetch: lms.fetch }) });
    const { session, warnings } = await createTestPlayer({ deliveries: [plugin, fallback()], query: lms.query() });
    expect(session.delivery?.id).toBe('fallback');
    expect(warnings.join('\n')).toMatch(/error 1 \(already in use\)/);
    expect(lrs.statements()).toEqual([]);
  });

  it("sends the learner's answers as cmi5 allowed statements: the context template, no cmi5 category, before terminated", async () => {
    const { session, sink, answerAll, lms } = await launch();
    await until(() => verbs().length === 1);
    answerAll();
    await session.exit.close('finished');
    await until(() => verbs().length === 4 && sink().pending === 0);
    const names = lrs.statements().map((s) => (s.verb as { id: string }).id.replace(/^.*\//, ''));
    expect(names.filter((n) => n === 'answered')).toHaveLength(session.course.progressQuestions.length);
    expect(names.indexOf('answered')).toBeGreaterThan(names.indexOf('initialized'));
    expect(names[names.length - 1]).toBe('terminated');
    for (const stored of allowedStatements()) {
      const { stored: _s, version: _v, authority: _a, ...s } = stored;
      expect(validateStatement(s)).toEqual([]);
      expect(s.actor).toEqual(CMI5_ACTOR);
      const ctx = s.context as { registration: string; extensions: Record<string, unknown>; contextActivities: { grouping: { id: string }[]; category?: { id: string }[] } };
      expect(ctx.registration).toBe(lms.query() && new URLSearchParams(lms.query()).get('registration'));
      expect(ctx.extensions[SESSION_ID_EXTENSION]).toBe(CMI5_SESSION);
      expect(ctx.contextActivities.grouping.map((g) => g.id)).toContain(CMI5_PUBLISHER);
      expect((ctx.contextActivities.category ?? []).map((c) => c.id)).not.toContain(CMI5_CATEGORY);
    }
  });
});

describe('the test LMS refuses what a strict cmi5 LMS refuses (cmi5 9)', () => {
  const ADL = 'http://adlnet.gov/expapi/verbs/';
  const post = (lms: ReturnType<typeof cmi5Lms>, statements: Record<string, unknown>[]) =>
    lms.fetch(`${lrs.endpoint}statements`, { method: 'POST', headers: { Authorization: lrs.authorization, 'X-Experience-API-Version': '1.0.3', 'Content-Type': 'application/json' }, body: JSON.stringify(statements) });
  const statement = (registration: string, verb: string, over: { category?: string[]; result?: Record<string, unknown>; extensions?: Record<string, unknown> } = {}) => ({
    id: randomUUID(),
    actor: CMI5_ACTOR,
    verb: { id: ADL + verb },
    object: { objectType: 'Activity', id: CMI5_ACTIVITY },
    ...(over.result ? { result: over.result } : {}),
    context: {
      registration,
      contextActivities: { grouping: [{ id: CMI5_PUBLISHER, objectType: 'Activity' }], ...(over.category ? { category: over.category.map((id) => ({ id, objectType: 'Activity' })) } : {}) },
      extensions: { [SESSION_ID_EXTENSION]: CMI5_SESSION, ...over.extensions },
    },
  });
  const defined = (registration: string, verb: string, result: Record<string, unknown> = { duration: 'PT1S' }, extensions: Record<string, unknown> = {}) =>
    statement(registration, verb, { category: verb === 'initialized' || verb === 'terminated' ? [CMI5_CATEGORY] : [CMI5_CATEGORY, MOVEON_CATEGORY], result, extensions });

  it.each([
    ['a statement before initialized', () => [], (r: string) => [defined(r, 'completed', { completion: true, duration: 'PT1S' })], /before initialized/],
    ['anything after terminated', (r: string) => [defined(r, 'initialized', {}), defined(r, 'terminated')], (r: string) => [statement(r, 'answered')], /after terminated/],
    ['an allowed statement with the cmi5 category', (r: string) => [defined(r, 'initialized', {})], (r: string) => [statement(r, 'answered', { category: [CMI5_CATEGORY] })], /allowed statement with the cmi5 category/],
    ['a defined statement without it', (r: string) => [defined(r, 'initialized', {})], (r: string) => [statement(r, 'completed', { category: [MOVEON_CATEGORY], result: { completion: true, duration: 'PT1S' } })], /without the cmi5 category/],
    ['completed without the moveon category', (r: string) => [defined(r, 'initialized', {})], (r: string) => [statement(r, 'completed', { category: [CMI5_CATEGORY], result: { completion: true, duration: 'PT1S' } })], /moveon category/],
    ['terminated without a duration', (r: string) => [defined(r, 'initialized', {})], (r: string) => [defined(r, 'terminated', {})], /without result.duration/],
    ['a second completed in the registration', (r: string) => [defined(r, 'initialized', {}), defined(r, 'completed', { completion: true, duration: 'PT1S' })], (r: string) => [defined(r, 'completed', { completion: true, duration: 'PT2S' })], /second completed/],
    ["the LMS's launched", (r: string) => [defined(r, 'initialized', {})], (r: string) => [defined(r, 'launched', {})], /sent by the LMS/],
    ['a statement without the template', (r: string) => [defined(r, 'initialized', {})], (r: string) => [{ ...statement(r, 'answered'), context: { registration: r } }], /context template/],
  ])('%s', async (_name, first, then, rule) => {
    const registration = randomUUID();
    const lms = cmi5Lms(lrs, registration);
    expect((await post(lms, first(registration))).status).toBe(200);
    const refused = await post(lms, then(registration));
    expect(refused.status).toBe(403);
    expect(lms.violations).toEqual([expect.stringMatching(rule)]);
  });

  it('passed below the masteryScore, failed at it, and either without the masteryscore extension', async () => {
    const registration = randomUUID();
    const lms = cmi5Lms(lrs, registration, { masteryScore: 0.8 });
    const mastery = { 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore': 0.8 };
    expect((await post(lms, [defined(registration, 'initialized', {})])).status).toBe(200);
    expect((await post(lms, [defined(registration, 'passed', { success: true, score: { scaled: 0.7 }, duration: 'PT1S' }, mastery)])).status).toBe(403);
    expect((await post(lms, [defined(registration, 'failed', { success: false, score: { scaled: 0.8 }, duration: 'PT1S' }, mastery)])).status).toBe(403);
    expect((await post(lms, [defined(registration, 'passed', { success: true, score: { scaled: 0.9 }, duration: 'PT1S' })])).status).toBe(403);
    expect((await post(lms, [defined(registration, 'passed', { success: true, score: { scaled: 0.8 }, duration: 'PT1S' }, mastery)])).status).toBe(200);
    expect(lms.violations).toEqual([expect.stringMatching(/below the masteryScore/), expect.stringMatching(/at or above the masteryScore/), expect.stringMatching(/without the LMS's masteryscore/)]);
  });

  it('passed, failed or completed in Browse mode', async () => {
    const registration = randomUUID();
    const lms = cmi5Lms(lrs, registration, { launchMode: 'Browse' });
    expect((await post(lms, [defined(registration, 'initialized', {})])).status).toBe(200);
    expect((await post(lms, [defined(registration, 'completed', { completion: true, duration: 'PT1S' })])).status).toBe(403);
    expect(lms.violations).toEqual([expect.stringMatching(/in Browse mode/)]);
  });
});
