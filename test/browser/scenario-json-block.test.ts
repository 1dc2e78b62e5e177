/**
 * A branching scenario whose data is JSON inside its fragment, as packages of 2024 carry it (issue 9;
 * plugins/blocks/scenarios/model.ts, "The JSON shape"). Shown raw, such a fragment was five big
 * avatar pictures stacked, every scene's text and the JSON itself, a broken "noAvatar" picture and
 * no start button. Here a learner meets a start card, plays it scene by scene with the keyboard (one
 * small avatar in the scene's mood), reloads and finds the same scene; axe-clean, in English and
 * Arabic, wide and on a phone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { openRoute } from './support/player';
import { courseFixture } from './support/server';
import { focusedIn, focusInBlock } from './blocks/focusInBlock';

const BLOCK_ID = '5ce7a0d2b4f14c0b9e3a61f2d8c4b7a9';
const dir = courseFixture('showcase');
const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8'));
const where = data.sections
  .flatMap((s: { id: string; questions: { id: string; learningContents: { id: string }[] }[] }) => s.questions.map((q) => ({ sectionId: s.id, q })))
  .find(({ q }: { q: { learningContents: { id: string }[] } }) => q.learningContents.some((b) => b.id === BLOCK_ID));
const route = `/sections/${where.sectionId}/questions/${where.q.id}`;
const labels = (lang: string): Record<string, string> => JSON.parse(readFileSync(path.join(dir, 'lang', `${lang}.json`), 'utf8'));

const env = browserTestEnv({ course: dir });

async function openBlock(page: Page, query = ''): Promise<ElementHandle<Element>> {
  await openRoute(page, env.server, route, query);
  const block = await page.waitForSelector(`.block[data-block-id="${BLOCK_ID}"] .sc`, { timeout: 15000 });
  return block!;
}

/** What the block shows: never the data, never more than one (small) picture. */
const looks = (block: ElementHandle<Element>) =>
  block.evaluate((el) => {
    const text = (el as HTMLElement).innerText;
    const images = [...el.querySelectorAll('img')].map((i) => ({ src: i.getAttribute('src') ?? '', alt: i.alt, width: i.getBoundingClientRect().width, height: i.getBoundingClientRect().height }));
    return {
      text,
      rawJson: /\{\s*"|"type"\s*:/.test(text),
      images,
      scene: (el.querySelector('.sc-scene') as HTMLElement | null)?.dataset.sceneId ?? null,
      start: el.querySelector('.sc-start-button')?.textContent?.trim() ?? null,
      title: el.querySelector('.sc-title')?.textContent?.trim() ?? null,
      height: el.getBoundingClientRect().height,
    };
  });

async function waitForScene(page: Page, block: ElementHandle<Element>, not: string | null): Promise<void> {
  await page.waitForFunction(
    (el, before) => {
      const scene = el.querySelector('.sc-scene') as HTMLElement | null;
      return !!scene && scene.dataset.sceneId !== before && document.activeElement === scene && !!scene.querySelector('.sc-content, .sc-no-more')?.textContent?.trim();
    },
    { timeout: 5000 },
    block,
    not,
  );
}

/** From the focused scene, Tab to the n-th choice and press Enter. */
async function choose(page: Page, block: ElementHandle<Element>, n: number): Promise<void> {
  const before = (await looks(block)).scene;
  const choices = await block.$$('.sc-choice');
  for (let i = 0; i < 20 && !(await choices[n].evaluate((c) => c === document.activeElement)); i++) await page.keyboard.press('Tab');
  if (!(await focusedIn(block, '.sc-choice'))) throw new Error(`no choice took focus in scene ${before}`);
  await page.keyboard.press('Enter');
  await waitForScene(page, block, before);
}

describe.each([
  ['English', '', 'en'],
  ['Arabic', 'language=ar', 'ar'],
])('a scenario whose data is JSON in the fragment (%s)', (_name, query, lang) => {
  test('plays scene by scene with the keyboard, and the scene is there again after a reload', async () => {
    const { context, page, errors } = await env.freshPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    try {
      let block = await openBlock(page, query);
      const start = await looks(block);
      // A start card: the scenario's title and "Start scenario"; no picture, no raw data.
      expect(start.start).toBe(labels(lang)['[start scenario]'] ?? 'Start scenario');
      expect(start.title).toBeTruthy();
      expect(start.rawJson).toBe(false);
      expect(start.images).toEqual([]);
      expect(start.height).toBeLessThan(400);

      await focusInBlock(page, block, '.sc-start-button');
      await page.keyboard.press('Enter');
      await waitForScene(page, block, null);
      const first = await looks(block);
      expect(first.scene).toBe('2');
      expect(first.rawJson).toBe(false);
      // One avatar, in the scene's mood, small, with the author's alt text.
      expect(first.images).toHaveLength(1);
      expect(first.images[0].src).toMatch(/sc-avatar-neutral\.webp/);
      expect(first.images[0].alt).not.toBe('');
      expect(first.images[0].width).toBeLessThanOrEqual(160);
      expect(first.images[0].height).toBeLessThanOrEqual(160);

      await choose(page, block, 0); // → 3, happy
      expect((await looks(block)).images[0].src).toMatch(/sc-avatar-happy\.webp/);
      await choose(page, block, 1); // → 8, a narration without a picture, with "Continue"
      const narration = await looks(block);
      expect(narration.scene).toBe('8');
      expect(narration.images).toEqual([]);
      await choose(page, block, 0); // Continue → 6, unhappy
      const reached = await looks(block);
      expect(reached.scene).toBe('6');
      expect(reached.images[0].src).toMatch(/sc-avatar-unhappy\.webp/);
      await env.axe(page);

      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector(`.block[data-block-id="${BLOCK_ID}"] .sc-scene`, { timeout: 15000 });
      block = (await page.$(`.block[data-block-id="${BLOCK_ID}"] .sc`))!;
      const restored = await looks(block);
      expect(restored.scene).toBe('6');
      expect(restored.images[0].src).toMatch(/sc-avatar-unhappy\.webp/);
      const saved = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('course_progress'))!;
        return JSON.parse(localStorage.getItem(key)!).scenario;
      });
      expect(saved[BLOCK_ID]).toEqual(['6', '8', '6']);
      expect(saved.navHist[BLOCK_ID]).toEqual(['2', '3', '8', '6']);

      // The library's other pictures and the "noAvatar" placeholder are never fetched.
      expect(fetched.filter((u) => /noAvatar|sc-avatar-(angry|confused)/.test(u))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('is axe-clean on a phone, the start card and a scene', async () => {
    const { context, page, errors } = await env.freshPage({ width: 390, height: 844 });
    try {
      const block = await openBlock(page, query);
      await env.axe(page);
      await focusInBlock(page, block, '.sc-start-button');
      await page.keyboard.press('Enter');
      await waitForScene(page, block, null);
      const scene = await looks(block);
      expect(scene.images[0].width).toBeLessThanOrEqual(160);
      await env.axe(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
