import type { Page } from 'puppeteer-core';
import { interiorPoint, pointInPolygon, type Point } from '../../../plugins/questions/hotspot/geometry';
import { tabTo, type DataQuestion, type QuestionDriver } from './types';

const BOARD = '.hotspot-board[role=application]';

/** The question's spots as data.js holds them (the same lenient reading as the plugin). */
function spotsOf(q: DataQuestion): Point[][] {
  const spots = Array.isArray(q.spots) ? (q.spots as unknown[]) : [];
  return spots
    .map((s) => (Array.isArray(s) ? s.map((p) => ({ x: Number((p as Point)?.x), y: Number((p as Point)?.y) })).filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y)) : []))
    .filter((s) => interiorPoint(s) !== null);
}

const state = (page: Page) =>
  page.$eval(BOARD, (el) => {
    const d = (el as HTMLElement).dataset;
    return { width: Number(d.width), height: Number(d.height), x: Number(d.cursorX), y: Number(d.cursorY) };
  });

async function press(page: Page, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown', shift: boolean) {
  if (shift) await page.keyboard.down('Shift');
  await page.keyboard.press(key);
  if (shift) await page.keyboard.up('Shift');
}

/** Walks the crosshair cursor to a point with the arrow keys (Shift for the long way), then checks it. */
async function moveCursorTo(page: Page, target: Point): Promise<Point> {
  const { width, height } = await state(page);
  const axes = [
    { size: width, key: ['ArrowLeft', 'ArrowRight'] as const, coord: 'x' as const },
    { size: height, key: ['ArrowUp', 'ArrowDown'] as const, coord: 'y' as const },
  ];
  for (const axis of axes) {
    const big = Math.max(1, Math.round(axis.size / 10));
    const small = Math.max(1, Math.round(axis.size / 100));
    for (let guard = 0; guard < 400; guard++) {
      const now = (await state(page))[axis.coord];
      const delta = target[axis.coord] - now;
      if (Math.abs(delta) <= small / 2) break;
      await press(page, delta < 0 ? axis.key[0] : axis.key[1], Math.abs(delta) >= big);
    }
  }
  const end = await state(page);
  return { x: end.x, y: end.y };
}

/**
 * Keyboard: Tab to the picture, walk the cursor into each spot that must be hit (the first spot
 * without isMultiple), Space places a marker. Mouse: a click on a point outside every spot.
 */
export const driver: QuestionDriver = {
  async answerCorrectlyWithKeyboard(page, question) {
    await page.waitForSelector(`${BOARD}[data-width]`);
    await tabTo(page, BOARD);
    const spots = spotsOf(question);
    for (const spot of question.isMultiple === true ? spots : spots.slice(0, 1)) {
      const at = await moveCursorTo(page, interiorPoint(spot)!);
      if (!pointInPolygon(at, spot)) throw new Error(`The cursor stopped at ${JSON.stringify(at)}, outside the spot`);
      await page.keyboard.press('Space');
    }
    await page.waitForSelector('.hotspot-marker');
  },
  async answerWronglyWithMouse(page, question) {
    const board = await page.waitForSelector(`${BOARD}[data-width]`);
    const { width, height } = await state(page);
    const spots = spotsOf(question);
    const clear = (p: Point) => [-0.03, 0, 0.03].every((dx) => [-0.03, 0, 0.03].every((dy) => !spots.some((s) => pointInPolygon({ x: p.x + dx * width, y: p.y + dy * height }, s))));
    let target: Point | null = null;
    for (let i = 1; i < 10 && !target; i++) for (let j = 1; j < 10 && !target; j++) if (clear({ x: (width * i) / 10, y: (height * j) / 10 })) target = { x: (width * i) / 10, y: (height * j) / 10 };
    if (!target) throw new Error('No point outside every spot');
    const box = (await board!.boundingBox())!;
    await page.mouse.click(box.x + (target.x / width) * box.width, box.y + (target.y / height) * box.height);
    await page.waitForSelector('.hotspot-marker');
  },
};
