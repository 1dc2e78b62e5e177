import type { ElementHandle, Page } from 'puppeteer-core';
import { startBefore, tabWithin } from './bdKeyboard';

/**
 * embedBlock and its service aliases (bd). interact: the learner scrolls to the block (the frame
 * loads only then) and tabs to the "visit the page" link. check: a titled, lazily loading frame, a
 * visible caption and a link that opens the service in a new tab. No saved state.
 */
export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await block.waitForSelector('.bd-embed iframe', { timeout: 10000 });
  await startBefore(block);
  // The frame's own content takes Tab presses too (a survey's fields); the link follows it.
  await tabWithin(page, block, '.bd-embed-link', 80);
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  const info = await block.$eval('.bd-embed', (figure) => {
    const frame = figure.querySelector('iframe');
    const link = figure.querySelector<HTMLAnchorElement>('.bd-embed-link');
    const caption = figure.querySelector<HTMLElement>('figcaption .bd-embed-caption-text');
    return {
      title: frame?.getAttribute('title') ?? '',
      loading: frame?.getAttribute('loading'),
      src: frame?.getAttribute('src') ?? '',
      caption: caption?.innerText.trim() ?? '',
      captionShown: !!caption && caption.getBoundingClientRect().height > 0,
      target: link?.target,
      rel: link?.rel ?? '',
      href: link?.href ?? '',
    };
  });
  if (!info.title) throw new Error('the frame has no title');
  if (info.loading !== 'lazy') throw new Error('the frame does not load lazily');
  if (!/^https?:/.test(info.src)) throw new Error(`frame src ${info.src}`);
  if (!info.caption || !info.captionShown) throw new Error('no visible caption');
  if (info.target !== '_blank' || !info.rel.includes('noopener') || !info.href) throw new Error(`fallback link ${JSON.stringify(info)}`);
}
