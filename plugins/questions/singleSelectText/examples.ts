import type { QuestionExample } from '@core';
import { showcaseQuestion } from '../shared/showcase.testing';

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests: the showcase's, read from its data.js by id (its one copy: docs/plugins.md), then cases
 * the showcase does not show.
 */
export const examples: QuestionExample<string[]>[] = [
  {
    name: "four options, one correct, in two languages",
    question: showcaseQuestion('0eef38a6ebb445283cc20832dec0ea25'),
    wrong: ["0d2ebea8e4ecb0f573705d39fab4c113"],
  },
  {
    name: "a survey: answered, never scored",
    question: showcaseQuestion('81c0b9d7883a3068f3a9777d59635873'),
  },
];
