import type { QuestionExample } from '@core';
import type { Response } from './model';

/** Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the unit tests. */
export const examples: QuestionExample<Response>[] = [
  {
    name: 'four statements, two true and two false, in two languages (the showcase question)',
    question: {
      "id": "cb6ea82e5b089ccacb5fc6bb3acbe2e3",
      "title": {
        "en": "Watering and pots: is each statement true or false?",
        "ar": "الري والأوعية: هل كل عبارة صحيحة أم خاطئة؟"
      },
      "type": "statement",
      "voiceOver": null,
      "learningContents": [
        {
          "id": "09076e6f2bdbdcc08c471e943795f39e",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "d65da7f203688910283f17e9a514a1c6",
          "modifiedOn": "2025-03-14T09:20:00.000Z",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "217c5b27-c781-4169-8221-cf0ac28a9eb7",
          "modifiedOn": "2025-03-14T09:20:00.000Z",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "853b94e18c048f98cc3b15b8ca321f86",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false,
      "isSurvey": false,
      "answers": [
        {
          "id": "bdbf60af51ab162c158631afb64e0e96",
          "text": {
            "en": "A pot without drainage holes lets extra water collect around the roots.",
            "ar": "الوعاء الذي لا ثقوب تصريف فيه يجعل الماء الزائد يتجمّع حول الجذور."
          },
          "isCorrect": true,
          "explanationBlocks": [
            {
              "id": "d1da96c2-e943-4d38-b465-b96dcf3e27e8",
              "modifiedOn": "2025-03-14T09:20:00.000Z",
              "children": []
            }
          ]
        },
        {
          "id": "4fa5715e7b84113cc27f26080663a7af",
          "text": {
            "en": "Yellow lower leaves always mean that the plant needs more water.",
            "ar": "اصفرار الأوراق السفلية يعني دائمًا أن النبتة تحتاج إلى مزيد من الماء."
          },
          "isCorrect": false,
          "explanationBlocks": [
            {
              "id": "b69d205bbdeb07d12a2afcc4aff286be",
              "modifiedOn": "2025-03-14T09:20:00.000Z",
              "children": []
            }
          ]
        },
        {
          "id": "8e185f18e19db062522d6b0d430cf72a",
          "text": {
            "en": "Most houseplants need less water in winter than in summer.",
            "ar": "تحتاج معظم النباتات المنزلية إلى ماء أقل في الشتاء مما تحتاجه في الصيف."
          },
          "isCorrect": true,
          "explanationBlocks": [
            {
              "id": "f3f03782-e340-4714-b176-f6044393c29f",
              "modifiedOn": "2025-03-14T09:20:00.000Z",
              "children": []
            }
          ]
        },
        {
          "id": "c39d53b79f684855dca07a80794df2bc",
          "text": {
            "en": "Misting the leaves every day is the best way to water a plant.",
            "ar": "رشّ الأوراق بالماء كل يوم هو أفضل طريقة لري النبتة."
          },
          "isCorrect": false,
          "explanationBlocks": [
            {
              "id": "bb34b5bcd9e10273f0c2f00169738124",
              "modifiedOn": "2025-03-14T09:20:00.000Z",
              "children": []
            }
          ]
        }
      ]
    },
    // Every statement judged, the second one the wrong way round.
    wrong: [
      {
        "id": "bdbf60af51ab162c158631afb64e0e96",
        "isCorrect": true
      },
      {
        "id": "4fa5715e7b84113cc27f26080663a7af",
        "isCorrect": true
      },
      {
        "id": "8e185f18e19db062522d6b0d430cf72a",
        "isCorrect": true
      },
      {
        "id": "c39d53b79f684855dca07a80794df2bc",
        "isCorrect": false
      }
    ],
  },
  {
    name: 'one statement; malformed entries are skipped',
    question: {
      id: '5b0e8f8a6c1d4e2fa9b3c7d1e0f2a4b6',
      title: 'A cactus needs watering every day.',
      type: 'statement',
      voiceOver: null,
      learningContents: [],
      questionInstructions: [],
      questionCorrectFeedbacks: [],
      questionIncorrectFeedbacks: [],
      hasCorrectFeedback: false,
      hasIncorrectFeedback: false,
      isGeneralFeedback: false,
      isSurvey: false,
      answers: [
        { id: 'c4a1', text: 'A cactus needs watering every day.', isCorrect: false, explanationBlocks: [] },
        { text: 'no id: skipped', isCorrect: true },
        null,
        'not an object',
      ],
    },
    wrong: [{ id: 'c4a1', isCorrect: true }],
  },
];
