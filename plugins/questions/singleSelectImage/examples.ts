import type { QuestionExample } from '@core';
import { showcaseQuestion } from '../shared/showcase.testing';

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests: the showcase's, read from its data.js by id (its one copy: docs/plugins.md), then cases
 * the showcase does not show.
 */
export const examples: QuestionExample<string[]>[] = [
  {
    name: 'four plant pictures, correctAnswerId names one (the showcase question)',
    question: showcaseQuestion('607b158cc47c4235a5d772cf2ad29218'),
    wrong: ['a4b846a91dd7452b83eb61ff47ad714e'],
  },
  {
    name: 'a survey without correctAnswerId: answered, never scored',
    question: {
      "id": "5d0e7c2a9b8f4e31a6c4d2b1e0f9a873",
      "title": {
        "en": "Which of these plants would you most like to have at home?",
        "ar": "أيّ هذه النباتات تودّ أكثر أن تقتنيه في بيتك؟"
      },
      "type": "singleSelectImage",
      "voiceOver": null,
      "learningContents": [
        {
          "id": "9a3c5e7f1b2d4c6e8a0b1c2d3e4f5a6b",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "1f2e3d4c5b6a47988a7b6c5d4e3f2a1b",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "2b3c4d5e-6f70-4a1b-9c2d-3e4f5a6b7c8d",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "c4d5e6f708194a2b8c3d4e5f6a7b8c9d",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false,
      "isSurvey": true,
      "answers": [
        {
          "id": "6e1f0a2b3c4d4e5f8a9b0c1d2e3f4a5b",
          "image": "media/low-light-cactus.svg"
        },
        {
          "id": "7f2a1b3c4d5e4f60a1b2c3d4e5f6a7b8",
          "image": "media/low-light-lemon-tree.svg"
        }
      ],
      "correctAnswerId": null
    },
  },
  {
    name: 'an older shape: the correct answer marked with isCorrect, no correctAnswerId',
    question: {
      "id": "8b7c6d5e4f3a42b1a0c9d8e7f6a5b4c3",
      "title": "Which plant has a flower? (answers marked with isCorrect instead of correctAnswerId)",
      "type": "singleSelectImage",
      "voiceOver": null,
      "learningContents": [],
      "questionInstructions": [],
      "questionCorrectFeedbacks": [],
      "questionIncorrectFeedbacks": [],
      "hasCorrectFeedback": false,
      "hasIncorrectFeedback": false,
      "isGeneralFeedback": false,
      "isSurvey": null,
      "answers": [
        {
          "id": "d1e2f3a4b5c64d7e8f9a0b1c2d3e4f5a",
          "image": "media/low-light-zz-plant.svg",
          "isCorrect": false
        },
        {
          "id": "e2f3a4b5c6d74e8f9a0b1c2d3e4f5a6b",
          "image": "media/low-light-geranium.svg",
          "isCorrect": true
        }
      ]
    },
    wrong: ['d1e2f3a4b5c64d7e8f9a0b1c2d3e4f5a'],
  },
];
