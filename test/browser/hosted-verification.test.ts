/**
 * Issue 21 §1, the learner's side, in Chromium against the real learner service: a learner signs up
 * for a course limited to listed addresses (SPEC 6.2) with a listed address. The screen says to
 * check the e-mail (keyboard, axe), with "send the link again" and, the course being limited, no
 * "continue without verification". Signed in before confirming, they get the no-access screen: an
 * address only claimed is not on the list. Following the link the service e-mailed (its development
 * mailer prints it) and signing in there confirms the address, and the course opens and keeps their
 * progress: access only then.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { answeredIn, signInOnLoginScreen, startHostedCourse, type HostedCourse } from './support/hostedService';
import { answer, coursePages, type CoursePage } from './support/lmsCourse';

const env = browserTestEnv();
let hosted: HostedCourse;
let question: CoursePage;

const LEARNER = { name: 'Grace <i>Hopper</i>', email: 'grace@example.org', password: 'cobol-1959' };

beforeAll(async () => {
  hosted = await startHostedCourse(env, {
    // The service and the package served both limit the course to this address.
    serviceReads: { accessLimitation: { enabled: true, allowedUsers: [{ email: 'Grace@Example.org' }] } },
  });
  question = (await coursePages(hosted.dir)).find((q) => q.type === 'singleSelectText')!;
}, 60000);

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

test('sign up, "check your e-mail", no access until the mailed link is followed; then the course opens and keeps progress', async () => {
  const { context, page, errors } = await env.freshPage();
  await page.goto(`${hosted.server.url}#/signup`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.signin-page input[name=name]', { timeout: 20000 });
  await page.type('.signin-page input[name=name]', LEARNER.name);
  await page.type('.signin-page input[name=email]', LEARNER.email);
  await page.type('.signin-page input[name=password]', LEARNER.password);
  await page.keyboard.press('Enter');

  // The step after sign-up: its heading focused, the address as text, the link offered again; no going on unconfirmed here.
  await page.waitForFunction(() => document.activeElement?.matches('.signin-page h1') && document.activeElement.textContent === 'Confirm your e-mail', { timeout: 20000 });
  expect(await page.$eval('.signin-check-email', (p) => (p as HTMLElement).innerText)).toBe(`Check ${LEARNER.email} for your sign-in link.`);
  expect(await page.$$eval('.signin-page button', (bs) => bs.map((b) => (b as HTMLElement).innerText.trim()))).toEqual(['Send the link again']);
  // One main landmark shown (the start-up loader's, underneath, is hidden meanwhile).
  expect(await page.$$eval('main', (ms) => ms.filter((m) => m.getClientRects().length > 0).length)).toBe(1);
  await env.axe(page, 'check your e-mail');
  const link = await hosted.mailedLink(LEARNER.email);
  expect(new URL(link).searchParams.get('verifyEmail')).toBeTruthy();

  // By keyboard: "send the link again" (its outcome in a status region), then back to sign in.
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Send the link again');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.signin-page [role=status]')?.textContent === 'We sent the sign-in link to grace@example.org again.');
  await env.axe(page, 'check your e-mail, sent again');
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Back to sign in');
  await page.keyboard.press('Enter');

  // Signed in before confirming: the address is only claimed, so it is not on the list (SPEC 6.2).
  const requests: HTTPRequest[] = [];
  page.on('request', (r) => requests.push(r));
  await signInOnLoginScreen(page, LEARNER);
  await page.waitForSelector('.no-access-page h1', { timeout: 20000 });
  expect(requests.filter((r) => r.url().includes('/attempts') && r.method() !== 'OPTIONS')).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();

  // The link from the e-mail, in another browser: the course's sign-in, and the course once signed in.
  const other = await env.freshPage();
  await other.page.goto(link, { waitUntil: 'domcontentloaded' });
  await signInOnLoginScreen(other.page, LEARNER);
  await other.page.waitForFunction(() => !document.querySelector('.signin-page') && document.querySelector('main h1'), { timeout: 20000 });
  expect(await other.page.$('.no-access-page')).toBeNull();
  // The mailed link names no language: the two-language showcase's first launch asks (SPEC 2.8); English confirmed.
  await other.page.waitForSelector('dialog[open].language-popup .language-continue', { timeout: 20000 });
  await other.page.focus('dialog[open].language-popup .language-continue');
  await other.page.keyboard.press('Enter');
  await other.page.waitForFunction(() => !document.querySelector('dialog[open].language-popup'), { timeout: 10000 });
  // The code was used once and left the address.
  expect(await other.page.evaluate(() => window.location.search)).not.toContain('verifyEmail');
  expect(await answer(other.page, other.page.mainFrame(), question, 'right')).toBe('correct');
  const token = await hosted.signIn(LEARNER);
  expect(answeredIn(await hosted.saved(token, (r) => answeredIn(r) > 0))).toBe(1);
  expect(other.errors).toEqual([]);
  await other.context.close();
});
