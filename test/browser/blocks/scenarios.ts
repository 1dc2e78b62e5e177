import type { ElementHandle, Page } from 'puppeteer-core';
import { focusedIn, focusInBlock } from './focusInBlock';

/**
 * Branching scenario (plugins/blocks/scenarios). interact: with the keyboard, starts the scenario
 * (Enter on "Start scenario" when it shows), then twice Tabs to the scene's first choice and presses
 * Enter (each step moves focus to the new scene). check: the scene reached is shown, with the choice
 * that led there. checkRestored (after a reload): the same scene, from the saved scenario record.
 */

let reached: string | null = null;

const sceneId = (block: ElementHandle<Element>) => block.evaluate((el) => (el.querySelector('.sc-scene') as HTMLElement | null)?.dataset.sceneId ?? null);

async function chooseFirst(page: Page, block: ElementHandle<Element>): Promise<void> {
  const before = await sceneId(block);
  if (!(await focusedIn(block, '.sc-scene'))) throw new Error('scenarios: focus is not on the scene');
  for (let i = 0; i < 30 && !(await focusedIn(block, '.sc-choice')); i++) await page.keyboard.press('Tab');
  if (!(await focusedIn(block, '.sc-choice'))) throw new Error(`scenarios: no choice in scene ${before}`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((el, b) => (el.querySelector('.sc-scene') as HTMLElement | null)?.dataset.sceneId !== b, { timeout: 5000 }, block, before);
}

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await page.waitForFunction((el) => el.querySelector('.sc-start-button, .sc-scene') !== null, { timeout: 10000 }, block);
  if (await block.$('.sc-start-button')) {
    await focusInBlock(page, block, '.sc-start-button');
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => el.querySelector('.sc-scene') !== null && document.activeElement === el.querySelector('.sc-scene'), { timeout: 5000 }, block);
  } else {
    // Already started (saved progress): from a final scene, restart first; else carry on from here.
    if (!(await block.$('.sc-choice'))) {
      await focusInBlock(page, block, '.sc-restart');
      await page.keyboard.press('Enter');
      await page.waitForFunction((el) => el.querySelector('.sc-choice') !== null, { timeout: 5000 }, block);
    }
    await block.evaluate((el) => (el.querySelector('.sc-scene') as HTMLElement).focus());
  }
  await chooseFirst(page, block);
  await chooseFirst(page, block);
  reached = await sceneId(block);
}

async function expectReached(block: ElementHandle<Element>, when: string): Promise<void> {
  const seen = await block.evaluate((el) => ({
    scene: (el.querySelector('.sc-scene') as HTMLElement | null)?.dataset.sceneId ?? null,
    previous: (el.querySelector('.sc-previous-text') as HTMLElement | null)?.innerText.trim() ?? '',
    text: (el.querySelector('.sc-scene') as HTMLElement | null)?.innerText.trim() ?? '',
  }));
  if (!seen.scene || (reached && seen.scene !== reached) || !seen.previous || !seen.text) throw new Error(`scenarios ${when}: expected scene ${reached}: ${JSON.stringify(seen)}`);
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  await expectReached(block, 'after two choices');
}

export async function checkRestored(page: Page, block: ElementHandle<Element>): Promise<void> {
  await page.waitForFunction((el) => el.querySelector('.sc-scene, .sc-start-button') !== null, { timeout: 10000 }, block);
  await expectReached(block, 'after a reload');
}
