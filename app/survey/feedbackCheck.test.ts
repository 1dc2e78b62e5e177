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
  expect(await feedbackAllowed('https://learn.example/ ', 'course 1', 'l-1', yes.fn)).toBe(true);
  expect(yes.calls).toEqual([{ url: 'https://learn.example/summary/allow-learner-feedback', init: expect.objectContaining({ method: 'GET', headers: { 'X-Entity-Type': 'course', 'X-Entity-Id': 'course 1', 'X-User-Id': 'l-1' } }) }]);
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', fakeFetch(() => json(200, { isFeedbackAllowed: false })).fn)).toBe(false);
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', fakeFetch(() => json(200, { isFeedbackAllowed: 'yes' })).fn)).toBe(false);
});

test('SPEC 8.3: a failed check counts as false, and no service or no learner asks nothing', async () => {
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', fakeFetch(() => json(500, { isFeedbackAllowed: true })).fn)).toBe(false);
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', fakeFetch(() => new Response('not json', { status: 200 })).fn)).toBe(false);
  expect(await feedbackAllowed('https://learn.example', 'c', 'l', fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fn)).toBe(false);
  const none = fakeFetch(() => json(200, { isFeedbackAllowed: true }));
  expect(await feedbackAllowed(undefined, 'c', 'l', none.fn)).toBe(false);
  expect(await feedbackAllowed('https://learn.example', 'c', '', none.fn)).toBe(false);
  expect(none.calls).toEqual([]);
});
