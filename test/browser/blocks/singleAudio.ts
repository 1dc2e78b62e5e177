import type { ElementHandle, Page } from 'puppeteer-core';
import { checkWatched, playToTheEnd } from './mediaShared';

/** singleAudio (bd): like the video driver, with the audio element and audioProgress. */
export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await playToTheEnd(page, block, 'audio');
}

export async function check(page: Page, block: ElementHandle<Element>): Promise<void> {
  await checkWatched(page, block, 'audio');
}

export async function checkRestored(page: Page, block: ElementHandle<Element>): Promise<void> {
  await checkWatched(page, block, 'audio');
}
