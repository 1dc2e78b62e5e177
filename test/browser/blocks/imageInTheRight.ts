import type { ElementHandle, Page } from 'puppeteer-core';
import { checkLayout } from './staticBlocks';

/** imageInTheRight: static author HTML in columns (plugins/blocks/textEditorOneColumn); nothing to operate. */
export async function interact(_page: Page, _block: ElementHandle<Element>): Promise<void> {}

/** Side by side at 1024 px and wider, stacked on a phone, mirrored in right-to-left; images sized, with alt text, in reserved boxes. */
export async function check(page: Page, block: ElementHandle<Element>): Promise<void> {
  await checkLayout(page, block, 'imageInTheRight');
}
