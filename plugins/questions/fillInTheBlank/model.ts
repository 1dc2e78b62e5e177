import type { QuestionData } from '@core';

/** One accepted or offered text of a blank (PACKAGE-FORMAT.md, fillInTheBlank). */
export interface BlankAnswer {
  id: string;
  text: string;
  isCorrect: boolean;
  /** The learner's text must match this answer's letter case exactly. */
  matchCase: boolean;
}

/** One blank of the text: `<input class="blankInput" data-group-id="{id}">` in the question's content fragment. */
export interface AnswerGroup {
  id: string;
  answers: BlankAnswer[];
  /** A group that lists incorrect options too is a drop-down of its answers (PACKAGE-FORMAT.md). */
  isDropdown: boolean;
  /** The texts a drop-down offers, in the author's order, each once. */
  options: string[];
}

/**
 * SPEC 3.4: the response is `{data}` keyed by group id, holding the text typed or chosen in each
 * blank. Canonical form: only known groups, only non-empty texts, a typed one at most 255 characters;
 * a drop-down group only holds one of its own options.
 */
export interface Response {
  data: Record<string, string>;
}

export const MAX_TEXT_LENGTH = 255;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer groups of a question, read leniently: entries without an id or text are skipped. */
export function groupsOf(question: QuestionData): AnswerGroup[] {
  const list = Array.isArray(question.raw.answerGroups) ? question.raw.answerGroups : [];
  const seen = new Set<string>();
  const groups: AnswerGroup[] = [];
  for (const g of list) {
    if (!isRecord(g) || typeof g.id !== 'string' || g.id === '' || seen.has(g.id)) continue;
    seen.add(g.id);
    const answers: BlankAnswer[] = (Array.isArray(g.answers) ? g.answers : [])
      .filter(isRecord)
      .filter((a) => typeof a.text === 'string' && normalizeText(a.text) !== '')
      .map((a, i) => ({
        id: typeof a.id === 'string' ? a.id : `${g.id}-${i}`,
        text: a.text as string,
        isCorrect: a.isCorrect === true,
        matchCase: a.matchCase === true,
      }));
    const isDropdown = answers.some((a) => !a.isCorrect);
    const options = isDropdown ? [...new Set(answers.map((a) => a.text))] : [];
    groups.push({ id: g.id, answers, isDropdown, options });
  }
  return groups;
}

/** A group can be answered correctly only when the author gave it a correct answer. */
export const isScorable = (group: AnswerGroup): boolean => group.answers.some((a) => a.isCorrect);

export function normalizeResponse(groups: AnswerGroup[], value: unknown): Response {
  const source = isRecord(value) && isRecord(value.data) ? value.data : {};
  const data: Record<string, string> = {};
  for (const group of groups) {
    const text = source[group.id];
    if (typeof text !== 'string' || text === '') continue;
    if (group.isDropdown) {
      if (group.options.includes(text)) data[group.id] = text;
    } else {
      data[group.id] = text.slice(0, MAX_TEXT_LENGTH);
    }
  }
  return { data };
}

/**
 * How texts are compared (SPEC 5.1 and what learners expect): Unicode NFC, surrounding whitespace
 * trimmed and inner runs of whitespace (non-breaking spaces included) read as one space. So
 * ' Monstera  deliciosa ' matches 'Monstera deliciosa'; letters, digits and punctuation must match.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Case folding for answers without matchCase: 'ß', 'ẞ', 'SS' and 'ss' fold alike, as do 'Σ', 'σ' and 'ς'. */
// Decomposed first (a Greek letter with its accents cases differently from its precomposed form),
// then lower, upper and lower again: 'ẞ' lowers to 'ß', but only 'SS' lowers to 'ss'.
const fold = (text: string): string => text.normalize('NFD').toLowerCase().toUpperCase().toLowerCase().normalize('NFC');

/** SPEC 5.1: case-sensitive when the answer's matchCase is set, case-insensitive otherwise. */
export function matchesAnswer(typed: string, answer: BlankAnswer): boolean {
  const a = normalizeText(typed);
  const b = normalizeText(answer.text);
  if (a === '' || b === '') return false;
  return answer.matchCase ? a === b : fold(a) === fold(b);
}

/** Whether a text is one of the group's correct answers. */
export const groupMatches = (group: AnswerGroup, typed: string | undefined): boolean =>
  typeof typed === 'string' && group.answers.some((a) => a.isCorrect && matchesAnswer(typed, a));

export const correctAnswersOf = (group: AnswerGroup): BlankAnswer[] => group.answers.filter((a) => a.isCorrect);
