import { parseBlockList, type BlockRef, type QuestionData, type Interaction } from '@core';

/** A text answer option of the choice types (PACKAGE-FORMAT.md). */
export interface ChoiceAnswer {
  id: string;
  text: string;
  isCorrect: boolean;
  explanationBlocks: BlockRef[];
}

/** The answers of a choice question, read leniently: an entry without an id is skipped. */
export function choiceAnswers(question: QuestionData): ChoiceAnswer[] {
  const list = Array.isArray(question.raw.answers) ? question.raw.answers : [];
  return list
    .filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null && typeof (a as { id?: unknown }).id === 'string')
    .map((a) => ({
      id: a.id as string,
      text: typeof a.text === 'string' ? a.text : '',
      isCorrect: a.isCorrect === true,
      explanationBlocks: parseBlockList(a.explanationBlocks),
    }));
}

/** SPEC 5.1: 100 only if every correct option is selected and no incorrect one is. */
export function scoreChoice(answers: ChoiceAnswer[], selected: readonly string[]): 0 | 100 {
  const chosen = new Set(selected);
  const ok = answers.every((a) => a.isCorrect === chosen.has(a.id)) && selected.every((id) => answers.some((a) => a.id === id));
  return ok && answers.some((a) => a.isCorrect) ? 100 : 0;
}

/** Saved form: the positions of the selected options in the author's order. */
export function compactChoice(answers: ChoiceAnswer[], selected: readonly string[]): number[] {
  return selected.map((id) => answers.findIndex((a) => a.id === id)).filter((i) => i >= 0);
}

export function expandChoice(answers: ChoiceAnswer[], compact: unknown): string[] {
  if (!Array.isArray(compact)) throw new Error('a choice answer is saved as a list of positions');
  return compact.map((i) => {
    if (!Number.isInteger(i) || i < 0 || i >= answers.length) throw new Error(`no answer option at position ${String(i)}`);
    return answers[i as number].id;
  });
}

export const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** SPEC 7.8 choice interaction; items joined with '[,]' (PACKAGE-FORMAT.md). */
export function choiceToXapi(answers: ChoiceAnswer[], selected: readonly string[], locale: string): Interaction {
  return {
    interactionType: 'choice',
    correctResponsesPattern: [answers.filter((a) => a.isCorrect).map((a) => a.id).join('[,]')],
    choices: answers.map((a) => ({ id: a.id, description: { [locale]: a.text } })),
    response: selected.join('[,]'),
  };
}

export function choiceExplanations(answers: ChoiceAnswer[], selected: readonly string[]): BlockRef[] {
  const chosen = new Set(selected);
  return answers.filter((a) => chosen.has(a.id)).flatMap((a) => a.explanationBlocks);
}

/** SPEC 3.4 correctAnswersReadableText of a choice question: the correct options' texts. */
export function choiceCorrectText(answers: ChoiceAnswer[]): string {
  return answers.filter((a) => a.isCorrect).map((a) => a.text).join('; ');
}
