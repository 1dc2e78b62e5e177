import type { QuestionExample } from '@core';

/** Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the unit tests. */
export const examples: QuestionExample<string[]>[] = [
  {
    name: "two of four options correct: one of them alone is wrong",
    question: {
      "id": "188cb7fe9f8ff1d45313ba5cf94e268a",
      "title": {
        "en": "Which signs suggest that a plant is getting too much direct sun?",
        "ar": "أي العلامات تدل على أن النبتة تتعرّض لأشعة شمس مباشرة أكثر من اللازم؟"
      },
      "type": "multipleSelect",
      "voiceOver": null,
      "isSurvey": false,
      "learningContents": [
        {
          "id": "e49b73ac-47f3-64a2-3485-6abbbd939db5",
          "modifiedOn": "2025-03-13T10:05:00.000Z",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "9c84f4c501866051862abb484368b54d",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "3146bd9c-8552-cb52-5fdf-b2aa8c8b7364",
          "modifiedOn": "2025-03-12T14:40:00.000Z",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "31fe9ddd6d35059dfc8403627fe03ad5",
          "modifiedOn": "2025-03-13T10:05:00.000Z",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false,
      "answers": [
        {
          "id": "bb5f4e5dad02c60bf2ece7697e9c4cf1",
          "text": {
            "en": "Dry brown patches on the leaves that face the window",
            "ar": "بقع بنية جافة على الأوراق المواجهة للنافذة"
          },
          "isCorrect": true,
          "explanationBlocks": [
            {
              "id": "47717657-4f9e-7041-e17c-1c2724ee888c",
              "children": []
            }
          ]
        },
        {
          "id": "9f5d387ce34ce63c7d5ba1cb5964e414",
          "text": {
            "en": "Leaves that look bleached or washed out",
            "ar": "أوراق يبدو لونها باهتًا أو مغسولًا"
          },
          "isCorrect": true,
          "explanationBlocks": []
        },
        {
          "id": "5eeb2bdc23c8fbc60cccdf89373aece7",
          "text": {
            "en": "Long stems with only a few small leaves",
            "ar": "سيقان طويلة عليها أوراق قليلة وصغيرة"
          },
          "isCorrect": false,
          "explanationBlocks": [
            {
              "id": "9be237bc-afb0-92d2-75df-419fda0f852e",
              "modifiedOn": "2025-03-12T14:40:00.000Z",
              "children": []
            }
          ]
        },
        {
          "id": "369b958c729315a7029f742f3af2dd5d",
          "text": {
            "en": "Deep green leaves with no marks",
            "ar": "أوراق خضراء داكنة بلا أي بقع"
          },
          "isCorrect": false,
          "explanationBlocks": []
        }
      ]
    },
    wrong: ["bb5f4e5dad02c60bf2ece7697e9c4cf1"],
  },
];
