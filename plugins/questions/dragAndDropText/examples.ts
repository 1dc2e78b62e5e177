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
    name: 'the showcase plant: four labels on the right of a potted plant',
    question: showcaseQuestion('60987e566dad88e4eed47afc28647f4b'),
    wrong: [ { "spotId": "195d86019ad3c8c7f2b8037fa9adfbd9", "textId": "1bcef26bac780e4070f42528855a73ff" }, { "spotId": "1bcef26bac780e4070f42528855a73ff", "textId": "195d86019ad3c8c7f2b8037fa9adfbd9" }, { "spotId": "74c07a97ff5bcb61779035dd5353dfbe", "textId": "74c07a97ff5bcb61779035dd5353dfbe" } ],
  },
  {
    name: 'two dropspots with the same text, one left empty',
    question: {
      "id": "3d0f8a2b9c6e4f1a8b7d5c3e2f1a0b9c",
      "title": {
        "en": "Mark the two leaves",
        "ar": "حدّد الورقتين"
      },
      "type": "dragAndDropText",
      "voiceOver": null,
      "learningContents": [],
      "questionInstructions": [],
      "questionCorrectFeedbacks": [],
      "questionIncorrectFeedbacks": [],
      "hasCorrectFeedback": false,
      "hasIncorrectFeedback": false,
      "isGeneralFeedback": false,
      "background": "media/leaves.svg",
      "originalBackground": "media/leaves.svg",
      "dropspots": [
        {
          "id": "a1",
          "text": {
            "en": "Leaf",
            "ar": "ورقة"
          },
          "x": 40,
          "y": 30
        },
        {
          "id": "b2",
          "text": {
            "en": "Leaf",
            "ar": "ورقة"
          },
          "x": 300,
          "y": 32
        },
        {
          "id": "c3",
          "text": {
            "en": "Root",
            "ar": "جذر"
          },
          "x": 160,
          "y": 260
        }
      ]
    },
    wrong: [{ spotId: 'a1', textId: 'b2' }],
  },
];
