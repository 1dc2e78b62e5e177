/**
 * A package whose fragments are hostile or absurd (issue 9, section 5), fixture `hostile-fragments`:
 *
 * - Interactive blocks with absurd attributes (a 150,000-space video address, repeated and missing
 *   ids, NaN and huge numbers, broken JSON): the page is revealed and every block shows its words.
 * - The package's own page (media/spy.html) framed by a text fragment, an htmlBlock, an embed block,
 *   a video block, a document block, a scenario's embedUrl and a scenario's embed code: it runs, but
 *   never as the player (it tries to mark the player's page and to write to localStorage), and an
 *   SVG with a script is shown as an image.
 * - Markup in the course, section, question and answer titles and in a custom label stays text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Frame, Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { headingText, newPlayerPage, openRoute } from './support/player';
import { courseFixture } from './support/server';

const dir = courseFixture('hostile-fragments');
const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8')) as {
  title: string;
  sections: { id: string; title: string; questions: { id: string; title: string; type: string; answers?: { text: string }[] }[] }[];
};
const [brokenSection, framesSection] = data.sections as [(typeof data.sections)[number], (typeof data.sections)[number]];
const route = (sectionId: string, questionId: string) => `/sections/${sectionId}/questions/${questionId}`;

let context: BrowserContext;
const env = browserTestEnv({ course: dir });
beforeEach(async () => {
  context = await env.context();
});
afterEach(() => context.close());

/** What the package's page managed to do to the player: marks on its page, keys in its storage. */
const leaks = (page: Page) =>
  page.evaluate(() => ({
    marks: [...document.documentElement.attributes].map((a) => a.name).filter((n) => n.startsWith('data-leak')),
    storage: Object.keys(localStorage).filter((k) => k.startsWith('leak')),
  }));

/** The frames of the package's spy page, by the `from` of their address, once each has run. */
async function spies(page: Page, origins: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const from of origins) {
    // Lazily loaded frames load when scrolled near: bring each into view.
    await page.evaluate((f) => document.querySelector(`iframe[src*="from=${f}"]`)?.scrollIntoView({ block: 'center' }), from);
    const frame: Frame = await page.waitForFrame((f) => f.url().includes(`spy.html?from=${from}`), { timeout: 15000 });
    const handle = await frame.waitForFunction(() => document.documentElement.getAttribute('data-ran'), { timeout: 15000 });
    out[from] = String(await handle.jsonValue());
  }
  return out;
}

test('interactive blocks with absurd attributes: the page is revealed and every block shows its words', async () => {
  const { page, errors } = await newPlayerPage(context, { width: 1280, height: 900 });
  await openRoute(page, env.server, route(brokenSection.id, brokenSection.questions[0]!.id));
  const words = ['Each must show its words', 'Video words: water the roots', 'Front one', 'Front two', 'A back without a front', 'Card x', 'Card x again', 'Card without id', 'Point one', 'Point two', 'Walkthrough words', 'Table head', 'Table cell', 'Embed words'];
  // A flip card's face becomes visible a moment after it mounts (its visibility transition).
  const missing = () => page.$eval('.content-body', (b, list) => list.filter((w) => !(b as HTMLElement).innerText.includes(w)), words);
  await page.waitForFunction((list) => list.every((w) => (document.querySelector('.content-body') as HTMLElement).innerText.includes(w)), { timeout: 10000 }, words).catch(() => undefined);
  expect(await missing()).toEqual([]);
  // Both walkthrough steps survive their repeated id.
  expect(await page.$eval('.content-body', (b) => (b as HTMLElement).innerText.includes('of 2'))).toBe(true);
  expect(await page.$('.error-page')).toBeNull();
  await env.axe(page);
  expect(errors).toEqual([]);
});

describe("the package's own pages in frames run sandboxed, never as the player", () => {
  it.each([
    ['text fragments and an htmlBlock', 0, ['text', 'htmlBlock']],
    ['an embed block, a video block and a document block', 1, ['embed', 'video']],
    ["a scenario's embedUrl", 2, ['scenario-url']],
    ["a scenario's embed code", 3, ['scenario-code']],
  ] as const)('%s', async (_name, index, origins) => {
    const { page, errors } = await newPlayerPage(context, { width: 1280, height: 900 });
    await openRoute(page, env.server, route(framesSection.id, framesSection.questions[index]!.id));
    const ran = await spies(page, [...origins]);
    // Each spy page ran its script (so each attempt below was made) and reached nothing.
    expect(ran).toEqual(Object.fromEntries(origins.map((o) => [o, 'contained'])));
    expect(await leaks(page)).toEqual({ marks: [], storage: [] });
    const frames = await page.$$eval('iframe', (list) => list.map((f) => ({ src: f.getAttribute('src') ?? '', sandbox: f.getAttribute('sandbox') })));
    for (const f of frames) expect(f.sandbox).toBe('allow-scripts');
    await env.axe(page);
    expect(errors).toEqual([]);
  });

  it('shows an SVG with a script as an image, and frames no "PDF" of the package', async () => {
    const { page, errors } = await newPlayerPage(context, { width: 1280, height: 900 });
    await openRoute(page, env.server, route(framesSection.id, framesSection.questions[0]!.id));
    const svg = await page.waitForSelector('.content-body img[src$="media/spy.svg"]');
    expect(await svg!.evaluate((i) => i.getAttribute('alt'))).toBe('A drawing');
    expect(await page.$('iframe[src*=".svg"], object, embed')).toBeNull();

    await openRoute(page, env.server, route(framesSection.id, framesSection.questions[1]!.id));
    await page.evaluate(() => document.querySelector('.bd-doc')?.scrollIntoView());
    await page.waitForSelector('.bd-doc-fallback');
    expect(await page.$('iframe[src*="from=document"]')).toBeNull();
    expect(await page.$eval('.bd-doc-download-link', (a) => a.hasAttribute('download'))).toBe(true);
    expect(await leaks(page)).toEqual({ marks: [], storage: [] });
    expect(errors).toEqual([]);
  });
});

test('markup in titles, answers and labels is shown as text', async () => {
  const { page, errors } = await newPlayerPage(context, { width: 1280, height: 900 });
  const question = framesSection.questions[4]!;
  await openRoute(page, env.server, route(framesSection.id, question.id));
  expect(await headingText(page)).toBe(question.title);
  const body = await page.$eval('main', (m) => (m as HTMLElement).innerText);
  for (const answer of question.answers!) expect(body).toContain(answer.text);
  expect(body).toContain('<img src="x" onerror=');
  await openRoute(page, env.server, '/');
  expect(await headingText(page)).toBe(data.title);
  expect(await page.evaluate(() => document.title)).toBe(data.title);
  expect(await leaks(page)).toEqual({ marks: [], storage: [] });
  expect(errors).toEqual([]);
});
