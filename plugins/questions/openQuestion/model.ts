import type { QuestionData } from '@core';

/** SPEC 2.12 / 5.2 / 9.4: a text answer is at most 255 characters. */
export const MAX_LENGTH = 255;

/** Response (SPEC 3.4): the question's id and the learner's text. */
export interface Response {
  id: string;
  answeredText: string;
}

/** The response as the player keeps it: the question's id and a text of at most MAX_LENGTH characters. */
export function normalizeResponse(question: QuestionData, value: unknown): Response {
  const text = typeof value === 'object' && value !== null ? (value as { answeredText?: unknown }).answeredText : undefined;
  return { id: question.id, answeredText: typeof text === 'string' ? text.slice(0, MAX_LENGTH) : '' };
}

/** SPEC 5.2: non-empty text means a trimmed length above 0. */
export const isBlank = (text: string): boolean => text.trim().length === 0;
