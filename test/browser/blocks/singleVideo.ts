import type { ElementHandle, Page } from 'puppeteer-core';
import { checkWatched, playToTheEnd } from './mediaShared';

/**
 * singleVideo and the video layouts (bd). interact: the first video is played to its end quickly
 * (seek near the end, play). check: the player says it was watched and the record holds
 * {progressedTime, totalMediaWatched: true} under its media id (videoProgress). checkRestored:
 * the same after a reload, read back from the saved record.
 */
export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await playToTheEnd(page, block, 'video');
}

export async function check(page: Page, block: ElementHandle<Element>): Promise<void> {
  await checkWatched(page, block, 'video');
}

export async function checkRestored(page: Page, block: ElementHandle<Element>): Promise<void> {
  await checkWatched(page, block, 'video');
}
