/**
 * Every content-block plugin in Chromium, on the showcase's content pages (issue 5): each block is
 * used the way a learner would (its driver, test/browser/blocks/<dataType>.ts), its visible result
 * checked, its state checked again after a reload where it keeps any, and every content page is
 * axe-clean in English and Arabic, wide and on a phone.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { builtInBlocks } from '../../plugins/blocks';
import { browserTestEnv } from './support/harness';
import { openRoute } from './support/player';
import { courseFixture } from './support/server';

interface BlockDriver {
  interact(page: Page, block: ElementHandle<Element>): Promise<void>;
  check(page: Page, block: ElementHandle<Element>): Promise<void>;
  checkRestored?(page: Page, block: ElementHandle<Element>): Promise<void>;
}

const dir = courseFixture('showcase');
const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8'));
const pages: { sectionId: string; id: string; blockIds: string[] }[] = data.sections.flatMap((s: { id: string; questions: { id: string; type: string; learningContents: { id: string }[] }[] }) =>
  s.questions.filter((q) => q.type === 'informationContent').map((q) => ({ sectionId: s.id, id: q.id, blockIds: q.learningContents.map((b) => b.id) })),
);
const driverFile = (dataType: string) => path.join(__dirname, 'blocks', `${dataType}.ts`);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const driverOf = (dataType: string): BlockDriver => require(`./blocks/${dataType}`) as BlockDriver;
const route = (p: { sectionId: string; id: string }) => `/sections/${p.sectionId}/questions/${p.id}`;

/** Which showcase page holds the first block of each data-type (read from the fragments). */
function firstPageOf(dataType: string): { sectionId: string; id: string } | null {
  for (const p of pages) {
    for (const id of p.blockIds) {
      const file = path.join(dir, 'content', 'en', `${id}.html`);
      if (existsSync(file) && readFileSync(file, 'utf8').includes(`data-type="${dataType}"`)) return p;
    }
  }
  return null;
}

const env = browserTestEnv({ course: dir });

async function openPage(page: Page, p: { sectionId: string; id: string }, query = ''): Promise<void> {
  await openRoute(page, env.server, route(p), query);
  await page.waitForSelector('.content-body');
  await page.waitForFunction(() => !document.querySelector('.content-body .block[aria-busy="true"], .content-body .block > .block-skeleton'), { timeout: 15000 });
}

const blockHandle = async (page: Page, dataType: string) => {
  const handle = await page.$(`.content-body .block[data-type="${dataType}"]`);
  if (!handle) throw new Error(`No block of data-type ${dataType} on the page`);
  return handle;
};

const registered = builtInBlocks.map((b) => b.dataType);

test('every registered block is on a showcase content page and has a browser driver', () => {
  for (const dataType of registered) {
    expect({ dataType, onPage: firstPageOf(dataType) !== null }).toEqual({ dataType, onPage: true });
    expect({ dataType, driver: existsSync(driverFile(dataType)) }).toEqual({ dataType, driver: true });
  }
});

describe.each(registered.map((t) => [t]))('%s', (dataType) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await env.freshPage());
  });
  afterAll(() => context.close());

  test('a learner uses it, and what it keeps is there after a reload', async () => {
    const where = firstPageOf(dataType)!;
    const driver = driverOf(dataType);
    await openPage(page, where);
    await driver.interact(page, await blockHandle(page, dataType));
    await driver.check(page, await blockHandle(page, dataType));
    if (driver.checkRestored) {
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.content-body');
      await page.waitForFunction(() => !document.querySelector('.content-body .block[aria-busy="true"], .content-body .block > .block-skeleton'), { timeout: 15000 });
      await driver.checkRestored(page, await blockHandle(page, dataType));
    }
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['English, wide', '', { width: 1280, height: 900 }],
  ['Arabic, wide', 'language=ar', { width: 1280, height: 900 }],
  ['English, phone', '', { width: 390, height: 844 }],
  ['Arabic, phone', 'language=ar', { width: 390, height: 844 }],
])('content pages have no axe violations (%s)', (_name, query, viewport) => {
  test.each(pages.map((p) => [p.id, p] as const))('%s', async (_id, p) => {
    const { page, errors } = await env.page(viewport);
    try {
      await openPage(page, p, query);
      await env.axe(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

test('a data-type no plugin knows shows the author HTML as it is, and the page works', async () => {
  const { cp, readFile, writeFile } = await import('node:fs/promises');
  const work = await env.tempDir('unknown-block-');
  const course = path.join(work, 'course');
  await cp(dir, course, { recursive: true });
  const blockId = 'f00df00df00df00df00df00df00df00d';
  for (const lang of ['en', 'ar']) {
    await writeFile(path.join(course, 'content', lang, `${blockId}.html`), '<div class="eg-content-editor" data-type="futureBlock"><p class="future-text">A block type from the future.</p></div>');
  }
  const dataFile = path.join(course, 'content', 'data.js');
  const copy = JSON.parse(await readFile(dataFile, 'utf8'));
  const [first] = pages;
  const target = copy.sections.find((s: { id: string }) => s.id === first.sectionId).questions.find((q: { id: string }) => q.id === first.id);
  target.learningContents.push({ id: blockId, children: [] });
  await writeFile(dataFile, JSON.stringify(copy));
  const own = await env.serve(course);
  const { page, errors } = await env.page();
  try {
    await openRoute(page, own, route(first));
    await page.waitForSelector('.block[data-type="futureBlock"] .future-text');
    expect(await page.$eval('.future-text', (e) => (e as HTMLElement).innerText)).toBe('A block type from the future.');
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
});

test('a checklist and a how-to whose own fragments are empty are known by their items, and ticks are kept', async () => {
  const { cp, writeFile } = await import('node:fs/promises');
  const work = await env.tempDir('empty-container-');
  const course = path.join(work, 'course');
  await cp(dir, course, { recursive: true });
  // PACKAGE-FORMAT.md: "A container with an empty fragment (checklist, howTo) takes its items from its children entries".
  for (const dataType of ['checklist', 'howTo']) {
    const page = firstPageOf(dataType)!;
    const blockId = pages.find((p) => p.id === page.id)!.blockIds.find((id) => readFileSync(path.join(dir, 'content', 'en', `${id}.html`), 'utf8').includes(`data-type="${dataType}"`))!;
    for (const lang of ['en', 'ar']) await writeFile(path.join(course, 'content', lang, `${blockId}.html`), '');
  }
  const own = await env.serve(course);
  const { context, page, errors } = await env.freshPage();
  const open = async (dataType: string) => {
    await openRoute(page, own, route(firstPageOf(dataType)!));
    await page.waitForSelector('.content-body');
    await page.waitForFunction(() => !document.querySelector('.content-body .block[aria-busy="true"], .content-body .block > .block-skeleton'), { timeout: 15000 });
  };
  try {
    await open('howTo');
    const howTo = driverOf('howTo');
    await howTo.interact(page, await blockHandle(page, 'howTo'));
    await howTo.check(page, await blockHandle(page, 'howTo'));
    if (firstPageOf('checklist')!.id !== firstPageOf('howTo')!.id) await open('checklist');
    const checklist = driverOf('checklist');
    await checklist.interact(page, await blockHandle(page, 'checklist'));
    await checklist.check(page, await blockHandle(page, 'checklist'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('.content-body .block[data-type="checklist"] .cl-box');
    await checklist.checkRestored!(page, await blockHandle(page, 'checklist'));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a card is dragged with the mouse onto a category, and the drop is placed and judged', async () => {
  const { context, page, errors } = await env.freshPage();
  try {
    await openPage(page, firstPageOf('cardSorting')!);
    const block = await blockHandle(page, 'cardSorting');
    const card = (await block.$('.cs-pool .cs-card'))!;
    const cardId = await card.evaluate((el) => el.getAttribute('data-card-id'));
    const target = (await block.$('.cs-category'))!;
    const categoryId = await target.evaluate((el) => el.getAttribute('data-cs-target'));
    await card.scrollIntoView();
    const from = (await card.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 20, { steps: 4 });
    await page.waitForSelector('.cs-ghost');
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(40, to.height / 2), { steps: 8 });
    await page.mouse.up();
    await page.waitForFunction(
      (el, c, k) => [...el.querySelectorAll(`.cs-category[data-cs-target="${k}"] .cs-card`)].some((x) => x.getAttribute('data-card-id') === c && x.getAttribute('data-verdict')),
      { timeout: 5000 },
      block,
      cardId,
      categoryId,
    );
    expect(await page.$('.cs-ghost')).toBeNull();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
