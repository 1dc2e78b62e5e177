/**
 * Image-and-text blocks keep the size the author gave an image (issue 9): an icon the author set to
 * 90 px wide (width attribute only, no height) stays a 90 px square beside its text, wide and on a
 * phone, left-to-right and right-to-left; it is not stretched to the column nor put in a big box.
 * (Before, an image without both dimensions filled its column in a 16:9 box.)
 * A picture block whose image has no size (as real packages' often have none) keeps its zoom button
 * on the picture as drawn, also when the picture is narrower than its column and centred in it
 * (issue 22: the button sat at the column's far edge at 1440 px).
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zoomPlacement } from './blocks/oneImage';
import { checkLayout, imagesSettled } from './blocks/staticBlocks';
import { browserTestEnv } from './support/harness';
import { openRoute } from './support/player';
import { courseFixture } from './support/server';

const ICON_BLOCK = '9b1e4c7a2d5f48e0a6c3b8d1f2e4a7c9';
const dir = courseFixture('showcase');
const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8'));
const where = data.sections
  .flatMap((s: { id: string; questions: { id: string; learningContents: { id: string }[] }[] }) => s.questions.map((q) => ({ sectionId: s.id, id: q.id, blocks: q.learningContents })))
  .find((p: { blocks: { id: string }[] }) => p.blocks.some((b) => b.id === ICON_BLOCK));

const env = browserTestEnv({ course: dir });

test('the fixture icon is given a width of 90 and no height, and its picture is larger than that', () => {
  const html = readFileSync(path.join(dir, 'content', 'en', `${ICON_BLOCK}.html`), 'utf8');
  expect(html).toMatch(/<img [^>]*width="90"/);
  expect(html).not.toMatch(/<img [^>]*height=/);
});

describe.each([
  ['wide', { width: 1440, height: 900 }, ''],
  ['wide, right-to-left', { width: 1440, height: 900 }, 'language=ar'],
  ['phone', { width: 390, height: 844 }, ''],
  ['phone, right-to-left', { width: 390, height: 844 }, 'language=ar'],
])('an icon the author sized to 90 px (%s)', (_name, viewport, query) => {
  test('is shown at 90 × 90 px, not stretched, in its layout', async () => {
    const { page, errors } = await env.page(viewport);
    try {
      await openRoute(page, env.server, `/sections/${where.sectionId}/questions/${where.id}`, query);
      const block = (await page.waitForSelector(`.block[data-block-id="${ICON_BLOCK}"] .bl-layout`))!;
      await checkLayout(page, block, 'imageInTheLeft');
      const seen = await block.evaluate((el) => {
        const img = el.querySelector('img')!;
        const box = img.getBoundingClientRect();
        const text = el.querySelector('.bl-col-text')!.getBoundingClientRect();
        return { width: box.width, height: box.height, natural: img.naturalWidth, textTop: text.top, textBottom: text.bottom, top: box.top, bottom: box.bottom, block: el.getBoundingClientRect().height };
      });
      expect(seen.natural).toBeGreaterThan(90);
      expect(Math.abs(seen.width - 90)).toBeLessThanOrEqual(1);
      expect(Math.abs(seen.height - 90)).toBeLessThanOrEqual(1);
      if (viewport.width > 1000) {
        // Beside the text, which it does not make taller.
        expect(seen.top).toBeLessThan(seen.textBottom);
        expect(seen.bottom).toBeGreaterThan(seen.textTop);
        expect(seen.block).toBeLessThanOrEqual(seen.textBottom - seen.textTop + 2);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/** The showcase's picture block of unknown size (no width, no height), on its content page. */
const UNSIZED_PICTURE = '8abc9d8f-be1a-a5ba-3137-61513c7a7330';
const pictureAt = data.sections
  .flatMap((s: { id: string; questions: { id: string; learningContents: { id: string }[] }[] }) => s.questions.map((q) => ({ sectionId: s.id, id: q.id, blocks: q.learningContents })))
  .find((p: { blocks: { id: string }[] }) => p.blocks.some((b) => b.id === UNSIZED_PICTURE));

describe('the zoom button of a picture of unknown size, narrower than its column', () => {
  let server: Awaited<ReturnType<typeof env.serve>>;
  beforeAll(async () => {
    // The showcase with that block showing a square picture (600 × 600, no size given): drawn
    // centred in the block's reserved 16:9 box, narrower than the column, wide and on a phone.
    const course = path.join(await env.tempDir('unsized-picture-'), 'course');
    await cp(dir, course, { recursive: true });
    for (const language of ['en', 'ar']) {
      const file = path.join(course, 'content', language, `${UNSIZED_PICTURE}.html`);
      const html = await readFile(file, 'utf8');
      expect(html).not.toMatch(/<img [^>]*(?:width|height)=/);
      await writeFile(file, html.replace('media/repotting.svg', 'media/care-peace-lily.svg'));
    }
    server = await env.serve(course);
  });

  test.each([
    ['wide', { width: 1440, height: 900 }, ''],
    ['wide, right-to-left', { width: 1440, height: 900 }, 'language=ar'],
    ['phone', { width: 390, height: 844 }, ''],
    ['phone, right-to-left', { width: 390, height: 844 }, 'language=ar'],
  ])('sits on the picture’s top inline-end corner (%s)', async (_name, viewport, query) => {
    const { page, errors } = await env.page(viewport);
    try {
      await openRoute(page, server, `/sections/${pictureAt.sectionId}/questions/${pictureAt.id}`, query);
      const block = (await page.waitForSelector(`.block[data-block-id="${UNSIZED_PICTURE}"] .bl-one-image`))!;
      await imagesSettled(page, block);
      const placement = await zoomPlacement(block);
      // The fixture is what it should be: the picture drawn narrower than its box.
      const box = await block.evaluate((f) => f.querySelector('img')!.getBoundingClientRect().width);
      expect(placement.drawn.right - placement.drawn.left).toBeLessThan(box - 40);
      expect(placement).toMatchObject({ inside: true, corner: true });
      expect(placement.size).toBeGreaterThanOrEqual(44);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
