import type { QuestionExample } from '@core';
import type { Response } from './model';

/** Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the unit tests. */
export const examples: QuestionExample<Response>[] = [
  {
    name: 'the showcase plant: four labels on the right of a potted plant',
    question: {
      "id": "60987e566dad88e4eed47afc28647f4b",
      "title": {
        "en": "Label the parts of a potted plant",
        "ar": "سمِّ أجزاء النبتة في أصيصها"
      },
      "type": "dragAndDropText",
      "voiceOver": null,
      "learningContents": [
        {
          "id": "fce95d8c-55a7-4827-86c7-b93f0375345f",
          "modifiedOn": "2025-03-14T09:20:00.000Z",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "50c30fcbbe14e5e6e5f79334876d0ffd",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "af0c71f7-cbc2-4951-95f7-eeac8632bd40",
          "modifiedOn": "2025-03-14T09:20:00.000Z",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "ef0d8662a3d3b225de221f702cb6e9d3",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false,
      "background": "media/potted-plant-parts.svg",
      "originalBackground": "media/potted-plant-parts.svg",
      "dropspots": [
        {
          "id": "195d86019ad3c8c7f2b8037fa9adfbd9",
          "text": {
            "en": "Leaf",
            "ar": "ورقة"
          },
          "x": 560,
          "y": 64
        },
        {
          "id": "1bcef26bac780e4070f42528855a73ff",
          "text": {
            "en": "Stem",
            "ar": "ساق"
          },
          "x": 560,
          "y": 178
        },
        {
          "id": "74c07a97ff5bcb61779035dd5353dfbe",
          "text": {
            "en": "Soil",
            "ar": "تربة"
          },
          "x": 560,
          "y": 294
        },
        {
          "id": "649d95259707815949c4c64c8c4d1230",
          "text": {
            "en": "Drainage hole",
            "ar": "فتحة التصريف"
          },
          "x": 560,
          "y": 410
        }
      ]
    },
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
