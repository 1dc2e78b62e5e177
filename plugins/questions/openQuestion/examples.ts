import type { QuestionExample } from '@core';
import { showcaseQuestion } from '../shared/showcase.testing';
import type { Response } from './model';

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests: the showcase's, read from its data.js by id (its one copy: docs/plugins.md). An open
 * question has no wrong answer: every answered (non-blank) text scores 100 and a blank one is not
 * answered (SPEC 5.1), so no example can carry a `wrong` response.
 */
export const examples: QuestionExample<Response>[] = [
  {
    name: 'a short reflective answer, in two languages (the showcase question)',
    question: showcaseQuestion('6e63de5eb72e0eba7d1f148d5f37f08c'),
  },
];
