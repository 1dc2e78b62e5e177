/**
 * Issue 27 part 2, the embedding contract (docs/embedding.md; SPEC 1 "running inside a wrapper or a
 * frame", SPEC 3.1 wrapperMode): the example host page (test/plugins/embedHost) on another origin
 * frames a course in Chromium, sizes the frame from `resize`, hears `ready`, `navigate`, `status` and
 * `exit` in order while the learner works through by keyboard, and its `goTo` and `close` work; a
 * third origin's commands are ignored and logged once; LTI's and the H5P resizer's resize messages
 * are answered; with no allowed host nothing is posted; wrapperMode leaves the closing to the host.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { tabTo } from './drivers/types';
import { contractMessages, courseFrame, heard, startExampleHost, startThirdOrigin, type EmbedHost, type Heard } from './support/embedHost';
import { startFramingHost } from './support/framingHost';
import { generatedCourse } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { framePage } from './support/lms';
import { answer, coursePages, isScored, openCourseRoute, routeOf, type CoursePage } from './support/lmsCourse';
import type { CourseServer } from './support/server';

const env = browserTestEnv();
let dir: string;
let pages: CoursePage[];
let server: CourseServer;
let host: EmbedHost;
let third: Awaited<ReturnType<typeof startThirdOrigin>>;

beforeAll(async () => {
  // One section: a content page, then three scored questions (scripts/generate-course.mjs's fixed seed); English and Arabic.
  dir = generatedCourse(env, 1, 4, ['--ar']);
  pages = await coursePages(dir);
  server = await env.serve(dir);
  host = env.use(await startExampleHost());
  third = env.use(await startThirdOrigin());
}, 60_000);

const publishFile = () => path.join(dir, 'publishSettings.js');
function setPublish(change: Record<string, unknown>): void {
  writeFileSync(publishFile(), JSON.stringify({ ...JSON.parse(readFileSync(publishFile(), 'utf8')), ...change }));
}

const events = (messages: Heard[]) => messages.map((m) => (m.event === 'status' ? `status:${m.status}` : String(m.event)));
const waitHeard = (page: Page, test: (messages: Heard[]) => boolean, what: string) =>
  page.waitForFunction((t) => new Function('m', `return (${t})(m)`)((window as unknown as { received: unknown[] }).received.filter((x) => (x as { type?: string })?.type === 'coursePlayer')), { timeout: 20000 }, test.toString()).catch(async (e) => {
    throw new Error(`${what}: ${String(e)}; heard ${JSON.stringify(await contractMessages(page))}`);
  });

async function openInHost(page: Page, query = 'language=en', extra = ''): Promise<Frame> {
  await page.goto(host.pageFor(`${server.url}?${query}`, extra), { waitUntil: 'domcontentloaded' });
  const frame = await courseFrame(page);
  await frame.waitForSelector('main h1', { timeout: 20000 });
  await waitHeard(page, (m) => m.some((x) => x.event === 'ready'), 'ready');
  return frame;
}

/** The frame is as tall as the course's content (once the host has followed the last `resize`) and the course has no scrollbar of its own. */
async function expectSizedToContent(page: Page, frame: Frame): Promise<void> {
  const measure = async () => {
    const inside = await frame.evaluate(() => ({ content: Math.ceil(document.getElementById('root')!.getBoundingClientRect().height), scroll: document.documentElement.scrollHeight, view: window.innerHeight }));
    const resized = (await contractMessages(page)).filter((m) => m.event === 'resize').pop();
    return { ...inside, resized: resized?.height };
  };
  let now = await measure();
  for (let i = 0; i < 100 && !(now.view === now.content && now.resized === now.content); i++) {
    await new Promise((r) => setTimeout(r, 100));
    now = await measure();
  }
  expect(now.resized).toBe(now.content);
  expect(now.view).toBe(now.content);
  expect(now.scroll).toBeLessThanOrEqual(now.view);
}

test('a host page on another origin hears ready, navigate, status and exit in order as the learner works through by keyboard; its goTo and close work', async () => {
  const { page, errors } = await env.freshPage();
  const frame = await openInHost(page);
  const [ready] = await contractMessages(page);
  expect(ready).toEqual({ type: 'coursePlayer', version: 1, event: 'ready', contractVersion: 1, course: { id: expect.any(String), title: expect.any(String) } });
  expect(new URL(page.url()).origin).not.toBe(new URL(server.url).origin);
  await expectSizedToContent(page, frame);

  // Start from the cover by keyboard: Tab from the host page into the frame, to the start control, Enter.
  await page.focus('#close');
  await tabTo(framePage(page, frame), '.cover .btn-primary', 40);
  await page.keyboard.press('Enter');
  await frame.waitForFunction(() => location.hash.startsWith('#/sections/'), { timeout: 20000 });
  for (const q of pages) {
    if (isScored(q)) expect(await answer(page, frame, q, 'right')).toBe('correct');
    else await openCourseRoute(frame, routeOf(q));
  }
  await waitHeard(page, (m) => m.some((x) => x.status === 'completed'), 'completed');

  // goTo from the host: the results page opens and the host hears where the course is.
  await page.$eval('#route', (input) => ((input as HTMLInputElement).value = '/results'));
  await page.focus('#go');
  await page.keyboard.press('Enter');
  await frame.waitForFunction(() => location.hash === '#/results', { timeout: 10000 });
  await waitHeard(page, (m) => m.some((x) => x.event === 'navigate' && x.route === '/results'), 'navigate /results');
  await frame.waitForSelector('main h1');
  await expectSizedToContent(page, frame);

  // The learner closes the course with the host's own control: the player closes as the menu's 'Exit course' does.
  await page.focus('#close');
  await page.keyboard.press('Enter');
  await waitHeard(page, (m) => m.some((x) => x.event === 'exit'), 'exit');
  const said = events(await contractMessages(page)).filter((e) => e !== 'resize');
  const order = ['ready', 'status:started', 'status:passed', 'status:completed', 'exit'].map((e) => said.indexOf(e));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(said.filter((e) => e === 'status:progress').length).toBeGreaterThan(0);
  const messages = await contractMessages(page);
  expect(messages.find((m) => m.status === 'passed')).toMatchObject({ score: 100 });
  expect(messages.find((m) => m.event === 'exit')).toEqual({ type: 'coursePlayer', version: 1, event: 'exit', reason: 'closeCourse' });
  expect(messages.filter((m) => m.event === 'navigate').map((m) => m.route)).toEqual(expect.arrayContaining(['/', '/results', routeOf(pages[0])]));
  // The example host takes the frame away and says so.
  await page.waitForSelector('iframe#course', { hidden: true });
  expect(await page.$eval('#closed', (p) => p.textContent)).toBe('The course was closed (closeCourse).');
  expect(errors).toEqual([]);
  await page.close();
});

test("a third origin's commands are ignored (the route stays) and logged once; goTo takes only the course's routes", async () => {
  const { page, console: logged, errors } = await env.freshPage();
  const frame = await openInHost(page);
  const hash = await frame.evaluate(() => location.hash);
  const attack = [
    { type: 'coursePlayer', version: 1, command: 'goTo', route: '/results' },
    { type: 'coursePlayer', version: 1, command: 'close' },
    { type: 'coursePlayer', version: 1, command: 'goTo', route: '/sections' },
  ];
  await page.evaluate((src) => {
    const ad = document.createElement('iframe');
    ad.title = 'Advertisement';
    ad.src = src;
    document.querySelector('main')!.append(ad);
  }, third.pageFor(attack));
  const ad = await (await page.waitForSelector('iframe[title=Advertisement]'))!.contentFrame();
  await ad!.waitForSelector('body[data-sent]');
  const warnings = () => logged.filter((m) => m.type === 'warn' && m.text.includes(third.origin));
  for (let i = 0; i < 50 && warnings().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(warnings()).toHaveLength(1);
  expect(await frame.evaluate(() => location.hash)).toBe(hash);
  expect((await contractMessages(page)).some((m) => m.event === 'exit')).toBe(false);
  expect(await frame.$('dialog[open] .close-course')).toBeNull();

  // The host's own goTo with a route that is not the course's (a sign-in route, a made-up section): nothing opens.
  for (const route of ['/login', '/sections/nope', 'javascript:alert(1)']) {
    await page.$eval('#route', (input, r) => ((input as HTMLInputElement).value = r), route);
    await page.click('#go');
  }
  await page.$eval('#route', (input) => ((input as HTMLInputElement).value = '/sections'));
  await page.click('#go');
  await frame.waitForFunction(() => location.hash === '#/sections', { timeout: 10000 });
  expect(logged.filter((m) => m.type === 'warn' && /goTo (\/login|\/sections\/nope|javascript)/.test(m.text))).toHaveLength(3);
  expect(errors).toEqual([]);
  await page.close();
});

test("LTI's lti.frameResize and the H5P resizer's handshake are answered, to the host's origin only", async () => {
  const { page } = await env.freshPage();
  const frame = await openInHost(page);
  const lti = (await heard(page)).filter((m) => m && m.subject === 'lti.frameResize');
  expect(lti.length).toBeGreaterThan(0);
  const height = await frame.evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height));
  expect(lti[lti.length - 1]).toEqual({ subject: 'lti.frameResize', height });
  // The player says hello when it starts (the resizer may be there already)…
  expect((await heard(page)).some((m) => m && m.context === 'h5p' && m.action === 'hello')).toBe(true);
  // …and again when a resizer loaded later announces itself; then the host's hello starts the resizing.
  const h5p = async (action: string) => page.evaluate((a) => (document.getElementById('course') as HTMLIFrameElement).contentWindow!.postMessage({ context: 'h5p', action: a }, new URL((document.getElementById('course') as HTMLIFrameElement).src).origin), action);
  const count = async (action: string) => (await heard(page)).filter((m) => m && m.context === 'h5p' && m.action === action).length;
  const hellos = await count('hello');
  await h5p('ready');
  await page.waitForFunction((n) => (window as unknown as { received: { context?: string; action?: string }[] }).received.filter((m) => m?.context === 'h5p' && m.action === 'hello').length > n, {}, hellos);
  await h5p('hello');
  await page.waitForFunction(() => (window as unknown as { received: { action?: string }[] }).received.some((m) => m?.action === 'prepareResize'));
  expect((await heard(page)).find((m) => m && m.action === 'prepareResize')).toEqual({ context: 'h5p', action: 'prepareResize', scrollHeight: height, clientHeight: expect.any(Number) });
  await h5p('resizePrepared');
  await page.waitForFunction(() => (window as unknown as { received: { action?: string }[] }).received.some((m) => m?.action === 'resize'));
  expect((await heard(page)).find((m) => m && m.context === 'h5p' && m.action === 'resize')).toEqual({ context: 'h5p', action: 'resize', scrollHeight: height });
  await page.close();
});

test('with no allowed host origin (a page that frames the course without naming itself) the player posts nothing', async () => {
  const framing = env.use(await startFramingHost());
  const { page } = await env.freshPage();
  await page.goto(framing.pageFor(`${server.url}?language=en`));
  const frame = await framing.playerFrame(page);
  await frame.waitForSelector('main h1', { timeout: 20000 });
  await new Promise((r) => setTimeout(r, 1000));
  // Loaded (the page is framed) but silent: nothing of the contract, no LTI or H5P message.
  expect(await frame.evaluate(() => document.documentElement.classList.contains('player-embedded'))).toBe(false);
  expect(await framing.received(page)).toEqual([]);
  await page.close();
});

test('a host the package does not list is refused even when it names itself', async () => {
  setPublish({ allowedHostOrigins: ['https://portal.example'] });
  try {
    const { page, console: logged } = await env.freshPage();
    await page.goto(host.pageFor(`${server.url}?language=en`), { waitUntil: 'domcontentloaded' });
    const frame = await courseFrame(page);
    await frame.waitForSelector('main h1', { timeout: 20000 });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await heard(page)).toEqual([]);
    expect(logged.filter((m) => m.type === 'warn' && m.text.includes('not an allowed host'))).toHaveLength(1);
    await page.close();
  } finally {
    setPublish({ allowedHostOrigins: [] });
  }
});

describe('wrapperMode', () => {
  beforeAll(() => setPublish({ wrapperMode: true }));
  afterAll(() => setPublish({ wrapperMode: false }));

  test("close defers to the host: no close-course overlay, no window.close; the host hears exit", async () => {
    const { page, errors } = await env.freshPage();
    const frame = await openInHost(page, 'language=en', '&keep=1');
    await frame.evaluate(() => {
      (window as unknown as { closeCalls: number }).closeCalls = 0;
      window.close = () => void ((window as unknown as { closeCalls: number }).closeCalls += 1);
    });
    await page.focus('#close');
    await page.keyboard.press('Enter');
    await waitHeard(page, (m) => m.some((x) => x.event === 'exit'), 'exit');
    expect((await contractMessages(page)).find((m) => m.event === 'exit')).toMatchObject({ reason: 'closeCourse' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await frame.$('dialog[open]')).toBeNull();
    expect(await frame.evaluate(() => (window as unknown as { closeCalls: number }).closeCalls)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe.each([
  { dir: 'ltr', query: 'language=en', width: 1280, height: 800 },
  { dir: 'rtl', query: 'language=ar', width: 1280, height: 800 },
  { dir: 'ltr', query: 'language=en', width: 390, height: 844 },
  { dir: 'rtl', query: 'language=ar', width: 390, height: 844 },
])('keyboard and axe in the frame, $dir at $width px', ({ dir: direction, query, width, height }) => {
  test('the host page and the course in its frame are axe-clean, sized to the content, and reachable by Tab', async () => {
    const { page } = await env.freshPage({ width, height });
    const frame = await openInHost(page, query);
    expect(await frame.evaluate(() => document.documentElement.dir)).toBe(direction);
    await expectSizedToContent(page, frame);
    await env.axe(page, 'host page');
    await env.axe(frame, 'cover in the frame');
    if (process.env.EMBED_SHOTS) await page.screenshot({ path: path.join(process.env.EMBED_SHOTS, `embedding-cover-${direction}-${width}.png`), fullPage: true });
    await page.focus('#close');
    await tabTo(framePage(page, frame), '.cover .btn-primary', 40);
    await page.keyboard.press('Enter');
    await frame.waitForFunction(() => location.hash.startsWith('#/sections/'), { timeout: 20000 });
    await frame.waitForSelector('main h1');
    await expectSizedToContent(page, frame);
    await env.axe(frame, 'first page in the frame');
    // Looked at by hand (docs/embedding.md): the host page with the course sized into it.
    if (process.env.EMBED_SHOTS) await page.screenshot({ path: path.join(process.env.EMBED_SHOTS, `embedding-${direction}-${width}.png`), fullPage: true });
    await page.close();
  });
});
