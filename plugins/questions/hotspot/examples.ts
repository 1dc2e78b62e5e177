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
    name: 'the showcase windowsill: one marker, two sunny spots (the floor patch a pentagon)',
    question: showcaseQuestion('147304e88e8939847b910eb69b1180ab'),
    wrong: [{ x: 690, y: 250 }],
  },
  {
    name: 'isMultiple: a concave L-shaped spot and a triangle, only one of them hit',
    question: {
      "id": "5b8e2c1d0a9f4e3b7c6d5a4b3c2d1e0f",
      "title": {
        "en": "Mark every dry patch",
        "ar": "حدّد كل بقعة جافة"
      },
      "type": "hotspot",
      "voiceOver": null,
      "learningContents": [],
      "questionInstructions": [],
      "questionCorrectFeedbacks": [],
      "questionIncorrectFeedbacks": [],
      "hasCorrectFeedback": false,
      "hasIncorrectFeedback": false,
      "isGeneralFeedback": false,
      "background": "media/dry-patches.svg",
      "originalBackground": "media/dry-patches.svg",
      "isMultiple": true,
      "spots": [
        [
          {
            "x": 100,
            "y": 100
          },
          {
            "x": 300,
            "y": 100
          },
          {
            "x": 300,
            "y": 150
          },
          {
            "x": 150,
            "y": 150
          },
          {
            "x": 150,
            "y": 300
          },
          {
            "x": 100,
            "y": 300
          }
        ],
        [
          {
            "x": 500,
            "y": 120
          },
          {
            "x": 640,
            "y": 380
          },
          {
            "x": 420,
            "y": 360
          }
        ]
      ]
    },
    wrong: [{ x: 120, y: 250 }],
  },
];
