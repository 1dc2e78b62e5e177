import type { QuestionExample } from '@core';
import { showcaseQuestion } from '../shared/showcase.testing';
import type { Response } from './model';

/**
 * Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the
 * unit tests: the showcase's, read from its data.js by id (its one copy: docs/plugins.md), then cases
 * the showcase does not show.
 */
export const examples: QuestionExample<Response>[] = [
  {
    name: 'four pairs in two languages (the showcase question)',
    question: showcaseQuestion('1774a4c6e0c5de9683f88e5764ab0bbb'),
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
