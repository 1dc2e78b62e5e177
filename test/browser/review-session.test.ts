/**
 * Review mode's session, as reviewers live it (issue 25 §2; SPEC 1, 2.4, 2.8, 2.11, 4.7, 7.7): the
 * course packaged with `npm run package -- --format review` and served, the real learner service
 * behind it (support/reviewService.ts). A reviewer opens the review link, asks for a login link with
 * the keyboard alone (LOGIN_WITH_EMAIL → REGISTER_NEW_REVIEWER → VERIFICATION_EMAIL_SENT), follows the
 * link the service e-mailed and is signed in; the link's code leaves the address and works once.
 * Review mode has no timer, no accessibility menu and saves nothing to the learner service; the
 * authoring tool framing the course hears once, at its exact origin, that review is native. The
 * change-name modal, the resend toast, ending the session (the course mounted again), and axe on
 * every layout, left to right and right to left, wide and phone.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { PLAYER_ENGLISH } from '../../core/i18n/playerEnglish';
import { startFramingHost } from './support/framingHost';
import { browserTestEnv, type Viewport } from './support/harness';
import { answer, coursePages, isScored, openCourseRoute } from './support/lmsCourse';
import {
  SIGNED_IN,
  changeNameByKeyboard,
  chooseMenuItem,
  courseStillMounted,
  focusedElement,
  followLoginLink,
  layoutOf,
  loginByKeyboard,
  markCourse,
  menuContent,
  openReviewerMenu,
  reviewerToken,
  tabTo,
  waitForLayout,
  type ReviewLayout,
} from './support/reviewer';
import { startReviewCourse, type ReviewCourse } from './support/reviewService';

const env = browserTestEnv();
const WIDE: Viewport = { width: 1280, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

let review: ReviewCourse;
let label: (key: string, values?: Record<string, string>) => string;
let people = 0;
/** A new reviewer for each walk: an address nobody used yet. */
const someone = (name = 'Rita Reviewer') => ({ name, email: `Reviewer${++people}@Example.org` });

beforeAll(async () => {
  review = await startReviewCourse(env, {
    // A course published for the learner service, with a timer: review mode must switch both off.
    publish: (serviceUrl) => ({ authServiceUrl: serviceUrl, learnServiceUrl: serviceUrl }),
    settings: { saveProgressCrossDevice: { enabled: true }, timer: { enabled: true, time: { hours: 0, minutes: 30, seconds: 0 } } },
  });
  label = (key, values = {}) => {
    const text = review.labels[key] ?? PLAYER_ENGLISH[key as keyof typeof PLAYER_ENGLISH];
    if (text === undefined) throw new Error(`no English label ${key}`);
    return Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, v), text);
  };
});

/** The panel's main button, the texts it shows, and whether the reviewer menu is there. */
const panelState = (page: Page) =>
  page.evaluate(() => {
    const panel = document.querySelector('.review-panel')!;
    const heading = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
    return {
      region: heading?.textContent?.trim() ?? null,
      main: (panel.querySelector('.btn-primary') as HTMLElement | null)?.innerText.trim() ?? null,
      text: (panel as HTMLElement).innerText,
      menu: Boolean(document.querySelector('.review-bar .review-menu-button')),
    };
  });

describe('signing in', () => {
  test('keyboard only: address, name, the e-mailed link; the code leaves the address; the panel at each step', async () => {
    const { page, errors, context } = await review.open({ viewport: WIDE });
    const rita = someone();
    const email = rita.email.toLowerCase();
    const seen: Record<string, Awaited<ReturnType<typeof panelState>> & { focus: Awaited<ReturnType<typeof focusedElement>> }> = {};
    const after = review.mailedLinks.length;
    await loginByKeyboard(page, rita, async (layout) => {
      seen[layout] = { ...(await panelState(page)), focus: await focusedElement(page) };
    });

    expect(seen.LOGIN_WITH_EMAIL).toMatchObject({ region: 'Review', main: label('[continue]'), menu: false });
    expect(seen.LOGIN_WITH_EMAIL.text).toContain(label('[review you will receive the login link]'));
    // Each step's form replaces the one that had focus: focus moves into the new step, not to the page's start.
    expect(seen.REGISTER_NEW_REVIEWER).toMatchObject({ main: label('[get login link]'), menu: false, focus: { tag: 'input', name: 'name', inPanel: true } });
    expect(seen.REGISTER_NEW_REVIEWER.text).toContain(email);
    expect(seen.VERIFICATION_EMAIL_SENT).toMatchObject({ main: label('[write a comment]'), menu: true, focus: { inPanel: true } });
    expect(seen.VERIFICATION_EMAIL_SENT.text).toContain(label('[login link sent to email]', { email }));

    // The service e-mailed a link back to this page (its language kept), with the code.
    const link = await review.mailedLink(email, after);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(review.server.url);
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('reviewLoginCode')).toMatch(/^[\w-]{20,}$/);

    await followLoginLink(page, link);
    expect(await layoutOf(page)).toBe('ADD_COMMENT');
    expect((await panelState(page)).text).toContain(label('[add a comment hover over any block]'));
    // The code is good once: it leaves the address (and the history entry) as soon as it is read.
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('reviewLoginCode'), { timeout: 5000 });
    expect(new URL(page.url()).searchParams.get('language')).toBe('en');

    await openReviewerMenu(page);
    expect(await menuContent(page)).toEqual({ identity: [rita.name, email], items: [label('[change name]'), label('[change course language]'), label('[end session]')] });

    // The session is kept: a reload is still signed in, without the link.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForLayout(page, SIGNED_IN);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a link used once is refused when opened again, elsewhere; the reviewer reads why and can ask again', async () => {
    const first = await review.open();
    const person = someone('Omar Once');
    const after = review.mailedLinks.length;
    await loginByKeyboard(first.page, person);
    const link = await review.mailedLink(person.email, after);
    await followLoginLink(first.page, link);

    const second = await review.open();
    await second.page.goto(link, { waitUntil: 'domcontentloaded' });
    await waitForLayout(second.page, 'LOGIN_WITH_EMAIL');
    const alert = await second.page.waitForSelector('.review-panel [role=alert]', { timeout: 10000 });
    expect(await alert!.evaluate((a) => (a as HTMLElement).innerText.trim())).toBe(label('player:review link not valid'));
    await second.page.waitForFunction(() => !new URLSearchParams(location.search).has('reviewLoginCode'), { timeout: 5000 });
    expect(await reviewerToken(second.page, review.courseId)).toBeNull();
    // The first profile is still signed in: refusing the reused code ended nothing.
    await first.page.reload({ waitUntil: 'domcontentloaded' });
    await waitForLayout(first.page, SIGNED_IN);
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.context.close();
    await second.context.close();
  });
});

describe('what review mode leaves out', () => {
  test('no timer and no accessibility menu; answering a question saves in the browser, never to the learner service', async () => {
    // The package as served still names the service for learners and a 30-minute timer.
    const settings = JSON.parse(await readFile(path.join(review.site, 'settings.js'), 'utf8'));
    expect(settings).toMatchObject({ saveProgressCrossDevice: { enabled: true }, timer: { enabled: true } });
    expect(JSON.parse(await readFile(path.join(review.site, 'publishSettings.js'), 'utf8'))).toMatchObject({ publishMode: 'Review', learnServiceUrl: review.serviceUrl });

    const reviewer = await review.reviewer(someone('Tim Timer'));
    const { page, errors } = reviewer;
    const toService: string[] = [];
    const reviewCalls: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(review.serviceUrl)) return;
      (r.url().startsWith(`${review.serviceUrl}/api/review/`) ? reviewCalls : toService).push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    // The listener sees the service's requests: the reload asks the review API who the reviewer is.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForLayout(page, SIGNED_IN);
    expect(reviewCalls).toContain('GET /api/review/me');
    const question = (await coursePages(review.site)).find((q) => isScored(q) && q.type === 'singleSelectText')!;
    expect(await answer(page, page.mainFrame(), question, 'right')).toBe('correct');
    // Saved where review mode keeps progress: in the browser.
    await page.waitForFunction((id: string) => Object.keys(localStorage).some((k) => k.startsWith('course_progress') && k.includes(id) && (localStorage.getItem(k) ?? '').length > 0), { timeout: 10000 }, review.courseId);
    await openCourseRoute(page.mainFrame(), `/sections/${question.sectionId}`);
    // Hiding the page is when a learner's progress goes out at the latest.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await new Promise((r) => setTimeout(r, 1500));
    expect(toService).toEqual([]);

    expect(await page.$('.timer')).toBeNull();
    expect(await page.$('.user-menu-button')).toBeNull();
    expect(await page.$('.a11y-toggle')).toBeNull();
    // The reviewer's menu holds no accessibility section either (SPEC 2.4, 2.11).
    await openReviewerMenu(page);
    // The showcase has two languages: 'Change course language' (SPEC 2.4) for the authenticated reviewer.
    expect((await menuContent(page)).items).toEqual([label('[change name]'), label('[change course language]'), label('[end session]')]);
    expect(await page.$('.review-menu-list .a11y-toggle')).toBeNull();
    expect(errors).toEqual([]);
    await reviewer.context.close();
  });
});

describe('the 65 px bar over the page', () => {
  test("wide: the cover's hero ends at the screen's bottom; scrolled, the learner's header and the contents stay below the bar; focus scrolls clear of both", async () => {
    const { page, errors, context } = await review.open({ viewport: WIDE });
    const box = (selector: string) => page.$eval(selector, (e) => {
      const r = e.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), viewport: innerHeight };
    });
    const hero = await box('.cover-hero');
    expect(hero).toEqual({ top: 65, bottom: hero.viewport, viewport: WIDE.height });

    const [first] = await coursePages(review.site);
    await openCourseRoute(page.mainFrame(), `/sections/${first.sectionId}`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 200, { timeout: 5000 });
    const header = await box('.app-header');
    expect(header.top).toBe(65);
    const toc = await box('.toc');
    expect(toc.top).toBeGreaterThanOrEqual(header.bottom - 1);
    expect(toc.bottom).toBeLessThanOrEqual(WIDE.height);
    // The page's first link, scrolled out above, comes back into view below the bar and the header when focused.
    await page.evaluate(() => (document.querySelector('main a[href], main button') as HTMLElement).focus());
    const focused = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
    expect(focused).toBeGreaterThanOrEqual(header.bottom);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('SPEC 7.7: the authoring tool framing the course', () => {
  test('hears exactly once that review is native, from the player origin; a frame of any other origin hears nothing', async () => {
    const host = env.use(await startFramingHost());
    const context = await env.context();
    const page = await context.newPage();
    await page.goto(host.pageFor(review.link(`authoringToolDomain=${encodeURIComponent(host.origin)}`)), { waitUntil: 'domcontentloaded' });
    const frame = await host.playerFrame(page);
    await frame.waitForSelector('.review-panel[data-layout=LOGIN_WITH_EMAIL]', { timeout: 20000 });
    // Later messages would come within this wait (the player posts at its start).
    await new Promise((r) => setTimeout(r, 1500));
    expect(await host.received(page)).toEqual([{ origin: review.origin, data: { type: 'course-player:review-supported', version: 1 }, fromPlayer: true }]);

    // Told to another origin (the tool is elsewhere), or to none: this host hears nothing, so the message is never sent to '*'.
    for (const query of ['authoringToolDomain=https%3A%2F%2Ftool.example.com', '']) {
      const other = await context.newPage();
      await other.goto(host.pageFor(review.link(query)), { waitUntil: 'domcontentloaded' });
      await (await host.playerFrame(other)).waitForSelector('.review-panel[data-layout=LOGIN_WITH_EMAIL]', { timeout: 20000 });
      await new Promise((r) => setTimeout(r, 1500));
      expect({ query, received: await host.received(other) }).toEqual({ query, received: [] });
    }
    await context.close();
  });
});

describe('the reviewer menu', () => {
  test("change name: the 538 px modal by keyboard; the new name in the menu, at the service and after a reload", async () => {
    const person = someone('Nadia Name');
    const { page, errors, context } = await review.reviewer(person, { viewport: WIDE });
    let width = 0;
    await changeNameByKeyboard(page, label('[change name]'), 'Nadia N. Reviewer', async () => {
      width = await page.$eval('dialog[open]', (d) => d.getBoundingClientRect().width);
      expect(await page.$eval('dialog[open]', (d) => (d as HTMLElement).innerText)).toContain(label('[change your name]'));
    });
    expect(width).toBe(538);
    await openReviewerMenu(page);
    expect((await menuContent(page)).identity).toEqual(['Nadia N. Reviewer', person.email.toLowerCase()]);
    const me = await review.api('GET', '/me', { token: (await reviewerToken(page, review.courseId))! });
    expect(await me.json()).toMatchObject({ name: 'Nadia N. Reviewer', email: person.email.toLowerCase() });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForLayout(page, SIGNED_IN);
    await openReviewerMenu(page);
    expect((await menuContent(page)).identity[0]).toBe('Nadia N. Reviewer');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("resend: the panel's button and the menu item show the toast bottom-right, with the address; Close dismisses it", async () => {
    const { page, errors, context } = await review.open({ viewport: WIDE });
    const person = someone('Rosa Resend');
    const email = person.email.toLowerCase();
    await loginByKeyboard(page, person);
    await tabTo(page, '.review-panel button', label('[resend link]'));
    await page.keyboard.press('Enter');
    const toast = await page.waitForSelector('[role=status] .review-toast', { timeout: 10000 });
    expect(await toast!.evaluate((t) => (t as HTMLElement).innerText)).toContain(label('[login link resent]', { email }));
    expect(await toast!.evaluate((t) => (t as HTMLElement).innerText)).toContain(label('[check spam folder]'));
    const box = await toast!.evaluate((t) => {
      const r = t.getBoundingClientRect();
      return { right: innerWidth - r.right, bottom: innerHeight - r.bottom };
    });
    expect(box.right).toBeLessThanOrEqual(32);
    expect(box.bottom).toBeLessThanOrEqual(32);
    await tabTo(page, '.review-toast button', label('[close]'));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('.review-toast'), { timeout: 5000 });

    await openReviewerMenu(page);
    expect((await menuContent(page)).items).toEqual([label('[change email or name]'), label('[resend link]'), label('[end session]')]);
    await chooseMenuItem(page, label('[resend link]'));
    await page.waitForSelector('[role=status] .review-toast', { timeout: 10000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('end session: back to LOGIN_WITH_EMAIL, the course mounted again, the token gone and refused by the service', async () => {
    const { page, errors, context } = await review.reviewer(someone('Erik End'), { viewport: WIDE });
    const question = (await coursePages(review.site)).find(isScored)!;
    await openCourseRoute(page.mainFrame(), `/sections/${question.sectionId}`);
    await markCourse(page);
    const token = (await reviewerToken(page, review.courseId))!;
    expect((await review.api('GET', '/me', { token })).status).toBe(200);

    await openReviewerMenu(page);
    await chooseMenuItem(page, label('[end session]'));
    await waitForLayout(page, 'LOGIN_WITH_EMAIL');
    await page.waitForFunction(() => document.querySelector('main h1') && !document.querySelector('main h1[data-test-mounted]'), { timeout: 10000 });
    expect(await courseStillMounted(page)).toBe(false);
    // Still on the same page of the course, mounted anew.
    expect(await page.evaluate(() => location.hash)).toBe(`#/sections/${question.sectionId}`);
    expect(await page.$('.review-bar .review-menu-button')).toBeNull();
    expect(await focusedElement(page)).toMatchObject({ tag: 'input', name: 'email', inPanel: true });
    expect(await reviewerToken(page, review.courseId)).toBeNull();
    expect((await review.api('GET', '/me', { token })).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the course's owner", () => {
  test("signs in on the service's review page through the e-mailed link; sees a reviewer's comment as text; nobody else gets a link", async () => {
    const mailsBefore = review.mailedLinks.length;
    const stranger = await (await fetch(`${review.serviceUrl}/api/review/owner/sign-in-link`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: review.serviceUrl }, body: 'email=stranger%40example.org' })).text();
    expect(stranger).toContain('If this address owns a course, a sign-in link is on its way.');

    const owner = await review.ownerSignIn();
    expect(await owner.page.$eval('h1', (h) => h.textContent)).toBe('Review: Caring for Houseplants');
    expect(await owner.page.$eval('header', (h) => (h as HTMLElement).innerText)).toContain(`Signed in as ${review.owners[0]}`);
    expect(await owner.page.$eval('body', (b) => b.innerText)).toContain('No comments yet.');
    // Only the owner was mailed (the stranger's address got the same answer and no link).
    expect(review.mailedLinks.slice(mailsBefore).map((m) => m.to)).toEqual([review.owners[0]]);

    // The comment UI is not built yet: a reviewer comments through the service's own call.
    const { token } = await review.apiReviewer(someone('Cleo Comment'));
    const text = '<img src=x onerror="document.title=1">=SUM(A1) looks off';
    const posted = await review.api('POST', '/comments', { token, body: { text, anchor: { type: 'course' } } });
    expect(posted.status).toBe(201);
    await owner.page.reload({ waitUntil: 'domcontentloaded' });
    expect(await owner.page.$eval('.threads .text', (p) => p.textContent)).toBe(text);
    expect(await owner.page.$('.threads img')).toBeNull();
    expect(await owner.page.$eval('body', (b) => b.innerText)).toContain('Comments (1)');
    const csv = await owner.csv();
    expect(csv).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8' });
    expect(csv.text).toContain(`"${text.replace(/"/g, '""')}"`);
    expect(csv.text).toContain('"Cleo Comment"');
    await owner.context.close();
  });
});

describe('republishing (support/reviewService.ts, for the comment tests)', () => {
  test("a page removed and republished: the service finds the comment on it 'elsewhere', and the owner's page lists it there", async () => {
    const course = await startReviewCourse(env);
    const { token } = await course.apiReviewer(someone('Paula Publish'));
    const [first] = await coursePages(course.site);
    const posted = await course.api('POST', '/comments', { token, body: { text: 'This page repeats the last one.', anchor: { type: 'page', sectionId: first.sectionId, pageId: first.id } } });
    expect(posted.status).toBe(201);
    const placement = async () => ((await (await course.api('GET', '/comments?placement=package', { token })).json()) as { comments: { placement: string }[] }).comments.map((c) => c.placement);
    expect(await placement()).toEqual(['inPlace']);

    await course.republish(async (source) => {
      const file = path.join(source, 'content', 'data.js');
      const data = JSON.parse(await readFile(file, 'utf8'));
      for (const section of data.sections) section.questions = section.questions.filter((q: { id: string }) => q.id !== first.id);
      await writeFile(file, JSON.stringify(data));
    });
    expect((await coursePages(course.site)).some((q) => q.id === first.id)).toBe(false);
    expect(JSON.parse(await readFile(path.join(course.site, 'publishSettings.js'), 'utf8'))).toMatchObject({ publishMode: 'Review', reviewApiUrl: `${course.serviceUrl}/api/review` });
    expect(await placement()).toEqual(['elsewhere']);
    const owner = await course.ownerSignIn();
    expect(await owner.page.$eval('body', (b) => b.innerText)).toMatch(/Elsewhere \(1\)[\s\S]*This page repeats the last one\./);
    await owner.context.close();
  });
});

describe('axe on every layout', () => {
  test.each([
    ['left to right, wide', 'language=en', WIDE],
    ['left to right, phone', 'language=en', PHONE],
    ['right to left, wide', 'language=ar', WIDE],
    ['right to left, phone', 'language=ar', PHONE],
  ] as const)('%s: the login layouts, the toast, ADD_COMMENT, the menu and the change-name modal have no violations', async (name, query, viewport) => {
    const { page, errors, context } = await review.open({ viewport, query });
    const rtl = query === 'language=ar';
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr');
    const checked: string[] = [];
    const check = async (what: string) => {
      await env.axe(page, `${name}: ${what}`);
      checked.push(what);
    };
    const person = someone(rtl ? 'ريم المراجعة' : 'Axel Axe');
    const after = review.mailedLinks.length;
    await loginByKeyboard(page, person, (layout: ReviewLayout) => check(layout));
    // The panel's resend button: the toast.
    await page.click('.review-panel .review-resend button');
    await page.waitForSelector('.review-toast');
    await check('toast');
    // Wide, the panel is beside the course at the inline end; on a phone, under the bar, full width.
    const panel = await page.$eval('.review-panel', (p) => {
      const r = p.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(innerWidth - r.right), top: Math.round(r.top), width: Math.round(r.width) };
    });
    if (viewport === WIDE) expect(rtl ? panel.left : panel.right).toBe(0);
    if (viewport === WIDE) expect(rtl ? panel.right : panel.left).toBeGreaterThan(500);
    else expect(panel).toMatchObject({ left: 0, right: 0, width: viewport.width });
    expect(panel.top).toBeGreaterThanOrEqual(65);

    await followLoginLink(page, await review.mailedLink(person.email, after));
    await check('ADD_COMMENT');
    // A course page: the review bar above the learner's header, the panel beside the page.
    await openCourseRoute(page.mainFrame(), `/sections/${(await coursePages(review.site))[0].sectionId}`);
    await waitForLayout(page, SIGNED_IN);
    await check('section page');
    await openReviewerMenu(page);
    await check('menu');
    // An authenticated reviewer's first item is 'Change name' (in the course's language).
    const [changeName] = (await menuContent(page)).items;
    await page.keyboard.press('Escape');
    await changeNameByKeyboard(page, changeName, `${person.name} 2`, () => check('change-name modal'));
    expect(checked).toEqual(['LOGIN_WITH_EMAIL', 'REGISTER_NEW_REVIEWER', 'VERIFICATION_EMAIL_SENT', 'toast', 'ADD_COMMENT', 'section page', 'menu', 'change-name modal']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
