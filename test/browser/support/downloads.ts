/**
 * Files a page downloads (an <a download> of a Blob, issue 26's certificate), caught in a folder of
 * the test's: CDP's Browser.setDownloadBehavior for the page's browser profile, then the file once
 * Chromium has finished writing it.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';

/** From now on the profile of `page` saves downloads into `dir` under the names the page gives them. */
export async function downloadInto(page: Page, dir: string, context?: BrowserContext): Promise<void> {
  const cdp = await page.createCDPSession();
  // The default profile has no id; an incognito context (env.freshPage) is named by its own.
  const browserContextId = context && (context as unknown as { id?: string }).id;
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir, eventsEnabled: true, ...(browserContextId ? { browserContextId } : {}) });
}

/** The bytes of `name` in `dir` once it is there whole (Chromium writes `name.crdownload` first). */
export async function downloaded(dir: string, name: string, timeout = 30000): Promise<Buffer> {
  const until = Date.now() + timeout;
  for (;;) {
    const files = await readdir(dir);
    if (files.includes(name) && !files.some((f) => f.endsWith('.crdownload'))) return readFile(path.join(dir, name));
    if (Date.now() > until) throw new Error(`no download named ${name} in ${dir} (there: ${files.join(', ') || 'nothing'})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The text of a PDF's pages, as a reader would copy it (support/pdfText.mjs). */
export function pdfText(file: string): { pages: number; text: string } {
  return JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'pdfText.mjs'), file], { encoding: 'utf8' })) as { pages: number; text: string };
}
