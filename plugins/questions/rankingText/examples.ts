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
    name: 'five steps in order, in two languages (the showcase question)',
    question: showcaseQuestion('f2f55b68f363ea777b760ee47bd2710d'),
    // The first two steps swapped.
    wrong: [
      "9b9d3965338a610a49986687a19d2700",
      "4967b35f5f922b12f9b5bda8e0a09920",
      "35c53d9d4839be312547cb1d4008461d",
      "f51fe62756f22eacdabcb1fbcb68fe21",
      "86b0b37d79af786eae47283fe2d6cde8"
    ],
    // Version 1 saved the texts (in the course language), as the original product does.
    savedForms: [
      {
        version: 1,
        compact: [
          'Ease the plant out of its old pot.',
          'Water the plant the day before.',
          'Loosen the roots and trim any dead ones.',
          'Set the plant in the new pot and fill around it with fresh soil.',
          'Water it well and let the extra water drain away.',
        ],
        response: [
          '9b9d3965338a610a49986687a19d2700',
          '4967b35f5f922b12f9b5bda8e0a09920',
          '35c53d9d4839be312547cb1d4008461d',
          'f51fe62756f22eacdabcb1fbcb68fe21',
          '86b0b37d79af786eae47283fe2d6cde8',
        ],
      },
    ],
  },
  {
    name: 'two answers with the same text; malformed entries are skipped',
    question: {
      id: '9d3c1a7e5f2b4c6d8e0f1a2b3c4d5e6f',
      title: 'Order the watering routine',
      type: 'rankingText',
      voiceOver: null,
      learningContents: [],
      questionInstructions: [],
      questionCorrectFeedbacks: [],
      questionIncorrectFeedbacks: [],
      hasCorrectFeedback: false,
      hasIncorrectFeedback: false,
      isGeneralFeedback: false,
      answers: [
        { id: 'r1', text: 'Check the soil' },
        { id: 'r2', text: 'Water' },
        { text: 'no id: skipped' },
        { id: 'r3', text: 'Check the soil' },
        null,
      ],
    },
    wrong: ['r2', 'r1', 'r3'],
    // Equal texts are given out in the author's order, whichever of them was saved first.
    savedForms: [{ version: 1, compact: ['Water', 'Check the soil', 'Check the soil'], response: ['r2', 'r1', 'r3'] }],
  },
];
