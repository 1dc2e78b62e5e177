/**
 * "An expired token logs out without losing answers" (issue 12; SPEC 4.7, 7.3) with a token that
 * really expires: the learner service (server/, PGlite) runs with a short access-token lifetime
 * (ACCESS_TOKEN_TTL_SECONDS). An answer given after the expiry stays on screen, the login screen
 * comes over the course, signing in again delivers the answer, and a fresh profile finds it.
 */
import { browserTestEnv } from './support/harness';
import { answeredIn, answeredOneAndMovedOn, signInOnLoginScreen, startHostedCourse, type HostedCourse } from './support/hostedService';
import { answer, answerState, answerStates, coursePages, routeOf, type CoursePage } from './support/lmsCourse';
import { newPlayerPage } from './support/player';

// Long enough to open the course and answer once on a loaded machine; the test then waits for the real expiry.
const TOKEN_LIFETIME_SECONDS = 15;

const env = browserTestEnv();
let hosted: HostedCourse;
let right: CoursePage;
let wrong: CoursePage;

beforeAll(async () => {
  hosted = await startHostedCourse(env, { env: { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_LIFETIME_SECONDS) } });
  [right, wrong] = (await coursePages(hosted.dir)).filter((q) => q.type === 'singleSelectText');
}, 60000);

async function refused(token: string): Promise<boolean> {
  const response = await fetch(`${hosted.serviceUrl}/api/learner/me`, { headers: { Authorization: `Bearer ${token}`, Origin: hosted.origin } });
  return response.status === 401 || response.status === 403;
}

test('an expired token logs the learner out without losing answers: the answer given after expiry is delivered once they sign in again', async () => {
  const learner = { name: 'Katherine Johnson', email: 'katherine@example.org', password: 'orbit-1962' };
  const { context, page, errors, frame, token } = await answeredOneAndMovedOn(hosted, learner, right, wrong);
  expect(await page.$('.signin-page')).toBeNull();

  // The token's lifetime ends on the service's clock: it is refused from now on.
  for (let i = 0; !(await refused(token)); i++) {
    if (i > 4 * 2 * TOKEN_LIFETIME_SECONDS) throw new Error('the token never expired');
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(await answer(page, frame, wrong, 'wrong')).toBe('incorrect');
  // Its save is refused: logged out, the login screen comes over the course, whose address stays.
  await page.waitForSelector('.signin-page h1', { timeout: 20000 });
  expect(await page.evaluate(() => sessionStorage.getItem('token.learn'))).toBeNull();
  expect(await page.evaluate(() => window.location.hash)).toBe(`#${routeOf(wrong)}`);
  await env.axe(page, 'login over the course after the expiry');
  await signInOnLoginScreen(page, learner);
  await page.waitForFunction(() => !document.querySelector('.signin-page'), { timeout: 20000 });
  expect(await answerState(frame)).toBe('incorrect');
  // The retried save went through with the new token.
  // A token of the learner's own, fresh from the credentials call (each lives TOKEN_LIFETIME_SECONDS).
  const again = await hosted.signIn(learner);
  await hosted.saved(again, (r) => answeredIn(r) === 2);
  expect(errors).toEqual([]);
  await context.close();

  // A fresh profile signing in finds both answers.
  const other = await env.context();
  const fresh = await newPlayerPage(other);
  await fresh.page.goto(`${hosted.server.url}?language=en#/`, { waitUntil: 'domcontentloaded' });
  await signInOnLoginScreen(fresh.page, learner);
  await fresh.page.waitForFunction((r) => !document.querySelector('.signin-page') && window.location.hash === r, { timeout: 20000 }, `#${routeOf(wrong)}`);
  const freshFrame = fresh.page.mainFrame();
  expect(await answerStates(freshFrame, [wrong, right])).toEqual(['incorrect', 'correct']);
  expect(fresh.errors).toEqual([]);
  await other.close();
});
