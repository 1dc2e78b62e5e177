import type { ElementHandle, Page } from 'puppeteer-core';
import { focusedIn, focusInBlock } from './focusInBlock';

/**
 * Card sorting (plugins/blocks/cardSorting). interact: with the keyboard only, Tab to the first card
 * still to sort, Space picks it up (focus goes to the first category), Space drops it there; focus
 * moves on to the next card, Enter picks it up, ArrowDown goes to the second category, Enter drops it.
 * check: those two cards sit in those categories, every placed card shows its verdict in words, and
 * the others are still to sort. checkRestored (after a reload): the same, read from the saved cardSorting record.
 */

let placed: { card: string; category: string }[] = [];

const ready = (page: Page, block: ElementHandle<Element>) =>
  page.waitForFunction((el) => el.querySelectorAll('.cs-target').length >= 2 && el.querySelectorAll('.cs-card').length >= 2, { timeout: 10000 }, block);

const focusedData = (block: ElementHandle<Element>, attr: string) => block.evaluate((_el, a) => (document.activeElement as HTMLElement | null)?.getAttribute(a) ?? null, attr);

async function sortOne(page: Page, block: ElementHandle<Element>, pick: 'Space' | 'Enter', steps: number): Promise<void> {
  if (!(await focusedIn(block, '.cs-pool .cs-card'))) throw new Error('cardSorting: focus is not on a card to sort');
  const card = (await focusedData(block, 'data-card-id'))!;
  await page.keyboard.press(pick);
  if (!(await focusedIn(block, '.cs-target'))) throw new Error('cardSorting: picking a card up did not move focus to a category');
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
  const category = (await focusedData(block, 'data-category-id'))!;
  await page.keyboard.press(pick);
  await page.waitForFunction(
    (el, c, k) => Array.from(el.querySelectorAll('.cs-category')).some((cat) => cat.getAttribute('data-cs-target') === k && Array.from(cat.querySelectorAll('.cs-card')).some((x) => x.getAttribute('data-card-id') === c)),
    { timeout: 5000 },
    block,
    card,
    category,
  );
  placed.push({ card, category });
}

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await ready(page, block);
  placed = [];
  await focusInBlock(page, block, '.cs-pool .cs-card');
  await sortOne(page, block, 'Space', 0);
  await sortOne(page, block, 'Enter', 1);
}

async function expectPlaced(block: ElementHandle<Element>, when: string): Promise<void> {
  const seen = await block.evaluate((el) => ({
    placed: Array.from(el.querySelectorAll('.cs-category')).flatMap((cat) =>
      Array.from(cat.querySelectorAll<HTMLElement>('.cs-card')).map((c) => ({ card: c.dataset.cardId, category: cat.getAttribute('data-cs-target'), verdict: c.dataset.verdict, text: c.innerText.trim() })),
    ),
    pool: el.querySelectorAll('.cs-pool .cs-card').length,
    total: el.querySelectorAll('.cs-card').length,
  }));
  const want = placed.length ? placed : seen.placed.map(({ card, category }) => ({ card: card!, category: category! }));
  const ok =
    want.length >= 2 &&
    seen.placed.every((p) => (p.verdict === 'correct' || p.verdict === 'incorrect') && p.text.length > 0) &&
    want.every((w) => seen.placed.some((p) => p.card === w.card && p.category === w.category)) &&
    seen.pool === seen.total - seen.placed.length;
  if (!ok) throw new Error(`cardSorting ${when}: expected ${JSON.stringify(want)} placed: ${JSON.stringify(seen)}`);
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  await expectPlaced(block, 'after sorting');
}

export async function checkRestored(page: Page, block: ElementHandle<Element>): Promise<void> {
  await ready(page, block);
  await expectPlaced(block, 'after a reload');
}
