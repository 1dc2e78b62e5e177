import type { QuestionExample } from '@core';
import type { Response } from './model';

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests. An open question has no wrong answer: every answered (non-blank) text scores 100 and
 * a blank one is not answered (SPEC 5.1), so no example can carry a `wrong` response.
 */
export const examples: QuestionExample<Response>[] = [
  {
    name: 'a short reflective answer, in two languages (the showcase question)',
    question: {
      "id": "6e63de5eb72e0eba7d1f148d5f37f08c",
      "title": {
        "en": "Where in your home would you place a new fern, and why?",
        "ar": "أين ستضع نبتة سرخس جديدة في بيتك، ولماذا؟"
      },
      "type": "openQuestion",
      "voiceOver": null,
      "learningContents": [
        {
          "id": "808c0643efb42cdaedb5e07b7c94a534",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "2256df56533633859e96e9bd9c8a76e3",
          "modifiedOn": "2025-03-14T09:20:00.000Z",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "f53c2594-06ee-45d2-b80b-7a097337235c",
          "modifiedOn": "2025-03-14T09:20:00.000Z",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "c1da8adbed3a7190862a3a9aab1661dc",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false
    },
  },
];
