import validateStatement from '@learninglocker/xapi-validation';
import { defineDeliveryPlugin, type DeliveryContext } from '@core';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { CMI5_ACTIVITY, CMI5_REGISTRATION, CMI5_SESSION, fakeCmi5Lms } from '../../../test/support/fakeCmi5Lms';
import { ManualClock } from '../../../test/support/manualClock';
import { browserDelivery } from '../browser';
import { cmi5Delivery } from '.';
import { fetchAuthToken } from './cmi5Client';
import { CMI5_CATEGORY, CMI5_VERBS, SESSION_ID_EXTENSION } from './cmi5Vocabulary';
import { openCmi5Delivery } from './openCmi5Delivery';

const verbName = (s: Record<string, unknown>) => Object.entries(CMI5_VERBS).find(([, id]) => id === (s.verb as { id: string }).id)?.[0];

async function launch(launchData: Record<string, unknown> = {}, query?: (lms: ReturnType<typeof fakeCmi5Lms>) => string) {
  const lms = fakeCmi5Lms(launchData);
  const clock = new ManualClock();
  const visits: string[] = [];
  const plugin = defineDeliveryPlugin({ ...cmi5Delivery, open: (context: DeliveryContext) => openCmi5Delivery(context, { fetch: lms.fetch, clock, navigate: (url) => visits.push(url) }) });
  const player = await createTestPlayer({ deliveries: [plugin, browserDelivery], query: query ? query(lms) : lms.query() });
  /** Lets the sink's requests (promises) settle. */
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  const answerAllCorrectly = () => {
    const { session } = player;
    for (const q of session.course.progressQuestions) session.answer(q.id, session.registry.questionType(q.type).correctResponse(q.data));
  };
  return { ...player, lms, clock, visits, settle, answerAllCorrectly };
}

beforeEach(() => window.localStorage.clear());

describe('cmi5 delivery with a fake LMS', () => {
  it('is detected only with all five launch parameters', () => {
    const lms = fakeCmi5Lms();
    const detect = (query: string) => cmi5Delivery.detect({ query: new URLSearchParams(query), publish: {} as never, window: null });
    expect(detect(lms.query())).toBe(true);
    const without = new URLSearchParams(lms.query());
    without.delete('fetch');
    expect(detect(without.toString())).toBe(false);
  });

  it('opens: the token fetched once, LMS.LaunchData read with it, the learner from the actor, an LMS session', async () => {
    const { session, lms, warnings } = await launch();
    expect(session.deliveryId).toBe('cmi5');
    expect(session.isLms).toBe(true);
    expect(session.delivery!.learner).toEqual({ id: 'jane.doe@example.org', name: 'Jane Doe', email: 'jane.doe@example.org' });
    expect(lms.tokensGiven()).toBe(1);
    expect(lms.log.filter((r) => r.url.includes('activities/state'))).toHaveLength(1);
    expect(warnings).toEqual([]);
    // The page asks the fetch URL once: a second open in it does not POST again (cmi5 8.2.3).
    await fetchAuthToken(lms.fetchUrl, lms.fetch);
    expect(lms.tokensGiven()).toBe(1);
  });

  it('a learner who passes: initialized, passed, completed, terminated in order in the LRS, valid, with the context template; then returnURL', async () => {
    const player = await launch({ returnURL: 'https://lms.example/courses/42', masteryScore: 0.8 });
    const { session, lms, settle, visits } = player;
    await settle();
    player.answerAllCorrectly();
    await settle();
    await session.close('finished');
    await settle();
    expect(lms.statements.map(verbName)).toEqual(['initialized', 'passed', 'completed', 'terminated']);
    for (const s of lms.statements) {
      expect(validateStatement(JSON.parse(JSON.stringify(s)))).toEqual([]);
      expect(s.object).toEqual({ objectType: 'Activity', id: CMI5_ACTIVITY });
      const ctx = s.context as { registration: string; extensions: Record<string, unknown>; contextActivities: { category: { id: string }[] } };
      expect(ctx.registration).toBe(CMI5_REGISTRATION);
      expect(ctx.extensions[SESSION_ID_EXTENSION]).toBe(CMI5_SESSION);
      expect(ctx.contextActivities.category.map((c) => c.id)).toContain(CMI5_CATEGORY);
    }
    // Passed as soon as the course reaches the LMS's 80 (85: 12 of 14 right); completed with it (SPEC 4.1).
    expect(lms.statements[1].result).toMatchObject({ success: true, score: { scaled: 0.85 } });
    expect(visits).toEqual(['https://lms.example/courses/42']);
  });

  it("the LMS's masteryScore is the course's pass mark: not passed at the course's own 70, passed at 80", async () => {
    const player = await launch({ masteryScore: 0.8 });
    const { session, lms, settle } = player;
    await settle();
    const scores: number[] = [];
    for (const q of session.course.progressQuestions) {
      session.answer(q.id, session.registry.questionType(q.type).correctResponse(q.data));
      await settle();
      if (lms.statements.length === 1) scores.push(session.course.score);
    }
    expect(session.course.masteryScore.score).toBe(80);
    expect(Math.max(...scores)).toBeLessThan(80);
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(70);
    const passed = lms.statements.find((s) => verbName(s) === 'passed')!;
    expect((passed.result as { score: { raw: number } }).score.raw).toBeGreaterThanOrEqual(80);
    expect((passed.context as { extensions: Record<string, unknown> }).extensions['https://w3id.org/xapi/cmi5/context/extensions/masteryscore']).toBe(0.8);
  });

  it('Browse mode: only initialized and terminated, whatever the learner does', async () => {
    const player = await launch({ launchMode: 'Browse' });
    await player.settle();
    player.answerAllCorrectly();
    await player.session.close('suspended');
    await player.settle();
    expect(player.lms.statements.map(verbName)).toEqual(['initialized', 'terminated']);
    expect(player.visits).toEqual([]);
  });

  it('an LRS that answers 503 or drops the connection gets the statement again 3000 ms later, in order, once', async () => {
    const player = await launch();
    const { lms, clock, settle } = player;
    await settle();
    lms.script.push(503, 'network');
    player.answerAllCorrectly();
    await settle();
    const sink = player.session.delivery!.sinks[0];
    expect(lms.statements.map(verbName)).toEqual(['initialized']);
    expect(sink.state).toBe('retrying');
    clock.advance(2999);
    await settle();
    expect(lms.statements.map(verbName)).toEqual(['initialized']);
    clock.advance(1);
    await settle();
    expect(lms.statements.map(verbName)).toEqual(['initialized']);
    clock.advance(3000);
    await settle();
    expect(lms.statements.map(verbName)).toEqual(['initialized', 'passed', 'completed']);
    expect(sink.pending).toBe(0);
    expect(sink.state).toBe('idle');
  });

  it('a statement the LRS refuses (400) is logged with its message and dropped; the next ones go on', async () => {
    const player = await launch();
    await player.settle();
    player.lms.script.push(400);
    player.answerAllCorrectly();
    await player.settle();
    expect(player.lms.statements.map(verbName)).toEqual(['initialized', 'completed']);
    expect(player.warnings).toEqual([expect.stringMatching(/refused statement .* \(HTTP 400\): .*scripted 400/)]);
  });

  it('page hide sends what waits with keepalive requests, and a relaunch page does not duplicate them', async () => {
    const player = await launch();
    const { lms, settle, session } = player;
    await settle();
    lms.script.push(503);
    player.answerAllCorrectly();
    await settle();
    await session.close('unload');
    await settle();
    const keepalive = lms.log.filter((r) => r.keepalive && r.method === 'PUT');
    expect(keepalive.length).toBeGreaterThanOrEqual(3);
    expect(lms.statements.map(verbName)).toEqual(['initialized', 'passed', 'completed', 'terminated']);
    player.clock.advance(3000);
    await settle();
    expect(lms.statements.map(verbName)).toEqual(['initialized', 'passed', 'completed', 'terminated']);
  });

  it('a launch whose token was already fetched plays on browser storage and says why', async () => {
    const lms = fakeCmi5Lms();
    await lms.fetch(lms.fetchUrl, { method: 'POST' });
    const plugin = defineDeliveryPlugin({ ...cmi5Delivery, open: (context: DeliveryContext) => openCmi5Delivery(context, { fetch: lms.fetch }) });
    const { session, warnings } = await createTestPlayer({ deliveries: [plugin, browserDelivery], query: lms.query() });
    expect(session.deliveryId).toBe('browser');
    expect(warnings.join('\n')).toMatch(/error 1 \(already in use\)/);
    expect(lms.statements).toEqual([]);
  });
});
