import type { QuestionExample } from '@core';
import { showcaseQuestion } from '../shared/showcase.testing';

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests: the showcase's, read from its data.js by id (its one copy: docs/plugins.md), then cases
 * the showcase does not show.
 */
export const examples: QuestionExample<null>[] = [
  {
    name: "a content page with a body of blocks",
    question: showcaseQuestion('df11bdeaa1aad26ab8708109c64be99d'),
  },
];
