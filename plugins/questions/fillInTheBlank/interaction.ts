import type { QuestionData, Interaction } from '@core';
import { correctAnswersOf, groupsOf, normalizeResponse, normalizeText, type AnswerGroup } from './model';

/** At most this many correct response patterns are listed (one per combination of accepted answers). */
export const MAX_PATTERNS = 32;

/**
 * xAPI 1.0.3 fill-in patterns: one pattern per combination of accepted answers, the groups' texts
 * joined with '[,]' in group order. A pattern whose answers include a case-sensitive one
 * (matchCase) starts with '{case_matters=true}' (the xAPI default is case-insensitive). The
 * characteristic applies to a whole pattern, so a mixed pattern is stricter than the player's own
 * rule for its case-insensitive groups; the score (result.success) is the player's. Combinations
 * beyond MAX_PATTERNS are not listed. No pattern when some group has no correct answer.
 */
export function correctPatterns(groups: AnswerGroup[]): string[] {
  const choices = groups.map(correctAnswersOf);
  if (groups.length === 0 || choices.some((c) => c.length === 0)) return [];
  const patterns: string[] = [];
  const position = choices.map(() => 0);
  for (;;) {
    const picked = position.map((p, g) => choices[g][p]);
    const texts = picked.map((a) => normalizeText(a.text)).join('[,]');
    patterns.push(picked.some((a) => a.matchCase) ? `{case_matters=true}${texts}` : texts);
    if (patterns.length >= MAX_PATTERNS) break;
    // Odometer: advance the last group first.
    let g = position.length - 1;
    while (g >= 0 && position[g] === choices[g].length - 1) position[g--] = 0;
    if (g < 0) break;
    position[g]++;
  }
  return [...new Set(patterns)];
}

/** SPEC 7.8 fill-in: the response is the blanks' texts, trimmed, joined with '[,]' in group order. */
export function toInteraction(question: QuestionData, response: unknown, _locale: string): Interaction {
  const groups = groupsOf(question);
  const { data } = normalizeResponse(groups, response);
  const patterns = correctPatterns(groups);
  return {
    interactionType: 'fill-in',
    ...(patterns.length > 0 ? { correctResponsesPattern: patterns } : {}),
    response: groups.map((g) => normalizeText(data[g.id] ?? '')).join('[,]'),
  };
}
