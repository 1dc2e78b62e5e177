import type { ElementHandle, Page } from 'puppeteer-core';
import { fail, partOf } from './staticBlocks';

/** A quotation is read, not operated. */
export async function interact(_page: Page, _block: ElementHandle<Element>): Promise<void> {}

/** A <blockquote> in a <figure> with the author as its caption, the quote font at most 24 px (SPEC 9.4). */
export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  const figure = await partOf(block, '.bl-quote');
  const state = await figure.evaluate((f) => {
    const quote = f.querySelector('blockquote');
    const style = quote ? getComputedStyle(quote) : null;
    return {
      isFigure: f.localName === 'figure',
      text: quote?.textContent?.trim() ?? '',
      author: f.querySelector(':scope > figcaption')?.textContent?.trim() ?? '',
      fontSize: style ? Number.parseFloat(style.fontSize) : 0,
      startRule: style ? Number.parseFloat(getComputedStyle(f).borderInlineStartWidth) : 0,
    };
  });
  if (!state.isFigure || !state.text) fail('The quote is not a blockquote in a figure', state);
  if (!state.author) fail('The quote shows no author', state);
  if (state.fontSize > 24.5 || state.fontSize < 16) fail('The quote font size is outside 16–24 px', state);
  if (state.startRule < 2) fail('The quote has no rule on its start side', state);
}
