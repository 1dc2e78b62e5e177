import type { QuestionExample } from '@core';
import { showcaseQuestion } from '../shared/showcase.testing';

const common = {
  "voiceOver": null,
  "questionInstructions": [],
  "questionCorrectFeedbacks": [],
  "questionIncorrectFeedbacks": [],
  "hasCorrectFeedback": false,
  "hasIncorrectFeedback": false,
  "isGeneralFeedback": false,
};

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests: cases the showcase does not show, then the showcase's, read from its data.js by id (its
 * one copy: docs/plugins.md; last, as the tests name the others by index). A scenario page is answered
 * by opening it, so none has a wrong response.
 */
export const examples: QuestionExample<null>[] = [
  {
    name: "a scenario shown from its embed URL, with a body block",
    question: {
      "id": "5b0f3c1e9a7d4e2f8c6b1a0d9e8f7c6b",
      "title": {
        "en": "A fern that droops: what do you do?",
        "ar": "سرخس ذابل: ماذا تفعل؟"
      },
      "type": "scenario",
      ...common,
      "learningContents": [
        {
          "id": "e0c2d4f6a8b01c3e5a7c9e1b3d5f7a9c",
          "children": []
        }
      ],
      "projectId": "3d9a6c2e-51f0-4b7a-9e8d-2c4f6a8b0d1e",
      "embedUrl": "https://scenarios.example.org/play/3d9a6c2e",
      "embedCode": null,
      "masteryScore": 80
    },
  },
  {
    name: "a scenario with only an embed code",
    question: {
      "id": "7c1e2d3f4a5b4c6d8e9f0a1b2c3d4e5f",
      "title": "Repotting day",
      "type": "scenario",
      ...common,
      "learningContents": [],
      "projectId": null,
      "embedUrl": "",
      "embedCode": "<iframe src=\"https://scenarios.example.org/play/91ab\" width=\"800\" height=\"450\"></iframe>",
      "masteryScore": "70"
    },
  },
  {
    name: "a scenario whose fields are missing or unusable",
    question: {
      "id": "9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b",
      "title": null,
      "type": "scenario",
      "learningContents": null,
      "embedUrl": "javascript:alert(1)",
      "embedCode": 42,
      "masteryScore": {}
    },
  },
  {
    name: "the showcase's scenario: a packaged scenario page in each language, with instructions",
    question: showcaseQuestion('a3c5e7f9b1d34c2e8f6a0b2d4c6e8f01'),
  },
];
