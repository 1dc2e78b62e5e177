import type { QuestionExample } from '@core';

/** Questions as content/data.js holds them, for the conformance kit (test/conformance/kit.ts) and the unit tests. */
export const examples: QuestionExample<string[]>[] = [
  {
    name: "four options, one correct, in two languages",
    question: {
      "id": "0eef38a6ebb445283cc20832dec0ea25",
      "title": {
        "en": "A plant leans towards the window, and its new stems are long and thin with big gaps between the leaves. What is the most likely cause?",
        "ar": "نبتة تميل نحو النافذة، وسيقانها الجديدة طويلة ورفيعة والمسافات بين أوراقها كبيرة. ما السبب الأرجح؟"
      },
      "type": "singleSelectText",
      "voiceOver": null,
      "isSurvey": false,
      "learningContents": [
        {
          "id": "b20b4b879f784e14471e62dc1cbbc22e",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "8fa5b6b62ede593709440f4375e02809",
          "modifiedOn": "2025-03-12T14:40:00.000Z",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "37891832-5195-15ee-d61e-9fc4213ca8a7",
          "modifiedOn": "2025-03-13T10:05:00.000Z",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "9faf26e2b93378a0470923ef946c99c2",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false,
      "answers": [
        {
          "id": "f1f3a898132a774c473ce0e4e776888a",
          "text": {
            "en": "It is not getting enough light.",
            "ar": "لا يصلها ما يكفي من الضوء."
          },
          "isCorrect": true,
          "explanationBlocks": [
            {
              "id": "40b60b43-2bd0-2270-d92e-1eaf816f2c00",
              "modifiedOn": "2025-03-12T14:40:00.000Z",
              "children": []
            }
          ]
        },
        {
          "id": "0d2ebea8e4ecb0f573705d39fab4c113",
          "text": {
            "en": "It is getting too much fertiliser.",
            "ar": "تحصل على كمية زائدة من السماد."
          },
          "isCorrect": false,
          "explanationBlocks": []
        },
        {
          "id": "a9c5c4f0f1aed57427339074983f7f14",
          "text": {
            "en": "Its pot is too big.",
            "ar": "وعاؤها كبير جدًا."
          },
          "isCorrect": false,
          "explanationBlocks": []
        },
        {
          "id": "2e3a666e554088e1c385060fd9e144be",
          "text": {
            "en": "The room is too humid.",
            "ar": "الغرفة رطبة أكثر من اللازم."
          },
          "isCorrect": false,
          "explanationBlocks": []
        }
      ]
    },
    wrong: ["0d2ebea8e4ecb0f573705d39fab4c113"],
  },
  {
    name: "a survey: answered, never scored",
    question: {
      "id": "81c0b9d7883a3068f3a9777d59635873",
      "title": {
        "en": "Which kind of plant would you most like to grow next?",
        "ar": "أي نوع من النباتات تودّ أن تزرعه في المرة القادمة؟"
      },
      "type": "singleSelectText",
      "voiceOver": null,
      "isSurvey": true,
      "learningContents": [
        {
          "id": "e9a10fcf-38cf-1f31-a9c0-bc312f5e28f0",
          "modifiedOn": "2025-03-12T14:40:00.000Z",
          "children": []
        }
      ],
      "questionInstructions": [
        {
          "id": "504298af07d623a63c8c393b4c9b6b93",
          "modifiedOn": "2025-03-13T10:05:00.000Z",
          "children": []
        }
      ],
      "questionCorrectFeedbacks": [
        {
          "id": "1fbb5237-88eb-76ca-1ff3-6394159c2e92",
          "children": []
        }
      ],
      "questionIncorrectFeedbacks": [
        {
          "id": "cd47ffe23dd24403941084865da2692a",
          "modifiedOn": "2025-03-12T14:40:00.000Z",
          "children": []
        }
      ],
      "hasCorrectFeedback": true,
      "hasIncorrectFeedback": true,
      "isGeneralFeedback": false,
      "answers": [
        {
          "id": "be3baf0900ef027612bf13a8ce4fa3bf",
          "text": {
            "en": "A trailing plant for a high shelf",
            "ar": "نبتة متدلّية لرفّ عالٍ"
          },
          "isCorrect": true,
          "explanationBlocks": []
        },
        {
          "id": "3e620835191545bed3366a67ea498576",
          "text": {
            "en": "A cactus or another succulent",
            "ar": "صبّار أو نبتة عصارية أخرى"
          },
          "isCorrect": true,
          "explanationBlocks": []
        },
        {
          "id": "f5772933fdd345d428ff91b5fef8996d",
          "text": {
            "en": "A plant that flowers indoors",
            "ar": "نبتة تُزهر داخل البيت"
          },
          "isCorrect": true,
          "explanationBlocks": []
        },
        {
          "id": "ce6b9f8aca421f60ee783981f222ffd9",
          "text": {
            "en": "A herb for the kitchen windowsill",
            "ar": "عشبة عطرية لحافة نافذة المطبخ"
          },
          "isCorrect": true,
          "explanationBlocks": []
        }
      ]
    },
  },
];
