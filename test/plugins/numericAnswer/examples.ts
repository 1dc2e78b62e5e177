import type { QuestionExample } from '@core';
import type { Response } from './model';

export const examples: QuestionExample<Response>[] = [
  {
    name: 'a whole number with a tolerance of one',
    question: {
      id: '5e1a2b3c4d5e6f708192a3b4c5d6e7f8',
      title: { en: 'At what room temperature, in °C, do most tropical houseplants grow best?', ar: 'ما درجة حرارة الغرفة (°م) التي تنمو فيها معظم النباتات الاستوائية أفضل نمو؟' },
      type: 'numericAnswer',
      voiceOver: null,
      learningContents: [],
      questionInstructions: [],
      questionCorrectFeedbacks: [],
      questionIncorrectFeedbacks: [],
      hasCorrectFeedback: false,
      hasIncorrectFeedback: false,
      isGeneralFeedback: false,
      correctValue: 21,
      tolerance: 1,
      unit: '°C',
    },
    wrong: { text: '30' },
  },
];
