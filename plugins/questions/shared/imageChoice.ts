import type { QuestionData, Translate, Interaction } from '@core';
import { choiceToXapi, compactChoice, expandChoice, type ChoiceAnswer } from './choice';

/**
 * An image answer option of singleSelectImage and multipleChoiceImage (PACKAGE-FORMAT.md "Per type",
 * SPEC 3.4 "Image choice"): {id, image, originalImage, altText, isCorrect}. singleSelectImage's
 * answers carry only {id, image}; its correct option is named by the question's correctAnswerId.
 */
export interface ImageAnswer {
  id: string;
  /** Package-relative path of the answer image ('media/x.webp'), '' when the entry has none. */
  image: string;
  /** The full-size image for the zoom gallery; '' when there is none (then `image` is shown). */
  originalImage: string;
  /** The author's alternative text, '' when there is none. */
  altText: string;
  isCorrect: boolean;
  /** 1-based position in the author's order: the stable part of a name when there is no altText. */
  position: number;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The answers of an image question, read leniently: an entry that is not an object or has no string
 * id is skipped, and so is a repeated id (the first one counts); missing texts become ''.
 * `correctId` (singleSelectImage's correctAnswerId) decides isCorrect when given.
 */
export function imageAnswers(question: QuestionData, correctId?: string | null): ImageAnswer[] {
  const list = Array.isArray(question.raw.answers) ? question.raw.answers : [];
  const seen = new Set<string>();
  const out: ImageAnswer[] = [];
  for (const a of list) {
    if (typeof a !== 'object' || a === null) continue;
    const entry = a as Record<string, unknown>;
    if (typeof entry.id !== 'string' || entry.id === '' || seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push({
      id: entry.id,
      image: str(entry.image).trim(),
      originalImage: str(entry.originalImage).trim(),
      altText: str(entry.altText).trim(),
      isCorrect: correctId === undefined ? entry.isCorrect === true : entry.id === correctId,
      position: out.length + 1,
    });
  }
  return out;
}

/** English position label for pure functions without a label lookup (xAPI descriptions). */
const ENGLISH_IMAGE_LABEL = 'Answer image';

/**
 * The accessible name of an answer image: the author's altText, else "Answer image 3" — the label
 * '[alt answer image]' with the answer's position in the author's order (never the file name). The
 * position stays the same when the course shuffles the options, so the name matches the correct
 * answer text that screen readers hear (correctAnswersText).
 */
export function imageAnswerName(answer: ImageAnswer, t?: Translate): string {
  if (answer.altText) return answer.altText;
  return `${t ? t('[alt answer image]') : ENGLISH_IMAGE_LABEL} ${answer.position}`;
}

/** The distinct strings of a response as given (a tampered or restored value is tolerated). */
export function distinctIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((x): x is string => typeof x === 'string'))];
}

/** The response reduced to known answer ids, without repeats, in the response's order. */
export function knownIds(answers: readonly ImageAnswer[], value: unknown): string[] {
  const known = new Set(answers.map((a) => a.id));
  return distinctIds(value).filter((id) => known.has(id));
}

/** The shared choice helpers work on ids only; this gives them the shape they take. */
const asChoice = (answers: readonly ImageAnswer[], t?: Translate): ChoiceAnswer[] =>
  answers.map((a) => ({ id: a.id, text: imageAnswerName(a, t), isCorrect: a.isCorrect, explanationBlocks: [] }));

/** Saved form (SPEC 3.7): the positions of the selected options in the author's order, e.g. [2]. */
export const compactImageChoice = (answers: readonly ImageAnswer[], selected: readonly string[]): number[] => compactChoice(asChoice(answers), selected);

/** The inverse of compactImageChoice; throws on positions that name no option. */
export const expandImageChoice = (answers: readonly ImageAnswer[], compact: unknown): string[] => expandChoice(asChoice(answers), compact);

/**
 * SPEC 7.8 'choice' interaction: the choices' descriptions are the altTexts or English position
 * labels ("Answer image 2"), ids joined with '[,]'. A survey, or a question without a correct
 * option, sends no correctResponsesPattern.
 */
export function imageChoiceToXapi(question: QuestionData, answers: readonly ImageAnswer[], selected: readonly string[], locale: string): Interaction {
  const { correctResponsesPattern, ...rest } = choiceToXapi(asChoice(answers), selected, locale);
  const hasCorrect = !question.isSurvey && answers.some((a) => a.isCorrect);
  return hasCorrect ? { ...rest, correctResponsesPattern } : rest;
}

/** SPEC 3.4 correctAnswersReadableText: the names of the correct images. */
export function imageCorrectText(question: QuestionData, answers: readonly ImageAnswer[], t: Translate): string {
  if (question.isSurvey) return '';
  return answers.filter((a) => a.isCorrect).map((a) => imageAnswerName(a, t)).join('; ');
}
