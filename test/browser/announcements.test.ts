/**
 * The polite live region (app/components/Announcer.tsx) in Chromium (issue 9): the verdict after
 * Submit takes focus and is said in the live region too; a message said on one page ("Your choice
 * is: …") is gone when the learner moves to the next page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { openRoute, pageShown, readOutline } from './support/player';
import { courseFixture } from './support/server';

const dir = courseFixture('showcase');
const outline = readOutline(dir);
const labels: Record<string, string> = JSON.parse(readFileSync(path.join(dir, 'lang', 'en.json'), 'utf8'));
const where = outline.sections.flatMap((s) => s.questions.map((q) => ({ s, q }))).find(({ q }) => q.type === 'singleSelectImage')!;
const route = `/sections/${where.s.id}/questions/${where.q.id}`;

const env = browserTestEnv({ course: dir });

const region = (page: Page) => page.$eval('[data-testid=announcer]', (e) => e.textContent ?? '');

/** Records every text the live region takes from now on, so a message replaced soon after is not missed. */
const recordRegion = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('[data-testid=announcer]')!;
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    new MutationObserver(() => el.textContent && said.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
  });
const saidSoFar = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);

async function choose(page: Page): Promise<void> {
  await page.waitForSelector('.ic-card .ic-input');
  await page.focus('.ic-card .ic-input');
  await page.keyboard.press('Space');
  await page.waitForFunction((label) => document.querySelector('[data-testid=announcer]')?.textContent?.startsWith(label), { timeout: 5000 }, labels['[label your choice is]']);
}

test('a choice said on one page is not in the live region on the next', async () => {
  const { context, page, errors } = await env.freshPage();
  try {
    await openRoute(page, env.server, route);
    await choose(page);
    await (await page.waitForSelector('.page-nav a:last-child'))!.click();
    await page.waitForFunction((id) => !window.location.hash.endsWith(id), {}, where.q.id);
    await pageShown(page);
    expect(await region(page)).toBe('');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the verdict after Submit takes focus and is said in the live region', async () => {
  const { context, page, errors } = await env.freshPage();
  try {
    await openRoute(page, env.server, route);
    await choose(page);
    await recordRegion(page);
    await page.click('.answer-form button[type=submit]');
    await page.waitForSelector('.feedback');
    const verdict = await page.$eval('.feedback-title', (e) => (e as HTMLElement).innerText.trim());
    expect([labels['[thats correct]'], labels['[thats incorrect]']]).toContain(verdict);
    await page.waitForFunction((v) => ((window as unknown as { said: string[] }).said ?? []).includes(v), { timeout: 5000 }, verdict);
    expect(await saidSoFar(page)).toContain(verdict);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('feedback'))).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
