import type { QuestionExample } from '@core';

/** Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the unit tests. */
export const examples: QuestionExample<null>[] = [
  {
    name: "a content page with a body of blocks",
    question: {
      "id": "df11bdeaa1aad26ab8708109c64be99d",
      "title": {
        "en": "How light moves through a room",
        "ar": "كيف ينتشر الضوء في الغرفة"
      },
      "type": "informationContent",
      "voiceOver": null,
      "learningContents": [
        {
          "id": "b388fdbd12604de06589d990274dd42d",
          "modifiedOn": "2025-03-12T14:40:00.000Z",
          "children": []
        },
        {
          "id": "0b41f3d2-e9bb-1070-d7f0-3fbaa194f61a",
          "modifiedOn": "2025-03-13T10:05:00.000Z",
          "children": []
        }
      ],
      "questionInstructions": [],
      "questionCorrectFeedbacks": [],
      "questionIncorrectFeedbacks": [],
      "hasCorrectFeedback": false,
      "hasIncorrectFeedback": false,
      "isGeneralFeedback": false
    },
  },
];
