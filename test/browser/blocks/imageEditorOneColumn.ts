import type { ElementHandle, Page } from 'puppeteer-core';
import { checkLayout } from './staticBlocks';

/** imageEditorOneColumn: static author HTML in columns (plugins/blocks/textEditorOneColumn); nothing to operate. */
export async function interact(_page: Page, _block: ElementHandle<Element>): Promise<void> {}

/** One column at every width; images sized, with alt text, in reserved boxes. */
export async function check(page: Page, block: ElementHandle<Element>): Promise<void> {
  await checkLayout(page, block, 'imageEditorOneColumn');
}
