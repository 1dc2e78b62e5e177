/**
 * The password-reset page in Chromium (SPEC 7.3 forgot password): a learner follows the e-mailed
 * link, types a new password with the keyboard only, and can sign in with it. The page is axe-clean,
 * wide and on a phone.
 */
import type { Browser, Page } from 'puppeteer-core';
import { runAxe } from '../browser/support/axe';
import { launchChromium } from '../browser/support/chromium';
import { call, PLAYER_ORIGIN, register, startHarness, type Harness } from './support/serviceHarness';

describe('password reset page', () => {
  let h: Harness;
  let browser: Browser;
  beforeAll(async () => {
    h = await startHarness('PGlite');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  async function resetLink(email: string, extra: object = {}): Promise<string> {
    const before = h.mail.length;
    await call(h, 'POST', '/api/credentials/forgot-password', { body: { email, returnUrl: `${PLAYER_ORIGIN}/#/login`, ...extra } });
    return (await h.mailNumber(before)).link;
  }

  async function open(link: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage();
    // The page's CSP (default-src 'none') would keep axe out; the policy itself is checked in auth.test.ts.
    await page.setBypassCSP(true);
    await page.setViewport(viewport);
    await page.goto(link);
    return page;
  }

  it('takes a new password typed with the keyboard, and the learner signs in with it', async () => {
    const { learner } = await register(h);
    const page = await open(await resetLink(learner.email, { lang: 'en' }), { width: 1440, height: 900 });
    expect(await runAxe(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
    await page.keyboard.type('new-password-2');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);

    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Your password has been changed');
    expect(await page.$eval('a', (a) => a.getAttribute('href'))).toBe(`${PLAYER_ORIGIN}/#/login`);
    expect(await runAxe(page)).toEqual([]);
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: 'new-password-2' } })).status).toBe(200);
    await page.close();
  });

  it('is axe-clean on a phone for a right-to-left course, in its language, and says plainly when a link is used up', async () => {
    const { learner } = await register(h);
    const link = await resetLink(learner.email, { lang: 'ar', rtl: true });
    const page = await open(link, { width: 390, height: 844 });
    // The course's language, right to left (the service has Arabic texts: server/i18n/).
    expect(await page.$eval('html', (html) => [html.lang, html.dir])).toEqual(['ar', 'rtl']);
    expect(await page.$eval('label', (label) => label.textContent)).toBe('كلمة المرور الجديدة (8 أحرف على الأقل، بدون مسافات)');
    expect(await runAxe(page)).toEqual([]);
    await page.type('#password', 'another-password');
    await Promise.all([page.waitForNavigation(), page.click('button')]);
    await page.goto(link);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('انتهت صلاحية هذا الرابط');
    expect(await runAxe(page)).toEqual([]);
    await page.close();
  });
});
