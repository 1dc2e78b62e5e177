import type { QuestionExample } from '@core';
import type { Response } from './model';

/** Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the unit tests. */
export const examples: QuestionExample<Response>[] = [
  {
    name: 'four pairs in two languages (the showcase question)',
    question: {
      "id": "1774a4c6e0c5de9683f88e5764ab0bbb",
      "title": {
        "en": "Match each warning sign with its most likely cause.",
        "ar": "طابِق كل علامة تحذيرية مع سببها الأرجح."
      },
      "type": "textMatching",
      "voiceOver": null,
      "learningContents": [
        {
          "id": "3012a2c538d7aefd18f587156150f1af",
          "modifiedOn": "2025-03-14T09:30:00.000Z",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "b3051e72c54da5da2210bb4793c591c8",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "c1d976cb4f910f5eef418279f957de50",
          "modifiedOn": "2025-03-14T09:30:00.000Z",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "6f55b082ab8960a7a298c52f77a7d23b",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false,
      "answers": [
        {
          "id": "832105e0cbe0895e5f3de847f5a6886d",
          "key": {
            "en": "Yellow, limp leaves and soil that never dries out",
            "ar": "أوراق صفراء مترهّلة وتربة لا تجف أبدًا"
          },
          "value": {
            "en": "Too much water",
            "ar": "ريّ زائد عن الحاجة"
          }
        },
        {
          "id": "9c3e9e4d51c1a0e9236793a885f3bfe2",
          "key": {
            "en": "Crispy brown tips on the leaves",
            "ar": "أطراف بنية جافة ومتقصّفة على الأوراق"
          },
          "value": {
            "en": "Air that is too dry",
            "ar": "هواء جاف أكثر من اللازم"
          }
        },
        {
          "id": "2b2d739314f8c92785a4d3e8b2bf0fcc",
          "key": {
            "en": "Long, pale stems with only a few leaves",
            "ar": "سيقان طويلة شاحبة عليها أوراق قليلة"
          },
          "value": {
            "en": "Not enough light",
            "ar": "ضوء غير كافٍ"
          }
        },
        {
          "id": "0eea3019147f80638e1d886bf83020f3",
          "key": {
            "en": "A white crust on top of the soil",
            "ar": "قشرة بيضاء على سطح التربة"
          },
          "value": {
            "en": "Salts left behind by fertiliser",
            "ar": "أملاح متراكمة من السماد"
          }
        }
      ]
    },
    // Two keys right, two swapped.
    wrong: {
      '832105e0cbe0895e5f3de847f5a6886d': '832105e0cbe0895e5f3de847f5a6886d',
      '9c3e9e4d51c1a0e9236793a885f3bfe2': '9c3e9e4d51c1a0e9236793a885f3bfe2',
      '2b2d739314f8c92785a4d3e8b2bf0fcc': '0eea3019147f80638e1d886bf83020f3',
      '0eea3019147f80638e1d886bf83020f3': '2b2d739314f8c92785a4d3e8b2bf0fcc',
    },
  },
  {
    name: 'two pairs and a value without a key, with malformed entries skipped',
    question: {
      "id": "9df813e8ba21bad42c681787a73f74bf",
      "title": {
        "en": "Match each plant with the light it prefers.",
        "ar": "طابِق كل نبتة مع الضوء الذي تفضّله."
      },
      "type": "textMatching",
      "voiceOver": null,
      "learningContents": [],
      "questionInstructions": [
        {
          "id": "68ccbd4a786fe03bd7ad7e579721bdea",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [],
      "questionIncorrectFeedbacks": [],
      "hasCorrectFeedback": false,
      "hasIncorrectFeedback": false,
      "isGeneralFeedback": true,
      "answers": [
        {
          "id": "0c376e7329c09a7ba36369d7c16387c6",
          "key": {
            "en": "Cactus",
            "ar": "الصبّار"
          },
          "value": {
            "en": "Full sun",
            "ar": "شمس كاملة"
          }
        },
        {
          "id": "034fa29b4b47f0a5a8713b06f11dc1dd",
          "key": {
            "en": "Peace lily",
            "ar": "زنبق السلام"
          },
          "value": {
            "en": "Shade",
            "ar": "ظل"
          }
        },
        {
          "id": "b3051e72c54da5da2210bb4793c591c9",
          "key": null,
          "value": {
            "en": "Darkness",
            "ar": "ظلام"
          }
        },
        {
          "id": "broken-entry",
          "key": {
            "en": "No value",
            "ar": "بلا قيمة"
          }
        },
        "not a pair"
      ]
    },
    wrong: { '034fa29b4b47f0a5a8713b06f11dc1dd': 'b3051e72c54da5da2210bb4793c591c9' },
  },
];
