import type { ElementHandle, Page } from 'puppeteer-core';
import { focusInBlock } from './focusInBlock';

/**
 * Link cards (plugins/blocks/linkCuration; webLinkBlock re-exports this driver). interact: from the
 * top of the block, Tab to the first card's link (a learner would press Enter; the test does not
 * leave the course). check: every card has one http(s) link opening in a new tab with
 * rel="noopener noreferrer", whose accessible text carries the new-tab hint, a title and a domain;
 * and the first link has focus.
 */

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await page.waitForFunction((el) => el.querySelector('.lc-link') !== null, {}, block);
  await focusInBlock(page, block, '.lc-link');
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  const seen = await block.evaluate((el) => ({
    focused: document.activeElement === el.querySelector('.lc-link'),
    cards: Array.from(el.querySelectorAll('.lc-card')).map((card) => {
      const links = card.querySelectorAll('a');
      const a = links[0] as HTMLAnchorElement | undefined;
      return {
        links: links.length,
        href: a?.href ?? '',
        target: a?.target,
        rel: a?.rel,
        hint: (a?.querySelector('.visually-hidden')?.textContent ?? '').trim(),
        title: (a?.textContent ?? '').trim(),
        domain: (card.querySelector('.lc-domain') as HTMLElement | null)?.innerText.trim() ?? '',
      };
    }),
  }));
  const ok =
    seen.focused &&
    seen.cards.length > 0 &&
    seen.cards.every((c) => c.links === 1 && /^https?:\/\//.test(c.href) && c.target === '_blank' && c.rel === 'noopener noreferrer' && c.hint !== '' && c.title.length > c.hint.length && c.domain !== '');
  if (!ok) throw new Error(`link cards: ${JSON.stringify(seen)}`);
}
