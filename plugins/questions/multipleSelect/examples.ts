import type { QuestionExample } from '@core';
import { showcaseQuestion } from '../shared/showcase.testing';

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests: the showcase's, read from its data.js by id (its one copy: docs/plugins.md), then cases
 * the showcase does not show.
 */
export const examples: QuestionExample<string[]>[] = [
  {
    name: "two of four options correct: one of them alone is wrong",
    question: showcaseQuestion('188cb7fe9f8ff1d45313ba5cf94e268a'),
    wrong: ["bb5f4e5dad02c60bf2ece7697e9c4cf1"],
  },
];
