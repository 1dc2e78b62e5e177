import type { QuestionData, Interaction } from '@core';
import { matchingOf, normalizeResponse } from './model';

/**
 * SPEC 7.8 matching: source = the keys, target = the values (both by pair id), the response the
 * matched 'keyId[.]valueId' pairs in the author's order of keys, joined with '[,]'.
 */
export function toInteraction(question: QuestionData, response: unknown, locale: string): Interaction {
  const data = matchingOf(question);
  const matches = normalizeResponse(data, response);
  return {
    interactionType: 'matching',
    ...(data.rows.length > 0 ? { correctResponsesPattern: [data.rows.map((r) => `${r.id}[.]${r.id}`).join('[,]')] } : {}),
    source: data.rows.map((r) => ({ id: r.id, description: { [locale]: r.key } })),
    target: data.values.map((v) => ({ id: v.id, description: { [locale]: v.value } })),
    response: data.rows.filter((r) => matches[r.id] !== undefined).map((r) => `${r.id}[.]${matches[r.id]}`).join('[,]'),
  };
}
