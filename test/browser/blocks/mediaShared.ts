import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * Shared by the singleVideo and singleAudio drivers (bd's media blocks): play a block's first
 * native medium to its end quickly, and read what the player and the saved record say about it.
 */

/** The block's first media player, once its media id is known and its metadata has loaded. */
export async function firstPlayer(block: ElementHandle<Element>, tag: 'video' | 'audio'): Promise<ElementHandle<Element>> {
  const player = await block.waitForSelector(`.bd-media[data-media-key]:has(${tag})`, { timeout: 10000 });
  if (!player) throw new Error(`No ${tag} player with a media id in the block`);
  await player.$eval(tag, (m) => {
    const media = m as HTMLMediaElement;
    if (media.readyState >= 1) return undefined;
    return new Promise<void>((resolve, reject) => {
      media.addEventListener('loadedmetadata', () => resolve(), { once: true });
      media.addEventListener('error', () => reject(new Error(`media error ${media.error?.code}`)), { once: true });
      media.load();
    });
  });
  return player;
}

/** Seeks near the end (a learner dragging the bar), plays, and waits for 'ended'. */
export async function playToTheEnd(page: Page, block: ElementHandle<Element>, tag: 'video' | 'audio'): Promise<void> {
  const player = await firstPlayer(block, tag);
  await player.$eval(tag, (el) => el.scrollIntoView({ block: 'center' }));
  await player.$eval(tag, async (m) => {
    const media = m as HTMLMediaElement;
    media.muted = true;
    media.currentTime = Math.max(0, media.duration - 0.4);
    if (media.seeking) await new Promise((r) => media.addEventListener('seeked', r, { once: true }));
    const ended = new Promise<void>((resolve, reject) => {
      media.addEventListener('ended', () => resolve(), { once: true });
      setTimeout(() => reject(new Error('the medium did not reach its end')), 10000);
    });
    await media.play();
    await ended;
  });
  await page.waitForFunction((el) => el.hasAttribute('data-watched'), { timeout: 5000 }, player);
}

/** The media progress entry saved for a media id in the course's localStorage record. */
export function savedEntry(page: Page, kind: 'videoProgress' | 'audioProgress', mediaKey: string) {
  return page.evaluate(
    (k, key) => {
      for (let i = 0; i < localStorage.length; i++) {
        const name = localStorage.key(i)!;
        if (!name.startsWith('course_progress') || name.endsWith('_unreadable')) continue;
        try {
          const record = JSON.parse(localStorage.getItem(name) ?? 'null');
          const entry = record?.[k]?.[key];
          if (entry) return entry as { progressedTime: number; totalMediaWatched: boolean };
        } catch {
          /* not this one */
        }
      }
      return null;
    },
    kind,
    mediaKey,
  );
}

/** The player shows it was played to the end, and the record says so under its media id. */
export async function checkWatched(page: Page, block: ElementHandle<Element>, tag: 'video' | 'audio'): Promise<void> {
  const player = await firstPlayer(block, tag);
  await page.waitForFunction((el) => el.hasAttribute('data-watched'), { timeout: 5000 }, player);
  const key = await player.evaluate((el) => el.getAttribute('data-media-key')!);
  if (!/^[^_]+_\d+_\d+$/.test(key)) throw new Error(`media id ${key} is not '{prefix}_{questionIndex}_{mediaIndex}'`);
  const status = await player.$eval('.bd-media-status', (el) => (el as HTMLElement).innerText.trim());
  if (!status) throw new Error('no visible "played to the end" status');
  const kind = tag === 'video' ? 'videoProgress' : 'audioProgress';
  // The record is written a moment after the change (core/delivery/SaveScheduler.ts): wait for that write.
  await page.waitForFunction(
    (k, id) =>
      Object.keys(localStorage).some((name) => {
        if (!name.startsWith('course_progress') || name.endsWith('_unreadable')) return false;
        try {
          return JSON.parse(localStorage.getItem(name) ?? 'null')?.[k]?.[id]?.totalMediaWatched === true;
        } catch {
          return false;
        }
      }),
    { timeout: 5000 },
    kind,
    key,
  );
  const entry = await savedEntry(page, kind, key);
  if (!entry || entry.totalMediaWatched !== true || !(entry.progressedTime > 0)) throw new Error(`saved entry for ${key}: ${JSON.stringify(entry)}`);
}
