import type { Page } from 'puppeteer-core';

/** A question of content/data.js as the drivers read it (texts may be objects keyed by language). */
export type DataQuestion = Record<string, unknown> & { id: string; type: string };

/**
 * How a learner answers one question type in the browser: one driver per type, in
 * test/browser/drivers/<typeId>.ts, used by test/browser/question-types.test.ts.
 *
 * Both functions start on the question page, before submitting, and must leave the answer complete
 * so that Submit is enabled; they do not press Submit (the test does, with the keyboard or the
 * mouse to match). `keyboard` uses only page.keyboard (Tab, Shift+Tab, arrows, Space, Enter,
 * Escape, typing): no clicks, no element.focus(). It starts with focus on the page heading
 * (main h1). `mouse` uses only clicks, drags (page.mouse) and typing in fields the mouse focused.
 */
export interface QuestionDriver {
  answerCorrectlyWithKeyboard(page: Page, question: DataQuestion, language: string): Promise<void>;
  answerWronglyWithMouse(page: Page, question: DataQuestion, language: string): Promise<void>;
  /** The type has no wrong answer (openQuestion): left out of the "answered wrongly" tests. */
  readonly noWrongAnswer?: boolean;
}

/** The text of a data.js field in a language. */
export const textIn = (value: unknown, language: string): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? String((value as Record<string, unknown>)[language] ?? (value as Record<string, unknown>).en ?? '') : '';

/** Presses Tab until the focused element matches `selector` (at most `max` presses). */
export async function tabTo(page: Page, selector: string, max = 40, shift = false): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    if (shift) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (shift) await page.keyboard.up('Shift');
  }
  throw new Error(`No element matching ${selector} took focus after ${max} Tab presses`);
}

/** Describes the focused element, for assertions and error messages. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? { tag: el.tagName.toLowerCase(), text: el.innerText?.trim() ?? '', value: (el as HTMLInputElement).value ?? '', id: el.id } : null;
  });
