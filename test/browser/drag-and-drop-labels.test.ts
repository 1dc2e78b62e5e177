/**
 * Drag and drop text: long texts placed on drop areas that sit close together (issue 9: area 3 ran
 * under area 4's label; on a phone a label covered part of the picture). The showcase's question is
 * rewritten, in a copy, with long texts and dropspots close to each other and to the picture's
 * edges; every text is placed with the keyboard, and no two labels overlap, each stays inside the
 * picture, before and after Submit, wide and on a phone, in English and Arabic; axe-clean.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { driver } from './drivers/dragAndDropText';
import type { DataQuestion } from './drivers/types';
import { browserTestEnv } from './support/harness';
import { openRoute } from './support/player';
import { courseFixture, type CourseServer } from './support/server';

/** Dropspots on the 800 × 500 picture: two on one line, one just below, one in the far corner. */
const SPOTS = [
  { x: 40, y: 40, en: 'The leaves, which make the plant’s food from light, water and air', ar: 'الأوراق، وهي تصنع غذاء النبتة من الضوء والماء والهواء' },
  { x: 300, y: 48, en: 'The stem, which carries water up from the roots to every single leaf', ar: 'الساق، وهي تنقل الماء من الجذور إلى كل ورقة' },
  { x: 40, y: 130, en: 'The potting soil that holds water, air and food for the roots', ar: 'تربة الأصيص التي تحفظ الماء والهواء والغذاء للجذور' },
  { x: 770, y: 470, en: 'The drainage hole that lets extra water run out of the pot', ar: 'فتحة التصريف التي يخرج منها الماء الزائد من الأصيص' },
];

const env = browserTestEnv();
let server: CourseServer;
let question: DataQuestion;
let route: string;

beforeAll(async () => {
  const course = path.join(await env.tempDir('dnd-labels-'), 'course');
  await cp(courseFixture('showcase'), course, { recursive: true });
  const file = path.join(course, 'content', 'data.js');
  const data = JSON.parse(await readFile(file, 'utf8'));
  const section = data.sections.find((s: { questions: DataQuestion[] }) => s.questions.some((q) => q.type === 'dragAndDropText'));
  question = section.questions.find((q: DataQuestion) => q.type === 'dragAndDropText');
  const ids = (question.dropspots as { id: string }[]).map((d) => d.id);
  question.dropspots = SPOTS.map((s, i) => ({ id: ids[i], text: { en: s.en, ar: s.ar }, x: s.x, y: s.y }));
  route = `/sections/${section.id}/questions/${question.id}`;
  await writeFile(file, JSON.stringify(data));
  server = await env.serve(course);
});

/** The labels' boxes and the picture's, as shown. */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector('.dnd-board')!.getBoundingClientRect();
    const areas = [...document.querySelectorAll<HTMLElement>('.dnd-area')].map((a) => {
      const r = a.getBoundingClientRect();
      return { id: a.dataset.spotId!, left: r.left, top: r.top, right: r.right, bottom: r.bottom, text: a.querySelector('.dnd-area-text')?.textContent ?? '' };
    });
    return { board: { left: board.left, top: board.top, right: board.right, bottom: board.bottom }, areas };
  });

type Box = { left: number; top: number; right: number; bottom: number };
const intersect = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

async function expectApart(page: Page, when: string): Promise<void> {
  const { board, areas } = await boxes(page);
  expect({ when, placed: areas.filter((a) => a.text).length }).toEqual({ when, placed: SPOTS.length });
  for (const a of areas) {
    const inside = a.left >= board.left - 0.5 && a.right <= board.right + 0.5 && a.top >= board.top - 0.5 && a.bottom <= board.bottom + 0.5;
    expect({ when, area: a.id, inside }).toEqual({ when, area: a.id, inside: true });
  }
  for (let i = 0; i < areas.length; i++) {
    for (let j = i + 1; j < areas.length; j++) {
      expect({ when, pair: [areas[i].id, areas[j].id], overlap: intersect(areas[i], areas[j]) }).toEqual({ when, pair: [areas[i].id, areas[j].id], overlap: false });
    }
  }
}

describe.each([
  ['English, wide', '', 'en', { width: 1280, height: 900 }],
  ['Arabic, wide', 'language=ar', 'ar', { width: 1280, height: 900 }],
  ['English, phone', '', 'en', { width: 390, height: 844 }],
  ['Arabic, phone', 'language=ar', 'ar', { width: 390, height: 844 }],
])('long texts on drop areas close together (%s)', (_name, query, lang, viewport) => {
  test('no label covers another or leaves the picture, before and after Submit', async () => {
    const { context, page, errors } = await env.freshPage(viewport);
    try {
      await openRoute(page, server, route, query);
      await driver.answerCorrectlyWithKeyboard(page, question, lang);
      await expectApart(page, 'placed');
      // A cut text is still whole for assistive technology and in the tooltip.
      const named = await page.$$eval('.dnd-area', (els) => els.map((e) => [e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? '']));
      for (const [label, title] of named) expect(label).toContain(title);
      await env.axe(page);
      await page.click('.answer-form button[type=submit]');
      await page.waitForSelector('.dnd-area.is-static');
      await expectApart(page, 'submitted');
      await env.axe(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
