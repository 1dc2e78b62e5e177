import { defineQuestionType } from '@core';
import { correctAnswersOf, groupsOf, isScorable, MAX_TEXT_LENGTH, normalizeResponse, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/**
 * Saved form (SPEC 3.7), one entry per group in group order, trailing empties left out: a typed
 * text as itself, a drop-down choice as the position of its option, '' for an empty blank.
 * E.g. ['monstera', 0, '', 'N'].
 */
export type Compact = (string | number)[];

export default defineQuestionType<Response, Compact>({
  id: 'fillInTheBlank',
  emptyResponse: () => ({ data: {} }),
  isAnswered,
  score,
  correctResponse: (q) => {
    const groups = groupsOf(q);
    if (q.isSurvey || !groups.some(isScorable)) return null;
    const data: Record<string, string> = {};
    for (const g of groups) {
      const first = correctAnswersOf(g)[0];
      if (first) data[g.id] = g.isDropdown ? first.text : first.text.slice(0, MAX_TEXT_LENGTH);
    }
    return { data };
  },
  compactVersion: 1,
  compact: (q, response) => {
    const groups = groupsOf(q);
    const { data } = normalizeResponse(groups, response);
    const saved = groups.map((g): string | number => {
      const text = data[g.id];
      if (text === undefined) return '';
      return g.isDropdown ? g.options.indexOf(text) : text;
    });
    while (saved.length > 0 && saved[saved.length - 1] === '') saved.pop();
    return saved;
  },
  expand: (q, compact) => {
    const groups = groupsOf(q);
    if (!Array.isArray(compact) || compact.length > groups.length) throw new Error('a fill-in-the-blank answer is saved as one entry per blank');
    const data: Record<string, string> = {};
    compact.forEach((entry: unknown, i) => {
      const group = groups[i];
      if (entry === '') return;
      if (group.isDropdown && Number.isInteger(entry) && (entry as number) >= 0 && (entry as number) < group.options.length) {
        data[group.id] = group.options[entry as number];
      } else if (!group.isDropdown && typeof entry === 'string') {
        data[group.id] = entry;
      } else {
        throw new Error(`blank ${i + 1} cannot hold ${JSON.stringify(entry)}`);
      }
    });
    return normalizeResponse(groups, { data });
  },
  correctAnswersText: (q) =>
    groupsOf(q)
      .map((g, i) => (isScorable(g) ? `${i + 1}. ${correctAnswersOf(g).map((a) => a.text).join(' / ')}` : ''))
      .filter(Boolean)
      .join('; '),
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-fillInTheBlank" */ './View'),
});
