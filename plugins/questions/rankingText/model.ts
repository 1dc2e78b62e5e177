import { createRng, shuffle, type QuestionData } from '@core';

/** An answer of data.js: `answers: [{id, text}]`, in the correct order (PACKAGE-FORMAT.md). */
export interface RankItem {
  id: string;
  text: string;
}

/**
 * Response (SPEC 3.4 "answers list in order"): the answer ids in the learner's order, from the
 * start order the view first shows (startOrder(), the type's startResponse). The empty list is no
 * answer (emptyResponse: a question never submitted); the view then shows the start order too.
 */
export type Response = string[];

/** The answers in the correct order, read leniently: entries without an id are skipped, a repeated id keeps its first entry. */
export function itemsOf(question: QuestionData): RankItem[] {
  const list = Array.isArray(question.raw.answers) ? question.raw.answers : [];
  const seen = new Set<string>();
  const items: RankItem[] = [];
  for (const a of list) {
    if (typeof a !== 'object' || a === null) continue;
    const { id, text } = a as { id?: unknown; text?: unknown };
    if (typeof id !== 'string' || seen.has(id)) continue;
    seen.add(id);
    items.push({ id, text: typeof text === 'string' ? text : '' });
  }
  return items;
}

/**
 * Answers with the same text look the same to the learner, so which of them stands where does not
 * matter: among equal texts the ids are given out in the author's order. This makes the response a
 * function of the texts in order, which is what the saved form keeps (the original product saves
 * the texts), so that saving and restoring any order gives the same response back.
 */
function canonical(items: RankItem[], textsInOrder: string[]): Response | null {
  const queues = new Map<string, string[]>();
  for (const item of items) queues.set(item.text, [...(queues.get(item.text) ?? []), item.id]);
  const out: string[] = [];
  for (const text of textsInOrder) {
    const id = queues.get(text)?.shift();
    if (id === undefined) return null;
    out.push(id);
  }
  return out;
}

/** The response as the player keeps it: a full ordering of the answers, or [] for anything else. */
export function normalizeResponse(question: QuestionData, value: unknown): Response {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return [];
  const items = itemsOf(question);
  const byId = new Map(items.map((i) => [i.id, i]));
  if (value.length !== items.length || new Set(value).size !== value.length || !value.every((id) => byId.has(id))) return [];
  return canonical(items, value.map((id) => byId.get(id)!.text)) ?? [];
}

/** The response for texts in order (the saved form), or null when a text matches no unused answer. */
export function responseOfTexts(question: QuestionData, texts: string[]): { response: Response } | { missing: string } {
  const items = itemsOf(question);
  const left = items.map((i) => i.text);
  for (const text of texts) {
    const at = left.indexOf(text);
    if (at < 0) return { missing: text };
    left.splice(at, 1);
  }
  return { response: canonical(items, texts)! };
}

/**
 * The order the view starts from: a shuffle seeded by the question id (a reload, or the other
 * language, shows the same start) that is never the correct order. When the shuffle happens to give
 * the correct texts in order it is rotated by one place, which changes any list whose texts are not
 * all the same.
 */
export function startOrder(question: QuestionData): Response {
  const items = itemsOf(question);
  const order = shuffle(items.map((i) => i.id), createRng(question.id));
  const textOf = new Map(items.map((i) => [i.id, i.text]));
  const sameAsCorrect = order.every((id, i) => textOf.get(id) === items[i].text);
  const start = sameAsCorrect && order.length > 1 ? [...order.slice(1), order[0]] : order;
  return canonical(items, start.map((id) => textOf.get(id)!)) ?? start;
}

/** The order with the item at `from` moved to `to`. */
export function moveItem(order: readonly string[], from: number, to: number): string[] {
  const out = [...order];
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}
