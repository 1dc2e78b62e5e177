import type { QuestionExample } from '@core';
import type { Response } from './model';

/** Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the unit tests. */
export const examples: QuestionExample<Response>[] = [
  {
    name: 'the showcase windowsill: one marker, two sunny spots (the floor patch a pentagon)',
    question: {
      "id": "147304e88e8939847b910eb69b1180ab",
      "title": {
        "en": "Click where a sun-loving cactus should stand.",
        "ar": "انقر على المكان الذي ينبغي أن يوضع فيه صبّار محبّ للشمس."
      },
      "type": "hotspot",
      "voiceOver": null,
      "learningContents": [
        {
          "id": "112f6640-d51b-4a10-b2da-b1005e4b42e6",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "64a7349945ff14c1c33a71b3c5bb3039",
          "modifiedOn": "2025-03-14T09:20:00.000Z",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "2143cc34-3f70-48c4-b764-8b3802367735",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "918cf45357798f6fdadbbe9d8b81a899",
          "modifiedOn": "2025-03-14T09:20:00.000Z",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false,
      "background": "media/sunny-windowsill.svg",
      "originalBackground": "media/sunny-windowsill.svg",
      "isMultiple": false,
      "spots": [
        [
          {
            "x": 64,
            "y": 236
          },
          {
            "x": 396,
            "y": 236
          },
          {
            "x": 398,
            "y": 312
          },
          {
            "x": 62,
            "y": 312
          }
        ],
        [
          {
            "x": 40,
            "y": 425
          },
          {
            "x": 290,
            "y": 425
          },
          {
            "x": 318,
            "y": 462
          },
          {
            "x": 270,
            "y": 495
          },
          {
            "x": 15,
            "y": 495
          }
        ]
      ]
    },
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
