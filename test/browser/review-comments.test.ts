/**
 * Review comments as reviewers and the course's owner use them (issue 25 §2, §3; SPEC 1, 2.1, 2.11, 3.8,
 * 4.7, 4.8): the course packaged for review and served, the real learner service (PGlite) behind it
 * (support/reviewService.ts). Two reviewers in two browser profiles comment on a block, a question page
 * and the course title, and each sees the other's comments and replies arrive live, without a reload
 * (the delay is measured and printed); the owner, in a third profile, answers on the service's review
 * page, resolves a thread and exports the CSV; the reviewer sees the resolution, acknowledges it once.
 * Delete asks first, restore; nobody deletes another's comment. Ending the session and the login link
 * again keep every comment. The owner's e-mailed answer opens the comment (commentContext). Republished
 * with a block edited and a page removed, one thread is outdated in place, one is listed elsewhere, none
 * is lost. One whole path by keyboard alone, focus never under the 65 px bar; axe with the form, the
 * confirmation, outdated and elsewhere threads, left to right and right to left, wide and phone; a
 * comment made of markup stays text everywhere.
 *
 * The steps build on each other (one service, one course, one browser for the file); each checks what
 * it is about.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { PLAYER_ENGLISH } from '../../core/i18n/playerEnglish';
import { MOUSE_POINTER_FLAGS } from './support/chromium';
import { browserTestEnv, type Viewport } from './support/harness';
import { newPlayerPage, pageShown } from './support/player';
import { coursePages, openCourseRoute, routeOf, type CoursePage } from './support/lmsCourse';
import { chooseMenuItem, followLoginLink, loginByKeyboard, openReviewerMenu, reviewerToken, tabTo, waitForLayout } from './support/reviewer';
import { startReviewCourse, type OwnerPage, type ReviewCourse, type ReviewerPage } from './support/reviewService';

// A mouse: the comment controls show on hover (headless Chromium otherwise says it is a touch screen, where they always show).
const env = browserTestEnv({ chromiumArgs: MOUSE_POINTER_FLAGS });
const WIDE: Viewport = { width: 1280, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };
const RITA = { name: 'Rita Reviewer', email: 'rita@example.org' };
const OMAR = { name: 'Omar Other', email: 'omar@example.org' };

let review: ReviewCourse;
let rita: ReviewerPage;
let omar: ReviewerPage;
let owner: OwnerPage;
/** The question page both reviewers read (a block, the page's title), and another question of the same section (removed on republishing). */
let question: CoursePage;
let otherQuestion: CoursePage;
/** A block of `question` (its instructions), and a block of a content page (the keyboard path's). */
let block: string;
let contentPage: CoursePage;
let contentBlock: string;
/** The threads made on the way, by the test's name for them. */
const ids: Record<string, string> = {};
/** Live delays measured (ms), printed at the end. */
const delays: string[] = [];
/** The review API's live-channel calls each reviewer's page made (method and path), from their sign-in on. */
const liveCalls: Record<string, string[]> = { rita: [], omar: [] };

const label = (key: string, values: Record<string, string | number> = {}) => {
  const text = review.labels[key] ?? PLAYER_ENGLISH[key as keyof typeof PLAYER_ENGLISH];
  if (text === undefined) throw new Error(`no English label ${key}`);
  return Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, String(v)), text);
};

const TEXT = {
  block: 'Say whether one answer is right, or one may be picked.',
  page: 'This question gives the answer away in its title.',
  title: 'The course title could name indoor plants.',
  reply: 'Agreed, the first sentence is right.',
  owner: 'Thanks, rewritten for the next version.',
  markup: '<img src=x onerror="window.__xss=1">',
  keyboard: 'Instructions: say how many answers to pick.',
  keyboardReply: 'Also: "select all that apply".',
};

// ---- where things are ----------------------------------------------------------------------------

const blockAt = (id: string) => `[data-block-id="${id}"]`;
const pageTitleAt = (id: string) => `[data-review-page="${id}"]`;
/** A place's comment control: in a block's corner, before a title, in the review bar for the course title. */
const control = {
  block: (id: string) => `${blockAt(id)} > .review-spot > .review-spot-button`,
  page: (id: string) => `.review-spot:has(+ ${pageTitleAt(id)}) > .review-spot-button`,
  title: '.review-bar .review-spot-button',
};
/** The form beside a place: right after the block or the title; under the bar for the bar's control. */
const form = {
  block: (id: string) => `${blockAt(id)} + .review-form-host .review-form`,
  page: (id: string) => `${pageTitleAt(id)} + .review-form-host .review-form`,
  title: '.review-floating-form.is-from-bar .review-form',
};
const ANNOUNCER = '.review-bar [aria-live=polite]';
const HISTORY = '.review-panel .review-history';
const ELSEWHERE = '.review-panel .review-elsewhere';

/** What a form shows: its title, the place it names, its threads' texts and authors, its status line. */
const formState = (page: Page, selector: string) =>
  page.$eval(selector, (f) => ({
    title: f.querySelector('h2')?.textContent?.trim(),
    place: f.querySelector('.review-form-place')?.textContent?.trim(),
    threads: [...f.querySelectorAll('.review-thread')].map((t) => ({
      by: t.querySelector('.review-author')?.textContent,
      text: t.querySelector(':scope > .review-text')?.textContent ?? null,
      replies: [...t.querySelectorAll('.review-reply .review-text')].map((r) => r.textContent),
    })),
    status: f.querySelector(':scope > [role=status]')?.textContent?.trim(),
  }));

/** The marker's count on a control ('' when it shows none) and whether the control is seen (opacity). */
const controlState = (page: Page, selector: string) =>
  page.$eval(selector, (b) => ({
    count: b.querySelector('.review-spot-count')?.textContent ?? '',
    opacity: getComputedStyle(b).opacity,
    name: b.querySelector('.visually-hidden')?.textContent,
  }));

const waitOpaque = (page: Page, selector: string, opacity: '0' | '1') =>
  page.waitForFunction((sel: string, o: string) => getComputedStyle(document.querySelector(sel)!).opacity === o, { timeout: 5000 }, selector, opacity);

/** The panel's history and elsewhere lists as the reviewer reads them. */
const panelState = (page: Page) =>
  page.evaluate(
    (history: string, elsewhere: string) => ({
      layout: document.querySelector('.review-panel')?.getAttribute('data-layout'),
      heading: document.querySelector(`${history} h3`)?.textContent?.trim() ?? null,
      history: [...document.querySelectorAll(`${history} .review-history-item`)].map((i) => ({
        place: i.querySelector('.review-place-link')?.textContent,
        text: i.querySelector('.review-text')?.textContent ?? null,
        notice: i.querySelector('.review-notice p')?.textContent ?? null,
        outdated: Boolean(i.querySelector('.is-outdated')),
      })),
      elsewhere: [...document.querySelectorAll(`${elsewhere} .review-thread`)].map((t) => t.querySelector(':scope > .review-text')?.textContent ?? null),
    }),
    HISTORY,
    ELSEWHERE,
  );

// ---- live: when something shows on another reviewer's page ---------------------------------------

interface Sight {
  selector: string;
  /** Shown when an element matching `selector` has this text (trimmed, exactly). */
  text: string;
  /** A live region's words: they count when said anew (gone, then shown), the same words as the last announcement included. */
  anew?: boolean;
}

/**
 * Starts watching `page` for each sight: the first moment (Date.now(), the same clock as the test's)
 * its DOM shows it, taken in a MutationObserver, so the time is when the page changed, not when a poll
 * looked. None may show already.
 */
async function watch(page: Page, sights: Record<string, Sight>): Promise<void> {
  const already = await page.evaluate((all: Record<string, Sight>) => {
    const w = window as unknown as { __seen: Record<string, number>; __watch?: MutationObserver };
    w.__watch?.disconnect();
    const seen: Record<string, number> = (w.__seen = {});
    const shows = (s: Sight) => [...document.querySelectorAll(s.selector)].some((e) => (e.textContent ?? '').trim() === s.text);
    const before = Object.keys(all).filter((name) => shows(all[name]));
    const gone = new Set(Object.keys(all).filter((name) => !before.includes(name)));
    const check = () => {
      for (const [name, s] of Object.entries(all)) {
        if (name in seen) continue;
        if (!shows(s)) gone.add(name);
        else if (gone.has(name)) seen[name] = Date.now();
      }
    };
    w.__watch = new MutationObserver(check);
    w.__watch.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
    return before.filter((name) => !all[name].anew);
  }, sights);
  expect({ shownBeforeTheChange: already }).toEqual({ shownBeforeTheChange: [] });
}

/** Waits until every watched sight showed (no reload: the page is the same document); their times. */
async function seen(page: Page, names: string[], timeout = 15000): Promise<Record<string, number>> {
  const document = await page.evaluate(() => (window as unknown as { __docId?: number }).__docId);
  await page
    .waitForFunction((list: string[]) => list.every((n) => n in (window as unknown as { __seen: Record<string, number> }).__seen), { timeout, polling: 100 }, names)
    .catch(async (error: Error) => {
      const got = await page.evaluate(() => (window as unknown as { __seen?: Record<string, number> }).__seen);
      throw new Error(`the other reviewer's page never showed all of ${names.join(', ')} (it showed ${JSON.stringify(got)}): ${error.message}`);
    });
  expect(await page.evaluate(() => (window as unknown as { __docId?: number }).__docId)).toBe(document);
  return page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
}

/** Marks the document: a reload would lose the mark (live means without one). */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __docId: number }).__docId = Math.random()));

/** Records a live delay: from the moment the change was answered by the service (`at`) to when each sight showed. */
function recordDelay(what: string, at: number, times: Record<string, number>): Record<string, number> {
  const ms = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, v - at]));
  const line = `${what}: ${Object.entries(ms).map(([k, v]) => `${k} ${v} ms`).join(', ')}`;
  delays.push(line);
  console.log(`live delay, ${line}`);
  return ms;
}

/** The moment (Date.now()) the service answered a review call of the page matching `method` and `path`, and the thread it answered. */
function answered(page: Page, method: string, pathEnd: RegExp): Promise<{ at: number; id: string }> {
  return page
    .waitForResponse((r) => r.request().method() === method && pathEnd.test(new URL(r.url()).pathname), { timeout: 15000 })
    .then(async (r) => {
      const at = Date.now();
      if (!r.ok()) throw new Error(`${method} ${r.url()} answered ${r.status()}`);
      return { at, id: ((await r.json()) as { comment: { id: string } }).comment.id };
    });
}

// ---- typing and pressing ----------------------------------------------------------------------------

/** Types into a form's new-comment field and presses its 'Post comment' button (mouse). */
async function postWithMouse(page: Page, formSelector: string, text: string): Promise<{ at: number; id: string }> {
  const field = `${formSelector} > .review-text-form textarea`;
  await page.click(field);
  await page.keyboard.type(text);
  const at = answered(page, 'POST', /\/api\/review\/comments$/);
  await page.click(`${formSelector} > .review-text-form button[type=submit]`);
  return at;
}

/** Presses Shift+Tab until focus is on `selector` (with `text`, when given): tabTo's way back. */
async function tabBackTo(page: Page, selector: string, text?: string, max = 30): Promise<void> {
  for (let i = 0; i <= max; i++) {
    const here = await page.evaluate((sel: string, wanted: string | null) => {
      const el = document.activeElement as HTMLElement | null;
      return Boolean(el && el.matches(sel) && (wanted === null || el.innerText.trim() === wanted));
    }, selector, text ?? null);
    if (here) return;
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
  }
  throw new Error(`Shift+Tab never reached ${selector}${text ? ` "${text}"` : ''}`);
}

/**
 * WCAG 2.4.11: the focused element is on screen and not under the 65 px review bar, nor under the
 * learner's header where it sticks below the bar. What is inside the bar, or in a modal dialog (above
 * everything), is measured against the screen only.
 */
async function expectFocusClear(page: Page, step: string): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('.review-bar')!.getBoundingClientRect();
    const header = document.querySelector('.app-header');
    const sticks = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position) && !header.contains(el);
    const above = el.closest('.review-bar, dialog') ? 0 : Math.max(bar.bottom, sticks ? header.getBoundingClientRect().bottom : 0);
    return { element: `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`, top: Math.round(r.top), bottom: Math.round(r.bottom), above: Math.round(above), screen: innerHeight, onBody: el === document.body };
  });
  expect({ step, ...focus, clear: focus.top >= focus.above && focus.bottom <= focus.screen }).toEqual({ step, ...focus, onBody: false, clear: true });
}

/** The text of every element matching `selector` on the page. */
const texts = (page: Page, selector: string) => page.$$eval(selector, (all) => all.map((e) => e.textContent ?? ''));

/** window.__xss as each page has it (a markup comment's onerror would set it). */
const xssRan = (pages: Page[]) => Promise.all(pages.map((p) => p.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)));

/** RFC 4180 as the service writes it (every cell quoted, CRLF, a BOM): rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      (row = []), (cell = ''), i++;
    } else cell += c;
  }
  return rows;
}

/** The owner's thread item (server-rendered) whose comment text is `text`. */
const ownerThread = (text: string) => `xpath///ul[@class="threads"]/li[p[@class="text"][.=${JSON.stringify(text)}]]`;

/** The moment the service answered the owner's page's form posting to a path ending in `end`. */
const ownerAnswered = (end: string) =>
  owner.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith(end), { timeout: 15000 }).then(() => Date.now());

/** The owner presses a button of the thread holding `text` (the page posts its form, 303 back). */
async function ownerPress(text: string, button: string): Promise<void> {
  const item = await owner.page.waitForSelector(ownerThread(text));
  const pressed = await item!.$(`xpath/./div[@class="actions"]//button[.=${JSON.stringify(button)}]`);
  await Promise.all([owner.page.waitForNavigation({ waitUntil: 'domcontentloaded' }), pressed!.click()]);
}

beforeAll(async () => {
  review = await startReviewCourse(env);
  const pages = await coursePages(review.site);
  question = pages.find((q) => q.type === 'singleSelectText')!;
  otherQuestion = pages.find((q) => q.sectionId === question.sectionId && q.id !== question.id && q.type !== 'informationContent')!;
  const data = JSON.parse(await readFile(path.join(review.site, 'content', 'data.js'), 'utf8'));
  contentPage = pages.find((q) => q.sectionId === question.sectionId && q.type === 'informationContent')!;
  const raw = (id: string) => data.sections.flatMap((s: { questions: { id: string; learningContents: { id: string }[]; questionInstructions: { id: string }[] }[] }) => s.questions).find((q: { id: string }) => q.id === id);
  // A question page shows its instructions; its learning contents are hints, shown when asked for.
  block = raw(question.id).questionInstructions[0].id;
  contentBlock = raw(contentPage.id).learningContents[0].id;
  // Two reviewers, each in a browser profile of their own, signed in by keyboard through their e-mailed links.
  [rita, omar] = await Promise.all([review.reviewer(RITA, { viewport: WIDE }), review.reviewer(OMAR, { viewport: WIDE })]);
  for (const [who, reviewer] of [['rita', rita], ['omar', omar]] as const) {
    reviewer.page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      // (A CORS preflight, OPTIONS, goes before the first of each.)
      if (r.method() !== 'OPTIONS' && /^\/api\/review\/(events|changes)$/.test(pathname)) liveCalls[who].push(`${r.method()} ${pathname}`);
    });
  }
  await Promise.all([rita, omar].map((r) => openCourseRoute(r.page.mainFrame(), routeOf(question))));
  await Promise.all([rita, omar].map((r) => r.page.waitForSelector(control.block(block))));
});

afterAll(() => {
  if (delays.length) console.log(`Live delays (post answered → shown in the other profile), this machine:\n  ${delays.join('\n  ')}`);
});

describe('two reviewers comment on the same course', () => {
  test('a block by mouse (its control shows on hover), the form beside it; the other reviewer sees it live: marker, panel, announcement', async () => {
    await markDocument(omar.page);
    // Hidden until the block is hovered.
    expect((await controlState(rita.page, control.block(block))).opacity).toBe('0');
    await rita.page.hover(blockAt(block));
    await waitOpaque(rita.page, control.block(block), '1');
    expect((await controlState(rita.page, control.block(block))).name).toBe(label('reviewSpotContextDescription', { contextType: `${label('contentItem')} “${await rita.page.$eval(`${blockAt(block)} p`, (p) => p.textContent)}”` }));
    await rita.page.click(control.block(block));
    await rita.page.waitForSelector(form.block(block));
    expect(await formState(rita.page, form.block(block))).toMatchObject({ title: label('player:comments on block'), threads: [] });
    // Nothing to read yet: focus is in the new comment's field.
    expect(await rita.page.evaluate((sel: string) => document.activeElement === document.querySelector(sel), `${form.block(block)} textarea`)).toBe(true);

    await watch(omar.page, {
      marker: { selector: `${control.block(block)} .review-spot-count`, text: '1' },
      panel: { selector: `${HISTORY} .review-text`, text: TEXT.block },
      announcement: { selector: ANNOUNCER, anew: true, text: label('player:review announce comment added', { name: RITA.name }) },
    });
    const { at, id } = await postWithMouse(rita.page, form.block(block), TEXT.block);
    ids.block = id;
    await rita.page.waitForFunction((sel: string, text: string) => document.querySelector(sel)?.textContent?.trim() === text, { timeout: 10000 }, `${form.block(block)} > [role=status]`, label('[author notified of comment]'));
    expect(await formState(rita.page, form.block(block))).toMatchObject({ threads: [{ by: RITA.name, text: TEXT.block, replies: [] }] });
    expect((await controlState(rita.page, control.block(block))).count).toBe('1');

    const ms = recordDelay('Rita → Omar, comment on a block', at, await seen(omar.page, ['marker', 'panel', 'announcement']));
    expect(Math.max(...Object.values(ms))).toBeLessThan(5000);
    expect(await panelState(omar.page)).toMatchObject({ layout: 'ADD_COMMENT_WITH_HISTORY', heading: `${label('[comments]')} (1)` });
    expect([...rita.errors, ...omar.errors]).toEqual([]);
  });

  test('the question page by keyboard (its control shows on focus); the first reviewer sees it live', async () => {
    await markDocument(rita.page);
    const { page } = omar;
    expect((await controlState(page, control.page(question.id))).opacity).toBe('0');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, control.page(question.id));
    await waitOpaque(page, control.page(question.id), '1');
    await page.keyboard.press('Enter');
    await page.waitForSelector(form.page(question.id));
    expect(await formState(page, form.page(question.id))).toMatchObject({ title: label('player:comments on question'), threads: [] });
    expect((await formState(page, form.page(question.id))).place).toContain(label('questionTitle'));

    await watch(rita.page, {
      marker: { selector: `${control.page(question.id)} .review-spot-count`, text: '1' },
      panel: { selector: `${HISTORY} .review-text`, text: TEXT.page },
      announcement: { selector: ANNOUNCER, anew: true, text: label('player:review announce comment added', { name: OMAR.name }) },
    });
    await page.keyboard.type(TEXT.page);
    await tabTo(page, `${form.page(question.id)} > .review-text-form button[type=submit]`);
    const posted = answered(page, 'POST', /\/api\/review\/comments$/);
    await page.keyboard.press('Enter');
    const { at, id } = await posted;
    ids.page = id;
    await page.waitForFunction((sel: string, text: string) => document.querySelector(sel)?.textContent?.trim() === text, { timeout: 10000 }, `${form.page(question.id)} > [role=status]`, label('[author notified of comment]'));
    const ms = recordDelay('Omar → Rita, comment on a question page', at, await seen(rita.page, ['marker', 'panel', 'announcement']));
    expect(Math.max(...Object.values(ms))).toBeLessThan(5000);
    expect((await panelState(rita.page)).heading).toBe(`${label('[comments]')} (2)`);
    expect([...rita.errors, ...omar.errors]).toEqual([]);
  });

  test("the course title from the review bar: its form under the bar; the other reviewer's bar marker counts it live", async () => {
    await markDocument(omar.page);
    const { page } = rita;
    await page.click(control.title);
    await page.waitForSelector(form.title);
    expect(await formState(page, form.title)).toMatchObject({ title: label('player:comments on course title'), threads: [] });
    // Only one form is open: the block's closed.
    expect(await page.$(form.block(block))).toBeNull();
    const barBottom = await page.$eval('.review-bar', (b) => b.getBoundingClientRect().bottom);
    expect(await page.$eval(form.title, (f) => f.getBoundingClientRect().top)).toBeGreaterThanOrEqual(barBottom);

    await watch(omar.page, {
      marker: { selector: `${control.title} .review-spot-count`, text: '1' },
      panel: { selector: `${HISTORY} .review-text`, text: TEXT.title },
      announcement: { selector: ANNOUNCER, anew: true, text: label('player:review announce comment added', { name: RITA.name }) },
    });
    const { at, id } = await postWithMouse(page, form.title, TEXT.title);
    ids.title = id;
    await page.waitForFunction((sel: string, text: string) => document.querySelector(sel)?.textContent?.trim() === text, { timeout: 10000 }, `${form.title} > [role=status]`, label('[author notified of comment]'));
    const ms = recordDelay('Rita → Omar, comment on the course title', at, await seen(omar.page, ['marker', 'panel', 'announcement']));
    expect(Math.max(...Object.values(ms))).toBeLessThan(5000);
    expect(await panelState(omar.page)).toMatchObject({ heading: `${label('[comments]')} (3)` });
    expect([...rita.errors, ...omar.errors]).toEqual([]);
  });

  test("'Post reply' on the other's thread; the author sees the reply live in the open form", async () => {
    await markDocument(rita.page);
    // Rita opens her block's thread again (its marker); Omar opens it too and replies.
    await rita.page.click(control.block(block));
    await rita.page.waitForSelector(form.block(block));
    await omar.page.click(control.block(block));
    await omar.page.waitForSelector(form.block(block));
    expect(await formState(omar.page, form.block(block))).toMatchObject({ threads: [{ by: RITA.name, text: TEXT.block, replies: [] }] });
    await watch(rita.page, {
      reply: { selector: `${form.block(block)} .review-reply .review-text`, text: TEXT.reply },
      announcement: { selector: ANNOUNCER, anew: true, text: label('player:review announce reply added', { name: OMAR.name }) },
    });
    await omar.page.click(`${form.block(block)} .review-thread .review-actions button[aria-expanded]`);
    const field = `${form.block(block)} .review-thread .review-text-form textarea`;
    await omar.page.waitForFunction((sel: string) => document.activeElement === document.querySelector(sel), { timeout: 5000 }, field);
    await omar.page.keyboard.type(TEXT.reply);
    const posted = answered(omar.page, 'POST', /\/replies$/);
    await omar.page.click(`${form.block(block)} .review-thread .review-text-form button[type=submit]`);
    const { at } = await posted;
    expect(await omar.page.$eval(`${form.block(block)} .review-thread .review-text-form button[type=submit]`, (b) => b.textContent)).toBe(label('[post reply]'));
    const ms = recordDelay('Omar → Rita, reply', at, await seen(rita.page, ['reply', 'announcement']));
    expect(Math.max(...Object.values(ms))).toBeLessThan(5000);
    expect(await formState(rita.page, form.block(block))).toMatchObject({ threads: [{ by: RITA.name, text: TEXT.block, replies: [TEXT.reply] }] });
    expect([...rita.errors, ...omar.errors]).toEqual([]);
  });

  test('a comment made of markup stays text on both reviewers\' pages; nothing of it runs', async () => {
    await markDocument(rita.page);
    const { page } = omar;
    await openCourseRoute(page.mainFrame(), routeOf(otherQuestion));
    await page.hover(pageTitleAt(otherQuestion.id));
    await waitOpaque(page, control.page(otherQuestion.id), '1');
    await page.click(control.page(otherQuestion.id));
    await page.waitForSelector(form.page(otherQuestion.id));
    await watch(rita.page, { panel: { selector: `${HISTORY} .review-text`, text: TEXT.markup } });
    const { at, id } = await postWithMouse(page, form.page(otherQuestion.id), TEXT.markup);
    ids.markup = id;
    recordDelay('Omar → Rita, comment on another page (the panel)', at, await seen(rita.page, ['panel']));
    await page.waitForFunction((sel: string) => document.querySelectorAll(sel).length === 1, { timeout: 5000 }, `${form.page(otherQuestion.id)} .review-thread`);
    expect(await formState(page, form.page(otherQuestion.id))).toMatchObject({ threads: [{ by: OMAR.name, text: TEXT.markup }] });
    for (const reviewer of [rita.page, omar.page]) {
      expect(await texts(reviewer, `${HISTORY} .review-text`)).toContain(TEXT.markup);
      expect(await reviewer.$$('.review-panel img, .review-form img')).toEqual([]);
    }
    expect(await xssRan([rita.page, omar.page])).toEqual([undefined, undefined]);
    expect([...rita.errors, ...omar.errors]).toEqual([]);
  });

  test('keyboard only: post, reply, resolve, delete after the question; focus never under the bar', async () => {
    const { page } = omar;
    await openCourseRoute(page.mainFrame(), routeOf(contentPage));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const at = form.block(contentBlock);
    await tabTo(page, control.block(contentBlock), undefined, 80);
    await waitOpaque(page, control.block(contentBlock), '1');
    await expectFocusClear(page, 'the control');
    await page.keyboard.press('Enter');
    await page.waitForSelector(at);
    await expectFocusClear(page, 'the new comment field');
    await page.keyboard.type(TEXT.keyboard);
    await tabTo(page, `${at} > .review-text-form button[type=submit]`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel: string) => document.querySelectorAll(sel).length === 1, { timeout: 10000 }, `${at} .review-thread`);
    await expectFocusClear(page, 'after posting');

    await tabBackTo(page, `${at} .review-thread .review-actions button`, label('[reply]'));
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel: string) => document.activeElement === document.querySelector(sel), { timeout: 5000 }, `${at} .review-thread .review-text-form textarea`);
    await expectFocusClear(page, 'the reply field');
    await page.keyboard.type(TEXT.keyboardReply);
    await tabTo(page, `${at} .review-thread .review-text-form button[type=submit]`, label('[post reply]'));
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel: string, text: string) => document.querySelector(sel)?.textContent === text, { timeout: 10000 }, `${at} .review-reply .review-text`, TEXT.keyboardReply);
    await expectFocusClear(page, 'after replying');

    await tabBackTo(page, `${at} .review-thread > .review-actions button`, label('player:resolve'));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${at} .review-thread.is-resolved`, { timeout: 10000 });
    // The button turned into its opposite and kept focus.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim())).toBe(label('player:reopen'));
    await expectFocusClear(page, 'after resolving');

    await tabTo(page, `${at} .review-thread > .review-actions button`, label('[delete comment]'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open] .review-confirm');
    expect(await page.$eval('dialog[open]', (d) => d.getAttribute('aria-label'))).toBe(label('[delete comment question]'));
    // Cancel comes first: a hurried Enter deletes nothing.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim())).not.toBe(label('[delete]'));
    await expectFocusClear(page, 'the confirmation');
    await tabTo(page, 'dialog[open] .review-confirm button', label('[delete]'), 5);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${at} .review-thread.is-deleted`, { timeout: 10000 });
    expect(await page.$('dialog[open]')).toBeNull();
    // Focus is back on the button, now 'Restore'.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim())).toBe(label('player:restore'));
    await expectFocusClear(page, 'after deleting');
    expect(await texts(page, `${at} .review-thread .review-state`)).toEqual([label('player:comment deleted')]);
    expect(omar.errors).toEqual([]);
  });
});

describe("the course's owner, in a third profile, on the service's review page", () => {
  let mailsBefore = 0;

  test('replies and resolves a thread; the reviewer sees both live: the reply in the open form, the resolution with its notice', async () => {
    owner = await review.ownerSignIn();
    expect(await owner.page.$eval('body', (b) => b.innerText)).toContain('Comments (5)');
    await markDocument(rita.page);
    await watch(rita.page, {
      reply: { selector: `${form.block(block)} .review-reply .review-text`, text: TEXT.owner },
      announcement: { selector: ANNOUNCER, anew: true, text: label('player:review announce reply added', { name: 'Course author' }) },
    });
    mailsBefore = review.mailedLinks.length;
    const item = await owner.page.waitForSelector(ownerThread(TEXT.block));
    await (await item!.$('textarea[name=text]'))!.type(TEXT.owner);
    // The page's form posts and is sent back (303): the reply exists once that answer comes.
    const replied = ownerAnswered('/reply');
    await Promise.all([owner.page.waitForNavigation({ waitUntil: 'domcontentloaded' }), (await item!.$('xpath/.//form[textarea]//button'))!.click()]);
    recordDelay('owner → Rita, reply on the review page', await replied, await seen(rita.page, ['reply', 'announcement']));
    expect(await formState(rita.page, form.block(block))).toMatchObject({ threads: [{ text: TEXT.block, replies: [TEXT.reply, TEXT.owner] }] });

    // The resolution of Rita's course-title comment: a notice in her panel, the bar's marker gone.
    expect((await controlState(rita.page, control.title)).count).toBe('1');
    await watch(rita.page, {
      notice: { selector: `${HISTORY} .review-notice p`, text: label('[comment resolved by owner]') },
      announcement: { selector: ANNOUNCER, anew: true, text: label('player:review announce comment resolved', { name: 'Course author' }) },
    });
    const resolved = ownerAnswered('/resolve');
    await ownerPress(TEXT.title, 'Resolve');
    recordDelay('owner → Rita, resolution', await resolved, await seen(rita.page, ['notice', 'announcement']));
    expect((await controlState(rita.page, control.title)).count).toBe('');
    const titleItem = (await panelState(rita.page)).history.find((h) => h.text === TEXT.title);
    expect(titleItem).toMatchObject({ notice: label('[comment resolved by owner]') });
    expect(await owner.page.$eval(ownerThread(TEXT.title), (li) => (li as HTMLElement).innerText)).toContain('Resolved by Course author');
    expect([...rita.errors, ...omar.errors]).toEqual([]);
  });

  test("the reviewer acknowledges the resolution ('Got it'): it is gone, and after a reload it does not come back", async () => {
    const { page } = rita;
    const resolvedText = label('[comment resolved by owner]');
    // Two notices: the owner's resolution of Rita's comment, and Omar deleting his own (the keyboard path's).
    const notices = () => texts(page, `${HISTORY} .review-notice p`);
    expect(await notices()).toEqual([resolvedText, label('player:comment deleted by', { name: OMAR.name })]);
    const [gotIt] = await page.$$(`xpath///div[@class="review-notice"][p[.=${JSON.stringify(resolvedText)}]]/button`);
    expect(await gotIt.evaluate((b) => b.textContent)).toBe(label('player:acknowledge'));
    await gotIt.click();
    await page.waitForFunction((sel: string, text: string) => ![...document.querySelectorAll(sel)].some((p) => p.textContent === text), { timeout: 10000 }, `${HISTORY} .review-notice p`, resolvedText);
    // Focus went to the thread the notice stood in, not to the page's start.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).matches('.review-history-item') && (document.activeElement as HTMLElement).innerText)).toContain(TEXT.title);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForLayout(page, 'ADD_COMMENT_WITH_HISTORY');
    await page.waitForFunction((sel: string) => document.querySelectorAll(sel).length === 5, { timeout: 15000 }, `${HISTORY} .review-history-item`);
    // The page went live again through the event stream (the delays measured here are the stream's, not polling's).
    expect(new Set(liveCalls.rita)).toEqual(new Set(['GET /api/review/events']));
    // Shown once: the acknowledged notice is gone for good; the one not acknowledged stays.
    expect(await notices()).toEqual([label('player:comment deleted by', { name: OMAR.name })]);
    // Nor in the course title's form.
    await page.click(control.title);
    await page.waitForSelector(form.title);
    expect(await page.$$(`${form.title} .review-notice`)).toEqual([]);
    expect(await texts(page, `${form.title} .review-thread > .review-text`)).toEqual([TEXT.title]);
    expect(await page.$$(`${form.title} .review-thread.is-resolved`)).toHaveLength(1);
    await page.click(control.title);
    const token = (await reviewerToken(page, review.courseId))!;
    const listed = (await (await review.api('GET', '/comments', { token })).json()) as { comments: { id: string; resolvedSeenByMe: boolean }[] };
    expect(listed.comments.find((c) => c.id === ids.title)).toMatchObject({ resolvedSeenByMe: true });
    expect(rita.errors).toEqual([]);
  });

  test('exports every comment and reply as CSV; the markup comment is text on the owner\'s page too', async () => {
    const csv = await owner.csv();
    expect(csv).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8' });
    const [header, ...rows] = parseCsv(csv.text);
    expect(header.slice(0, 5)).toEqual(['thread', 'type', 'id', 'created', 'author']);
    const col = (name: string) => header.indexOf(name);
    const row = (id: string) => rows.find((r) => r[col('id')] === id)!;
    // 5 comments and 3 replies (Omar's and the owner's on the block, the keyboard path's), resolved and deleted ones included.
    expect(rows.map((r) => r[col('type')]).sort()).toEqual(['comment', 'comment', 'comment', 'comment', 'comment', 'reply', 'reply', 'reply']);
    expect(row(ids.block)).toEqual(expect.arrayContaining([RITA.name, 'block', block, TEXT.block]));
    const blockReplies = rows.filter((r) => r[col('thread')] === row(ids.block)[col('thread')] && r[col('type')] === 'reply');
    expect(blockReplies.map((r) => [r[col('author')], r[col('text')]])).toEqual([[OMAR.name, TEXT.reply], ['Course author', TEXT.owner]]);
    expect([row(ids.title)[col('resolved')], row(ids.title)[col('resolved by')]]).toEqual(['true', 'Course author']);
    expect(row(ids.page)).toEqual(expect.arrayContaining([OMAR.name, 'page', question.id, TEXT.page]));
    expect(row(ids.markup)[col('text')]).toBe(TEXT.markup);
    expect(rows.filter((r) => r[col('deleted')] === 'true').map((r) => r[col('text')])).toEqual([TEXT.keyboard]);

    await owner.page.reload({ waitUntil: 'domcontentloaded' });
    expect(await texts(owner.page, '.threads .text')).toContain(TEXT.markup);
    expect(await owner.page.$$('.threads img')).toEqual([]);
    expect(await xssRan([owner.page, rita.page, omar.page])).toEqual([undefined, undefined, undefined]);
  });

  test("the owner's answer e-mailed to the reviewer opens that comment's page with its form open (commentContext)", async () => {
    const link = new URL(await review.mailedLink(RITA.email, mailsBefore));
    expect(link.searchParams.get('commentContext')).toBe(ids.block);
    // From the course's start: the player itself goes to the comment's page.
    link.hash = '';
    const { page } = rita;
    await page.goto(link.href, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(form.block(block), { timeout: 20000 });
    expect(await page.evaluate(() => location.hash)).toBe(`#${routeOf(question)}`);
    expect(await formState(page, form.block(block))).toMatchObject({ title: label('player:comments on block'), threads: [{ text: TEXT.block, replies: [TEXT.reply, TEXT.owner] }] });
    expect(await page.$eval(control.block(block), (b) => b.getAttribute('aria-expanded'))).toBe('true');
    expect(rita.errors).toEqual([]);
  });
});

describe('deleting', () => {
  test('asks first (Cancel keeps it), deletes, restores; the other reviewer sees each live and has no way to delete it', async () => {
    await openCourseRoute(omar.page.mainFrame(), routeOf(question));
    await omar.page.click(control.block(block));
    await omar.page.waitForSelector(form.block(block));
    await markDocument(omar.page);
    // Omar may reply and resolve Rita's comment, but neither delete nor restore it.
    const omarButtons = () => texts(omar.page, `${form.block(block)} .review-thread > .review-actions button`);
    expect(await omarButtons()).toEqual([label('[reply]'), label('player:resolve')]);

    const { page } = rita;
    const del = `${form.block(block)} .review-thread > .review-actions button`;
    const press = async (text: string) => {
      const handle = await page.waitForFunction((sel: string, t: string) => [...document.querySelectorAll<HTMLElement>(sel)].find((b) => b.innerText.trim() === t), { timeout: 5000 }, del, text);
      await (handle as unknown as { click(): Promise<void> }).click();
    };
    await press(label('[delete comment]'));
    await page.waitForSelector('dialog[open] .review-confirm');
    expect(await page.$eval('dialog[open]', (d) => d.getAttribute('aria-label'))).toBe(label('[delete comment question]'));
    expect(await page.$eval('dialog[open]', (d) => (d as HTMLElement).innerText)).toContain(label('[delete comment confirmation]'));
    // Cancel first, then Delete.
    expect(await texts(page, 'dialog[open] .review-confirm button')).toEqual([label('[cancel]'), label('[delete]')]);
    await page.click('dialog[open] .review-confirm button:first-child');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 5000 });
    expect(await page.$$(`${form.block(block)} .review-thread.is-deleted`)).toEqual([]);

    await watch(omar.page, {
      deleted: { selector: `${form.block(block)} .review-thread .review-state`, text: label('player:comment deleted') },
      notice: { selector: `${form.block(block)} .review-notice p`, text: label('player:comment deleted by', { name: RITA.name }) },
    });
    await press(label('[delete comment]'));
    await page.waitForSelector('dialog[open] .review-confirm');
    const deleting = answered(page, 'DELETE', new RegExp(`/comments/${ids.block}$`));
    await page.click('dialog[open] .review-confirm button:last-child');
    recordDelay('Rita → Omar, deletion', (await deleting).at, await seen(omar.page, ['deleted', 'notice']));
    await page.waitForSelector(`${form.block(block)} .review-thread.is-deleted`);
    // Someone else's deleted comment: its text is not shown; its author still reads it, with Restore.
    expect(await omar.page.$$(`${form.block(block)} .review-thread > .review-text`)).toEqual([]);
    expect(await omarButtons()).toEqual([]);
    expect(await texts(page, `${form.block(block)} .review-thread > .review-text`)).toEqual([TEXT.block]);
    expect((await controlState(omar.page, control.block(block))).count).toBe('');
    // Refused at the service too.
    const omarToken = (await reviewerToken(omar.page, review.courseId))!;
    const refused = await review.api('DELETE', `/comments/${ids.block}`, { token: omarToken });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('notYourComment');

    await watch(omar.page, { back: { selector: `${form.block(block)} .review-thread > .review-text`, text: TEXT.block } });
    const restoring = answered(page, 'POST', /\/restore$/);
    await press(label('player:restore'));
    recordDelay('Rita → Omar, restoration', (await restoring).at, await seen(omar.page, ['back']));
    expect(await omar.page.$$(`${form.block(block)} .review-notice`)).toEqual([]);
    expect((await controlState(omar.page, control.block(block))).count).toBe('1');
    expect([...rita.errors, ...omar.errors]).toEqual([]);
  });
});

describe('the session', () => {
  test('End session: the login form, no comments; the login link again: every comment is there', async () => {
    const { page } = omar;
    await openReviewerMenu(page);
    await chooseMenuItem(page, label('[end session]'));
    await waitForLayout(page, 'LOGIN_WITH_EMAIL');
    expect(await page.$$('main .review-spot-button, .review-bar .review-spot-button, .review-history')).toEqual([]);
    const after = review.mailedLinks.length;
    await loginByKeyboard(page, OMAR);
    await followLoginLink(page, await review.mailedLink(OMAR.email, after));
    await waitForLayout(page, 'ADD_COMMENT_WITH_HISTORY');
    await page.waitForFunction((sel: string) => document.querySelectorAll(sel).length === 5, { timeout: 15000 }, `${HISTORY} .review-history-item`);
    expect((await panelState(page)).history.map((h) => h.text)).toEqual([TEXT.block, TEXT.page, TEXT.title, TEXT.markup, TEXT.keyboard]);
    expect(omar.errors).toEqual([]);
  });
});

describe('republished with a block edited and a page removed', () => {
  let quote = '';

  test('the block\'s thread is outdated in place with the text it was written on; the removed page\'s is listed elsewhere; none is lost', async () => {
    const token = (await reviewerToken(rita.page, review.courseId))!;
    const listed = async () => ((await (await review.api('GET', '/comments', { token })).json()) as { comments: { id: string; anchor: { quote?: string } }[] }).comments;
    const before = await listed();
    expect(before).toHaveLength(5);
    quote = before.find((c) => c.id === ids.block)!.anchor.quote!;
    // The quote is the block's text as the reviewer read it (without the review UI inside it).
    const shown = await rita.page.$eval(blockAt(block), (b) => {
      const copy = b.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-review-ui]').forEach((ui) => ui.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    expect(quote).toBe(shown);

    await review.republish(async (source) => {
      for (const lang of ['en', 'ar']) await writeFile(path.join(source, 'content', lang, `${block}.html`), '<div class="eg-content-editor" data-type="textEditorOneColumn">\n<p>Choose the one answer you find most likely.</p>\n</div>\n');
      const file = path.join(source, 'content', 'data.js');
      const data = JSON.parse(await readFile(file, 'utf8'));
      for (const section of data.sections) section.questions = section.questions.filter((q: { id: string }) => q.id !== otherQuestion.id);
      await writeFile(file, JSON.stringify(data));
    });
    const { page } = rita;
    await page.goto(`${review.link()}#${routeOf(question)}`, { waitUntil: 'domcontentloaded' });
    await waitForLayout(page, 'ADD_COMMENT_WITH_HISTORY');
    await page.waitForSelector(`${ELSEWHERE} .review-thread`, { timeout: 15000 });
    await page.waitForFunction((sel: string) => document.querySelector(sel)?.textContent?.includes('most likely'), { timeout: 15000 }, blockAt(block));

    // In place: the block's marker, its form with the thread marked outdated and quoting what it was written on.
    expect((await controlState(page, control.block(block))).count).toBe('1');
    await page.click(control.block(block));
    await page.waitForSelector(form.block(block));
    const thread = `${form.block(block)} .review-thread`;
    expect(await texts(page, `${thread} .review-badge.is-outdated`)).toEqual([label('player:comment outdated')]);
    expect(await texts(page, `${thread} .review-written-on blockquote`)).toEqual([quote]);
    expect(await formState(page, form.block(block))).toMatchObject({ threads: [{ text: TEXT.block, replies: [TEXT.reply, TEXT.owner] }] });

    // Elsewhere: the removed page's comment, in full, in the panel.
    const panel = await panelState(page);
    expect(panel.elsewhere).toEqual([TEXT.markup]);
    expect(await page.$eval(`${ELSEWHERE} h3`, (h) => h.textContent)).toBe(label('player:comments elsewhere'));
    expect(panel.history.filter((h) => h.outdated).map((h) => h.text)).toEqual([TEXT.block]);
    // None lost: the panel's threads are the service's.
    const after = await listed();
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    expect(panel.history.length + panel.elsewhere.length).toBe(after.length);
    expect(panel.heading).toBe(`${label('[comments]')} (${after.length - 1})`);
    expect(await xssRan([page])).toEqual([undefined]);
    expect(rita.errors).toEqual([]);
  });

  test("the owner's page lists the same: every thread, one outdated, one under Elsewhere", async () => {
    await owner.page.reload({ waitUntil: 'domcontentloaded' });
    const body = await owner.page.$eval('body', (b) => b.innerText);
    expect(body).toContain('Comments (5)');
    expect(body).toMatch(/Elsewhere \(1\)/);
    expect(body.match(/Outdated: the content changed since this was written\./g)).toHaveLength(1);
    expect(await owner.page.$eval(ownerThread(TEXT.block), (li) => (li as HTMLElement).innerText)).toContain('Outdated');
    const elsewhere = await owner.page.$$eval('h2 ~ ul.threads', (lists) => lists.map((l) => [...l.querySelectorAll(':scope > li > .text')].map((p) => p.textContent)));
    expect(elsewhere.at(-1)).toEqual([TEXT.markup]);
    expect(await owner.page.$$('.threads img')).toEqual([]);
  });
});

describe('axe: ADD_COMMENT_WITH_HISTORY with the form open on an outdated thread, the confirmation, the elsewhere list', () => {
  test.each([
    ['left to right, wide', 'language=en', WIDE],
    ['left to right, phone', 'language=en', PHONE],
    ['right to left, wide', 'language=ar', WIDE],
    ['right to left, phone', 'language=ar', PHONE],
  ] as const)('%s: no violations', async (name, query, viewport) => {
    // Rita's profile (signed in), a new tab.
    const { page, errors } = await newPlayerPage(rita.context, viewport);
    try {
      await page.goto(`${review.link(query)}#${routeOf(question)}`, { waitUntil: 'domcontentloaded' });
      await waitForLayout(page, 'ADD_COMMENT_WITH_HISTORY');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(query === 'language=ar' ? 'rtl' : 'ltr');
      await page.waitForSelector(`${ELSEWHERE} .review-thread`, { timeout: 15000 });
      await page.waitForSelector(`${control.block(block)} .review-spot-count`, { timeout: 15000 });
      // Below 1000 px the history starts folded: unfolded, so its outdated thread is checked too.
      const folded = await page.$eval(`${HISTORY} h3 button`, (b) => b.getAttribute('aria-expanded') === 'false');
      if (folded) await page.click(`${HISTORY} h3 button`);
      await page.waitForSelector(`${HISTORY} .review-history-item .is-outdated`);
      await pageShown(page);
      await page.click(control.block(block));
      await page.waitForSelector(`${form.block(block)} .review-written-on`);
      await env.axe(page, `${name}: the form on an outdated thread, the history and the elsewhere list`);
      // The confirmation of a deletion (Rita's own comment), then cancelled.
      // Every button of the form is on top where it stands: no learner notice ('Course has been updated!', shown
      // after the republish) sits on the phone's bottom sheet.
      expect(await page.$$eval(`${form.block(block)} button`, (all) =>
        all.filter((b) => {
          b.scrollIntoView({ block: 'nearest' });
          const r = b.getBoundingClientRect();
          return !b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }).map((b) => (b as HTMLElement).innerText || b.getAttribute('aria-label')),
      )).toEqual([]);
      // The confirmation of a deletion (Rita's own comment), then cancelled.
      await page.click(`${form.block(block)} .review-thread > .review-actions button:last-child`);
      await page.waitForSelector('dialog[open] .review-confirm');
      await env.axe(page, `${name}: the confirmation`);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 5000 });
      expect(await page.$$(`${form.block(block)} .review-thread.is-deleted`)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
