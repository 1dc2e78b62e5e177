import type { QuestionExample } from '@core';
import { showcaseQuestion } from '../shared/showcase.testing';
import type { Response } from './model';

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests: the showcase's, read from its data.js by id (its one copy: docs/plugins.md), then cases
 * the showcase does not show.
 */
export const examples: QuestionExample<Response>[] = [
  {
    name: 'four statements, two true and two false, in two languages (the showcase question)',
    question: showcaseQuestion('cb6ea82e5b089ccacb5fc6bb3acbe2e3'),
    // Every statement judged, the second one the wrong way round.
    wrong: [
      {
        "id": "bdbf60af51ab162c158631afb64e0e96",
        "isCorrect": true
      },
      {
        "id": "4fa5715e7b84113cc27f26080663a7af",
        "isCorrect": true
      },
      {
        "id": "8e185f18e19db062522d6b0d430cf72a",
        "isCorrect": true
      },
      {
        "id": "c39d53b79f684855dca07a80794df2bc",
        "isCorrect": false
      }
    ],
  },
  {
    name: 'one statement; malformed entries are skipped',
    question: {
      id: '5b0e8f8a6c1d4e2fa9b3c7d1e0f2a4b6',
      title: 'A cactus needs watering every day.',
      type: 'statement',
      voiceOver: null,
      learningContents: [],
      questionInstructions: [],
      questionCorrectFeedbacks: [],
      questionIncorrectFeedbacks: [],
      hasCorrectFeedback: false,
      hasIncorrectFeedback: false,
      isGeneralFeedback: false,
      isSurvey: false,
      answers: [
        { id: 'c4a1', text: 'A cactus needs watering every day.', isCorrect: false, explanationBlocks: [] },
        { text: 'no id: skipped', isCorrect: true },
        null,
        'not an object',
      ],
    },
    wrong: [{ id: 'c4a1', isCorrect: true }],
  },
];
