import type { Page } from 'puppeteer-core';
import { textIn, tabTo, type DataQuestion, type QuestionDriver } from './types';

type Answer = { id: string; text: unknown; isCorrect: boolean };
const answersOf = (q: DataQuestion) => (q.answers as Answer[]) ?? [];

/** The positions of these option texts on screen (the order may be randomised). */
async function positions(page: Page, texts: string[]): Promise<number[]> {
  const labels = await page.$$eval('.choice-text', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  return texts.map((text) => {
    const i = labels.indexOf(text);
    if (i < 0) throw new Error(`No option '${text}' among ${labels.join(' | ')}`);
    return i;
  });
}

/**
 * Radio group: Tab lands on it, Space selects, arrow keys move the selection. Checkboxes: each is a
 * tab stop; Space toggles.
 */
export function choiceDriver(multiple: boolean): QuestionDriver {
  return {
    async answerCorrectlyWithKeyboard(page, question, language) {
      // A survey has no correct option: any answer is the right one, so the first will do.
      const correct = answersOf(question).filter((a) => a.isCorrect || question.isSurvey === true);
      const targets = await positions(page, correct.slice(0, question.isSurvey ? 1 : undefined).map((a) => textIn(a.text, language)));
      await tabTo(page, '.choice-input');
      if (!multiple) {
        await page.keyboard.press('Space');
        for (let i = 0; i < targets[0]; i++) await page.keyboard.press('ArrowDown');
        return;
      }
      const wanted = new Set(targets);
      const last = Math.max(...targets);
      for (let i = 0; i <= last; i++) {
        if (wanted.has(i)) await page.keyboard.press('Space');
        if (i < last) await page.keyboard.press('Tab');
      }
    },
    async answerWronglyWithMouse(page, question, language) {
      const wrong = answersOf(question).find((a) => !a.isCorrect)!;
      const [index] = await positions(page, [textIn(wrong.text, language)]);
      const labels = await page.$$('.choice');
      await labels[index].click();
    },
  };
}
