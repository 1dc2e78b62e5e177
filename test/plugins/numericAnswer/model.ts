import type { QuestionData } from '@core';

/** The learner's answer as typed: a decimal with '.' or ',' (SPEC 9.5 decimal separators). */
export interface Response {
  text: string;
}

export interface NumericData {
  correctValue: number | null;
  /** How far from correctValue an answer may be and still count (0 = exactly). */
  tolerance: number;
  unit: string;
}

/** This type's own fields of data.js: { correctValue, tolerance?, unit? }. */
export function numericData(question: QuestionData): NumericData {
  const { correctValue, tolerance, unit } = question.raw;
  return {
    correctValue: typeof correctValue === 'number' && Number.isFinite(correctValue) ? correctValue : null,
    tolerance: typeof tolerance === 'number' && tolerance >= 0 ? tolerance : 0,
    unit: typeof unit === 'string' ? unit : '',
  };
}

export function normalizeResponse(value: unknown): Response {
  const text = value && typeof value === 'object' ? (value as { text?: unknown }).text : undefined;
  return { text: typeof text === 'string' ? text.slice(0, 255) : '' };
}

/** The typed number, or null when the text is not one. */
export function parseNumber(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(clean)) return null;
  return Number(clean);
}
