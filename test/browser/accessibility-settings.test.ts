/**
 * Issue 23: the learner's accessibility settings through a reload (docs/accessibility-settings.md).
 * A learner who set large text and the contrast theme reloads the pre-rendered course: the head
 * script puts the settings on <html> before any of the player's code runs (so no small text is ever
 * painted), the player starts from them and restores the same, and a new attempt keeps them. A first
 * launch follows the browser's preferences. What each setting looks like is the effects' tests.
 *
 * Until the panel is there, the test sets the settings through the session's owner: it finds the
 * session as React holds it (the App's `session` prop), which changes nothing in the player.
 */
import type { BrowserContext, Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { newPlayerPage } from './support/player';
import { courseFixture, type CourseServer } from './support/server';

const env = browserTestEnv();
let server: CourseServer;
let context: BrowserContext;

beforeAll(async () => {
  server = await env.serve(courseFixture('showcase'), { prerender: true });
});
beforeEach(async () => {
  context = await env.context();
});
afterEach(async () => {
  await context.close();
});

/**
 * What the page records from its first moment: every value <html>'s data-a11y-font-size and
 * data-a11y-contrast took, and the session found through React once the player renders the App.
 */
function recordFromTheStart() {
  const w = window as unknown as { fontSizes: (string | null)[]; contrast: boolean[]; session: () => unknown };
  w.fontSizes = [];
  w.contrast = [];
  const look = () => {
    const html = document.documentElement;
    if (!html) return;
    const size = html.getAttribute('data-a11y-font-size');
    if (w.fontSizes.at(-1) !== size) w.fontSizes.push(size);
    const contrast = html.hasAttribute('data-a11y-contrast');
    if (w.contrast.at(-1) !== contrast) w.contrast.push(contrast);
  };
  // This runs before <html> exists: the document is watched, <html> and its attributes with it.
  new MutationObserver(look).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-a11y-font-size', 'data-a11y-contrast'] });
  w.session = () => {
    const root = document.getElementById('root') as unknown as Record<string, unknown> | null;
    const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    // The container keeps the fiber of its first render; the tree drawn now hangs from its root's `current`.
    const first = key ? (root[key] as { stateNode?: { current?: unknown } }) : null;
    const stack: unknown[] = first ? [first.stateNode?.current ?? first] : [];
    while (stack.length > 0) {
      const fiber = stack.pop() as { memoizedProps?: { session?: unknown }; child?: unknown; sibling?: unknown } | null;
      if (!fiber) continue;
      if (fiber.memoizedProps?.session) return fiber.memoizedProps.session;
      stack.push(fiber.sibling, fiber.child);
    }
    return null;
  };
}

type Session = {
  state: string;
  accessibility: { settings: Record<string, unknown>; set(patch: Record<string, unknown>): void };
  saving: { flush(): Promise<void> };
  attempts: { startNew(): Promise<boolean> };
  actions: { answer(id: string, response: unknown): void };
  course: { attemptId: string; progressQuestions: { id: string; type: string; data: unknown }[] };
  plugins: { questionType(type: string): { correctResponse(data: unknown): unknown } };
};

/** The pre-rendered showcase, opened as a learner opens it; with `playerBlocked` none of the player's scripts may load. */
async function open(options: { playerBlocked?: boolean } = {}) {
  const opened = await newPlayerPage(context, { width: 1440, height: 900 });
  await opened.page.evaluateOnNewDocument(recordFromTheStart);
  if (options.playerBlocked) {
    await opened.page.setRequestInterception(true);
    opened.page.on('request', (r) => void (/\/player\/.*\.js$/.test(r.url()) ? r.abort() : r.continue()));
  }
  await opened.page.goto(server.url, { waitUntil: 'domcontentloaded' });
  return opened;
}

/** The player has taken the cover over (a returning learner's at once; a new learner's at the first move) and is ready. */
async function playerReady(page: Page): Promise<void> {
  // The cover's entry listens for the first move once it has hydrated #root (React marks its container).
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')), { timeout: 20000 });
  await page.mouse.move(200, 200);
  await page.mouse.move(260, 240);
  await page.waitForSelector('[data-testid="announcer"]', { timeout: 20000 });
  await page.waitForFunction(() => (window as unknown as { session: () => Session | null }).session()?.state === 'ready', { timeout: 20000 });
}

const onHtml = (page: Page) =>
  page.evaluate(() => ({
    attributes: Object.fromEntries([...document.documentElement.attributes].filter((a) => a.name.startsWith('data-a11y')).map((a) => [a.name, a.value])),
    scale: getComputedStyle(document.documentElement).getPropertyValue('--a11y-font-scale').trim(),
  }));
const seen = (page: Page) => page.evaluate(() => ({ fontSizes: (window as unknown as { fontSizes: unknown[] }).fontSizes, contrast: (window as unknown as { contrast: unknown[] }).contrast }));
const settingsOf = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { session: () => Session }).session().accessibility.settings }));
const LARGE_CONTRAST = { attributes: { 'data-a11y-contrast': '', 'data-a11y-font-size': '2' }, scale: '1.21' };

test('set once, the settings are on <html> before the player’s script on every reload, never changing, and a new attempt keeps them', async () => {
  const first = await open();
  await playerReady(first.page);
  expect(await onHtml(first.page)).toEqual({ attributes: { 'data-a11y-font-size': '0' }, scale: '1' });
  await first.page.evaluate(() => (window as unknown as { session: () => Session }).session().accessibility.set({ fontSize: 2, isContrastTheme: true }));
  expect(await onHtml(first.page)).toEqual(LARGE_CONTRAST);
  // Saved 300 ms after the change (SPEC 9.2), in the record the browser store keeps and nowhere else.
  // (The browser store keeps the record as JSON, StoreLimits.json; format 2 would have it under "x".)
  await first.page.waitForFunction(() => Object.values(localStorage).some((v) => /"(accessibility|x)":\{"fontSize":2,"isContrastTheme":true\}/.test(v)), { timeout: 5000 });
  expect(await first.page.evaluate(() => Object.keys(localStorage))).toEqual([expect.stringMatching(/^course_progress/)]);
  expect(first.errors).toEqual([]);
  await first.page.close();

  // None of the player's code runs: what is on <html> is the head script's alone, there before the first paint.
  const blocked = await open({ playerBlocked: true });
  expect(await onHtml(blocked.page)).toEqual(LARGE_CONTRAST);
  expect(await seen(blocked.page)).toEqual({ fontSizes: ['2'], contrast: [true] });
  expect(await blocked.page.$('#root[data-prerendered] main h1')).not.toBeNull();
  await blocked.page.close();

  // With the player: it starts from what the head script showed and restores the same; nothing changes on the way.
  const again = await open();
  await playerReady(again.page);
  expect(await settingsOf(again.page)).toMatchObject({ fontSize: 2, isContrastTheme: true });
  expect(await onHtml(again.page)).toEqual(LARGE_CONTRAST);
  expect(await seen(again.page)).toEqual({ fontSizes: ['2'], contrast: [true] });
  await env.axe(again.page, 'the cover with the learner’s settings');

  // SPEC 4.5: a new attempt keeps them, in the page and in the record.
  const attemptId = await again.page.evaluate(async () => {
    const session = (window as unknown as { session: () => Session }).session();
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    if (!(await session.attempts.startNew())) throw new Error('no new attempt');
    await session.saving.flush();
    return session.course.attemptId;
  });
  expect(await onHtml(again.page)).toEqual(LARGE_CONTRAST);
  expect(again.errors).toEqual([]);
  await again.page.close();

  const after = await open({ playerBlocked: true });
  expect(await onHtml(after.page)).toEqual(LARGE_CONTRAST);
  await after.page.close();
  const resumed = await open();
  await playerReady(resumed.page);
  expect(await resumed.page.evaluate(() => (window as unknown as { session: () => Session }).session().course.attemptId)).toBe(attemptId);
  expect(await settingsOf(resumed.page)).toMatchObject({ fontSize: 2, isContrastTheme: true });
  expect(await seen(resumed.page)).toEqual({ fontSizes: ['2'], contrast: [true] });
  await resumed.page.close();
});

test('a first launch follows the browser: reduced motion → seizure safe, more contrast → the contrast theme, from the head script on; nothing saved of it', async () => {
  const opened = await newPlayerPage(context, { width: 390, height: 844 });
  // Puppeteer's emulateMediaFeatures knows no prefers-contrast: the protocol's own call does.
  const cdp = await opened.page.createCDPSession();
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }, { name: 'prefers-contrast', value: 'more' }] });
  await opened.page.evaluateOnNewDocument(recordFromTheStart);
  await opened.page.goto(server.url, { waitUntil: 'domcontentloaded' });
  const expected = { attributes: { 'data-a11y-contrast': '', 'data-a11y-seizure-safe': '', 'data-a11y-font-size': '0' }, scale: '1' };
  expect(await onHtml(opened.page)).toEqual(expected);
  await playerReady(opened.page);
  expect(await settingsOf(opened.page)).toMatchObject({ isSeizureSafe: true, isContrastTheme: true, fontSize: 0 });
  expect(await onHtml(opened.page)).toEqual(expected);
  expect(await seen(opened.page)).toEqual({ fontSizes: ['0'], contrast: [true] });
  expect(await opened.page.evaluate(() => Object.values(localStorage).filter((v) => /"(accessibility|x)":\{"/.test(v)))).toEqual([]);
  expect(opened.errors).toEqual([]);
  await opened.page.close();
});
