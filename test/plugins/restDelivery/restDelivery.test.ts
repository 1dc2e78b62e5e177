/**
 * @jest-environment node
 */
// The example delivery backend of docs/plugins.md in a player session, against a real endpoint over HTTP.
import { when } from 'mobx';
import { readPublishSettings, type PlayerSession } from '@core';
import { createTestPlayer } from '../../support/createTestPlayer';
import { restDelivery, progressUrl } from '.';
import { learnerOf } from './openRestDelivery';
import { startProgressEndpoint, type ProgressEndpoint } from './progressEndpoint';
import { RestProgressStore } from './RestProgressStore';

let endpoint: ProgressEndpoint;
let path: string;
let n = 0;
beforeEach(async () => {
  endpoint = await startProgressEndpoint();
  path = `/progress/ada/showcase-${++n}`;
});
afterEach(() => endpoint.close());

const launch = (extra = '') => ({
  deliveries: [restDelivery({ allowedOrigins: [endpoint.origin] })],
  query: `progressUrl=${encodeURIComponent(endpoint.url(path))}&learnerId=ada&learnerName=Ada%20Lovelace${extra}`,
});
const answerRight = (session: PlayerSession, index: number) => {
  const q = session.course.progressQuestions[index];
  session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
  return q;
};
const isAnswered = (session: PlayerSession, id: string) => session.course.questionById.get(id)!.isAnswered;

describe('launch', () => {
  const page = { location: { href: 'https://courses.intranet.example/course/index.html', origin: 'https://courses.intranet.example' } } as Window;
  const detect = (url: string, window: Window | null = page) => progressUrl({ publish: readPublishSettings({}), query: new URLSearchParams({ progressUrl: url }), window }, ['https://progress.intranet.example']);

  it("takes a progressUrl on the page's own origin (relative too) or one the host allows", () => {
    expect(detect('/api/progress/ada')?.href).toBe('https://courses.intranet.example/api/progress/ada');
    expect(detect('https://progress.intranet.example/ada/course-1')?.href).toBe('https://progress.intranet.example/ada/course-1');
    expect(detect('https://progress.intranet.example/ada', null)?.href).toBe('https://progress.intranet.example/ada');
  });

  it('refuses any other origin, any other scheme, and no progressUrl: browser storage takes the launch', () => {
    for (const url of ['https://evil.example/steal', 'http://progress.intranet.example/ada', 'javascript:alert(1)', 'data:text/plain,x', '//evil.example/x', 'http://[bad']) {
      expect(detect(url)).toBeNull();
    }
    expect(restDelivery().detect({ publish: readPublishSettings({}), query: new URLSearchParams(), window: page })).toBe(false);
    expect(restDelivery().priority).toBeGreaterThan(0);
  });

  it('knows the learner the link names, or none', () => {
    expect(learnerOf(new URLSearchParams('learnerId=ada&learnerName=Ada'))).toEqual({ id: 'ada', name: 'Ada' });
    expect(learnerOf(new URLSearchParams('learnerName=Ada'))).toEqual({ name: 'Ada' });
    expect(learnerOf(new URLSearchParams('learnerId=%20'))).toBeNull();
  });
});

describe('a session', () => {
  it('saves a course answered at the endpoint, on the ETag it last saw, and a reopened course resumes', async () => {
    const { session, warnings } = await createTestPlayer(launch());
    expect(session.delivery?.id).toBe('rest');
    expect(session.delivery?.backend.learner).toEqual({ id: 'ada', name: 'Ada Lovelace' });
    const q1 = answerRight(session, 0);
    await session.saving.flush();
    const q2 = answerRight(session, 1);
    await session.saving.flush();
    const puts = endpoint.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.condition, r.status])).toEqual([
      ['If-None-Match: *', 204],
      ['If-Match: "1"', 204],
    ]);
    expect(warnings).toEqual([]);

    const again = await createTestPlayer(launch());
    expect(isAnswered(again.session, q1.id) && isAnswered(again.session, q2.id)).toBe(true);
    expect(again.session.course.questionById.get(q1.id)!.isAnsweredCorrectly).toBe(true);
  });

  it("two tabs: the one that writes over the other's newer record gets a conflict, merges the other's answers (issue 21 §5) and writes both", async () => {
    const laptop = await createTestPlayer(launch());
    const q1 = answerRight(laptop.session, 0);
    await laptop.session.saving.flush();
    const phone = await createTestPlayer(launch());
    const q2 = answerRight(phone.session, 1);
    await phone.session.saving.flush();

    const q3 = answerRight(laptop.session, 2);
    await laptop.session.saving.flush();
    // The 412 was merged: the laptop shows the phone's answer, and the endpoint holds all three.
    expect(isAnswered(laptop.session, q2.id)).toBe(true);
    const later = await createTestPlayer(launch());
    for (const q of [q1, q2, q3]) expect(isAnswered(later.session, q.id)).toBe(true);
    // Closing the course ('Continue later' writes what is pending) keeps them too.
    await laptop.session.exit.close('suspended');
    const last = await createTestPlayer(launch());
    for (const q of [q1, q2, q3]) expect(isAnswered(last.session, q.id)).toBe(true);
    expect([...laptop.warnings, ...phone.warnings]).toEqual([]);
  });

  it('an endpoint that cannot be reached: the connection is lost, the latest state is kept and retried, and written once it is back', async () => {
    const { session, warnings } = await createTestPlayer(launch());
    const q1 = answerRight(session, 0);
    await session.saving.flush();
    const before = endpoint.records.get(path)!.text;

    endpoint.answer = 'drop';
    const q2 = answerRight(session, 1);
    await session.saving.flush();
    expect(session.connection.state).toBe('lost');
    endpoint.answer = 503;
    const q3 = answerRight(session, 2);
    await session.saving.flush();
    expect(endpoint.records.get(path)!.text).toBe(before);
    // Warned once for the whole outage, however many writes failed.
    expect(warnings).toEqual([expect.stringMatching(/Progress could not be saved \(offline: .* cannot be reached\); the latest state is kept and sent again/)]);

    endpoint.answer = null;
    await session.saving.flush();
    expect(session.connection.state).toBe('back');
    // SPEC 4.7: the note that the connection is back goes after 2 s.
    await when(() => session.connection.state === 'online', { timeout: 5000 });
    const again = await createTestPlayer(launch());
    expect([q1, q2, q3].map((q) => isAnswered(again.session, q.id))).toEqual([true, true, true]);
  });
});

describe('the store', () => {
  const store = () => new RestProgressStore(endpoint.url(path), { warn: () => undefined });

  it.each([
    [401, 'unauthorized', false],
    [403, 'unauthorized', false],
    [413, 'too-large', false],
    [503, 'offline', true],
    ['drop', 'offline', true],
    [400, 'offline', false],
  ] as const)('reports an endpoint answering %s as %s (retryable: %s)', async (answer, kind, retryable) => {
    endpoint.answer = answer;
    expect(await store().save('text')).toMatchObject({ kind, retryable });
  });

  it('page hide: a keepalive PUT; the next save goes on from it, whichever of the two the endpoint got first', async () => {
    const s = store();
    expect((await s.save('first')).kind).toBe('ok');
    expect(s.flushSync('on hide')).toEqual({ kind: 'ok' });
    expect(await s.save('shown again')).toMatchObject({ kind: 'ok' });
    await endpoint.until(() => endpoint.requests.filter((r) => r.method === 'PUT').length >= 3);
    expect(endpoint.records.get(path)!.text).toBe('shown again');
  });

  it('start over removes the record, and the next save creates it again', async () => {
    const s = store();
    await s.save('kept');
    await s.remove();
    expect(endpoint.records.has(path)).toBe(false);
    expect(await s.load()).toBeNull();
    expect((await s.save('new')).kind).toBe('ok');
    expect(endpoint.records.get(path)!.text).toBe('new');
  });
});
