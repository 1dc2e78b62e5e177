import type { QuestionExample } from '@core';
import { showcaseQuestion } from '../shared/showcase.testing';

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests: the showcase's, read from its data.js by id (its one copy: docs/plugins.md), then cases
 * the showcase does not show.
 */
export const examples: QuestionExample<string[]>[] = [
  {
    name: 'two of four pictures correct: one of them alone is wrong (the showcase question)',
    question: showcaseQuestion('9be382dd908949ecba24ad685ba15f4d'),
    wrong: ['a11e40f206674e4da957e70c85a179f1'],
  },
  {
    name: 'a survey: answered, never scored',
    question: {
      "id": "3c9d8e7f6a5b4c3d9e2f1a0b9c8d7e6f",
      "title": {
        "en": "Which of these looks most like the plants in your home?",
        "ar": "أيّ هذه الصور يشبه النباتات الموجودة في بيتك أكثر من غيره؟"
      },
      "type": "multipleChoiceImage",
      "voiceOver": null,
      "learningContents": [
        {
          "id": "4d0e9f8a7b6c4d5e8f3a2b1c0d9e8f7a",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "5e1f0a9b8c7d4e6f9a4b3c2d1e0f9a8b",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "6f2a1b0c-9d8e-4f7a-8b5c-4d3e2f1a0b9c",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "7a3b2c1d0e9f4a8b9c6d5e4f3a2b1c0d",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false,
      "isSurvey": true,
      "answers": [
        {
          "id": "8b4c3d2e1f0a4b9c8d7e6f5a4b3c2d1e",
          "image": "media/thirst-healthy.svg",
          "originalImage": "media/thirst-healthy.svg",
          "altText": {
            "en": "A healthy leafy plant",
            "ar": "نبتة ورقية سليمة"
          },
          "isCorrect": false
        },
        {
          "id": "9c5d4e3f2a1b4c0d9e8f7a6b5c4d3e2f",
          "image": "media/low-light-cactus.svg",
          "originalImage": null,
          "altText": {
            "en": "A cactus",
            "ar": "صبّار"
          },
          "isCorrect": false
        }
      ]
    },
  },
  {
    name: 'answers without altText or originalImage',
    question: {
      "id": "0d6e5f4a3b2c4d1e8f9a8b7c6d5e4f3a",
      "title": "Pick both pictures of a cactus (no altText: the images are named by position)",
      "type": "multipleChoiceImage",
      "voiceOver": null,
      "learningContents": [],
      "questionInstructions": [],
      "questionCorrectFeedbacks": [],
      "questionIncorrectFeedbacks": [],
      "hasCorrectFeedback": false,
      "hasIncorrectFeedback": false,
      "isGeneralFeedback": false,
      "isSurvey": false,
      "answers": [
        {
          "id": "1e7f6a5b4c3d4e2f9a0b9c8d7e6f5a4b",
          "image": "media/low-light-cactus.svg",
          "originalImage": "",
          "altText": "",
          "isCorrect": true
        },
        {
          "id": "2f8a7b6c5d4e4f3a8b1c0d9e8f7a6b5c",
          "image": "media/low-light-geranium.svg",
          "originalImage": "",
          "altText": "",
          "isCorrect": false
        },
        {
          "id": "3a9b8c7d6e5f4a4b9c2d1e0f9a8b7c6d",
          "image": "media/low-light-cactus.svg",
          "originalImage": "",
          "altText": "",
          "isCorrect": true
        }
      ]
    },
    wrong: ['1e7f6a5b4c3d4e2f9a0b9c8d7e6f5a4b', '2f8a7b6c5d4e4f3a8b1c0d9e8f7a6b5c', '3a9b8c7d6e5f4a4b9c2d1e0f9a8b7c6d'],
  },
];
