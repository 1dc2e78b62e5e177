/**
 * @jest-environment node
 */
import { feedbackAllowed } from './feedbackCheck';

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

test('SPEC 7.5: the course and the learner go in headers; only isFeedbackAllowed true allows', async () => {
  const yes = fakeFetch(() => json(200, { isFeedbackAllowed: true }));
  expect(await feedbackAllowed('https://learn.example/ ', 'course 1', 'l-1', null, yes.fn)).toBe(true);
  expect(yes.calls).toEqual([{ url: 'https://learn.example/summary/allow-learner-feedback', init: expect.objectContaining({ method: 'GET', headers: { 'X-Entity-Type': 'course', 'X-Entity-Id': 'course 1', 'X-User-Id': 'l-1' } }) }]);
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', null, fakeFetch(() => json(200, { isFeedbackAllowed: false })).fn)).toBe(false);
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', null, fakeFetch(() => json(200, { isFeedbackAllowed: 'yes' })).fn)).toBe(false);
});

test("issue 21: the check carries the Authorization the learner service asks (the learner's token, or the course's credentials)", async () => {
  const asked = fakeFetch(() => json(200, { isFeedbackAllowed: true }));
  expect(await feedbackAllowed('https://learn.example', 'c', 'l-1', 'Bearer t0k3n', asked.fn)).toBe(true);
  expect(asked.calls[0].init.headers).toEqual({ 'X-Entity-Type': 'course', 'X-Entity-Id': 'c', 'X-User-Id': 'l-1', Authorization: 'Bearer t0k3n' });
});

test('SPEC 8.3: a failed check counts as false, and no service or no learner asks nothing', async () => {
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', null, fakeFetch(() => json(500, { isFeedbackAllowed: true })).fn)).toBe(false);
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', null, fakeFetch(() => new Response('not json', { status: 200 })).fn)).toBe(false);
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', null, fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fn)).toBe(false);
  const none = fakeFetch(() => json(200, { isFeedbackAllowed: true }));
  expect(await feedbackAllowed(undefined, 'c', 'l', null, none.fn)).toBe(false);
  expect(await feedbackAllowed('https://learn.example', 'c', '', null, none.fn)).toBe(false);
  expect(none.calls).toEqual([]);
});
