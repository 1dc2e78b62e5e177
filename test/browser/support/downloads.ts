/**
 * Files a page downloads (an <a download> of a Blob, issue 26's certificate), caught in a folder of
 * the test's: CDP's Browser.setDownloadBehavior for the page's browser profile, each file saved under
 * its download's id, with the name the page suggested read from the download's events.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';

export interface Download {
  /** The file name the page gave (the <a download> attribute). */
  name: string;
  /** Where the file is on disk. */
  file: string;
  bytes: Buffer;
}

export interface Downloads {
  /** Every download finished so far, in order. */
  readonly done: Download[];
  /** The next download to finish after the `already` ones (by default those finished so far), once it has. */
  next(already?: number, timeout?: number): Promise<Download>;
}

/** From now on the profile of `page` saves downloads into `dir`; the returned log says what came. */
export async function downloadInto(page: Page, dir: string, context?: BrowserContext): Promise<Downloads> {
  const cdp = await page.createCDPSession();
  const names = new Map<string, string>();
  const done: Download[] = [];
  cdp.on('Browser.downloadWillBegin', (e: { guid: string; suggestedFilename: string }) => names.set(e.guid, e.suggestedFilename));
  cdp.on('Browser.downloadProgress', (e: { guid: string; state: string }) => {
    if (e.state !== 'completed') return;
    const file = path.join(dir, e.guid);
    void readFile(file).then((bytes) => done.push({ name: names.get(e.guid) ?? '', file, bytes }));
  });
  // The default profile has no id; an incognito context (env.freshPage) is named by its own.
  const browserContextId = context && (context as unknown as { id?: string }).id;
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allowAndName', downloadPath: dir, eventsEnabled: true, ...(browserContextId ? { browserContextId } : {}) });
  return {
    done,
    async next(already = done.length, timeout = 30000) {
      const until = Date.now() + timeout;
      while (done.length <= already) {
        if (Date.now() > until) throw new Error(`no download came (${names.size} began, ${done.length} finished)`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return done[already]!;
    },
  };
}

/** The text of a PDF's pages, as a reader would copy it (support/pdfText.mjs). */
export function pdfText(file: string): { pages: number; text: string } {
  return JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'pdfText.mjs'), file], { encoding: 'utf8' })) as { pages: number; text: string };
}

/** The text poppler's pdftotext reads (scripts/test.mjs installs poppler-utils), its bidi marks removed, spaces single. */
export function pdftotextOf(file: string): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ');
}
