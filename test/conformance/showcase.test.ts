/**
 * The showcase course and the question types' examples.ts hold each showcase question once (issue
 * 20): the browser tests and `npm start` play the showcase, the unit tests and the conformance kit
 * play the examples, and a copy in both places drifted unseen. Every built-in type shows a question
 * in the showcase and its examples.ts reads that question from the showcase's data.js by id
 * (plugins/questions/shared/showcase.testing.ts); a type added later must do the same.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { QuestionExample } from '@core';
import { builtInQuestionTypes } from '../../plugins/questions';
import { showcaseQuestion, showcaseQuestions } from '../../plugins/questions/shared/showcase.testing';

const folder = (id: string) => path.join(__dirname, '../../plugins/questions', id);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const examplesOf = (id: string) => (require(path.join(folder(id), 'examples')) as { examples: QuestionExample[] }).examples;

describe.each(builtInQuestionTypes.map((t) => [t.id]))('%s', (id) => {
  const shown = showcaseQuestions().filter((q) => q.type === id).map((q) => q.id as string);

  it('shows a question of its type in the showcase, and its examples take it from there', () => {
    expect(shown.length).toBeGreaterThan(0);
    expect(examplesOf(id).filter((e) => shown.includes(e.question.id as string)).length).toBeGreaterThan(0);
  });

  it('names a showcase question in examples.ts only to read it, never as a copy of its own', () => {
    const source = readFileSync(path.join(folder(id), 'examples.ts'), 'utf8');
    for (const questionId of showcaseQuestions().map((q) => q.id as string)) {
      const named = source.split(questionId).length - 1;
      const read = source.split(`showcaseQuestion('${questionId}')`).length - 1;
      expect({ questionId, named }).toEqual({ questionId, named: read });
    }
  });

  it('has no example that differs from the showcase question of its id', () => {
    for (const example of examplesOf(id)) {
      const questionId = example.question.id as string;
      if (showcaseQuestions().some((q) => q.id === questionId)) expect(example.question).toEqual(showcaseQuestion(questionId));
    }
  });
});
