import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * How-to guide (plugins/blocks/howTo): all steps are listed, so there is nothing to operate.
 * interact waits for the steps (child fragments) to load. check: a numbered list of at least one
 * step, each with its "step X of Y" label and some text, in order.
 */
export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await page.waitForFunction((el) => el.querySelector('.ht-step') !== null, { timeout: 10000 }, block);
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  const seen = await block.evaluate((el) =>
    Array.from(el.querySelectorAll('.ht-step')).map((li) => ({
      number: (li.querySelector('.ht-number') as HTMLElement | null)?.innerText.trim(),
      label: (li.querySelector('.ht-label') as HTMLElement | null)?.innerText.trim() ?? '',
      text: (li.querySelector('.ht-body') as HTMLElement | null)?.innerText.trim() ?? '',
    })),
  );
  const ok = seen.length > 0 && seen.every((s, i) => s.number === String(i + 1) && s.label.includes(String(i + 1)) && s.label.includes(String(seen.length)) && s.text.length > s.label.length);
  if (!ok) throw new Error(`howTo: steps are not listed in order: ${JSON.stringify(seen)}`);
}
