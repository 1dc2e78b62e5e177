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
    name: 'four blanks: a case-sensitive genus, a drop-down, three accepted spellings, a case-sensitive symbol (the showcase question)',
    question: showcaseQuestion('01f33db94ed3b58e117306151f91e1ac'),
    // Everything right but the genus in lower case, where matchCase is set.
    wrong: { data: { '94d9cab266825ca5d74f07cd2c640bb0': 'monstera', '6a4776921ed6b1e72c8691988ef7f448': 'bright, indirect light', 'c672900b027b44923c0b98095f8d8d2a': 'dry', '9c2a94e6d8487712ec72d060641ff5c7': 'N' } },
  },
  {
    name: 'a text blank and a drop-down, with a malformed group and entry skipped',
    question: {
      "id": "b246a2c100b036c9a56c5dd2c2ecc756",
      "title": {
        "en": "Name the tool and the mix for repotting.",
        "ar": "سمِّ الأداة والخليط المناسبين لإعادة الزراعة."
      },
      "type": "fillInTheBlank",
      "voiceOver": null,
      "learningContents": [],
      "questionInstructions": [
        {
          "id": "1010930454725c5f96da275fffbf84a0",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [],
      "questionIncorrectFeedbacks": [],
      "hasCorrectFeedback": false,
      "hasIncorrectFeedback": false,
      "isGeneralFeedback": true,
      "answerGroups": [
        {
          "id": "67365fb652b521ba6aba0d8e2a1ffa0c",
          "answers": [
            {
              "id": "0c0172bd5b27901164dbe300fbdf3e8b",
              "text": {
                "en": "trowel",
                "ar": "مجرفة"
              },
              "isCorrect": true,
              "matchCase": false
            },
            {
              "id": "431b72007f59af709adef19edf2f56aa",
              "text": {
                "en": "hand trowel",
                "ar": "مجرفة يدوية"
              },
              "isCorrect": true,
              "matchCase": false
            }
          ]
        },
        {
          "id": "53d32fea14bd73582b5baad9ee028549",
          "answers": [
            {
              "id": "d65b1e83cd12b6d587d81126ad4b817e",
              "text": {
                "en": "sand",
                "ar": "رمل"
              },
              "isCorrect": false,
              "matchCase": false
            },
            {
              "id": "4836d076885513e70a6d1f8d0a32fa65",
              "text": {
                "en": "perlite",
                "ar": "البيرلايت"
              },
              "isCorrect": true,
              "matchCase": false
            },
            {
              "id": "a371f87c37eebf37decad239c1db80e4",
              "text": {
                "en": "garden soil",
                "ar": "تربة الحديقة"
              },
              "isCorrect": false,
              "matchCase": false
            }
          ]
        },
        {
          "id": "68d9f22b50dcb536b0f4291274bcb2fd",
          "answers": "not a list"
        },
        "not a group"
      ]
    },
    wrong: { data: { '67365fb652b521ba6aba0d8e2a1ffa0c': 'Trowel', '53d32fea14bd73582b5baad9ee028549': 'sand' } },
  },
];
