import { ErrorMessages, PlayerError } from '../errors/catalogue';

/**
 * The navigation chain of SPEC 2.2: per section, its learning-objective page (when content pages
 * are shown, the section is not transparent and has an objective), then its question pages;
 * '/results' is always last.
 */
export interface ChainSection {
  id: string;
  isTransparent: boolean;
  learningObjective: string;
  questionIds: string[];
}

export const routes = {
  index: '/',
  sections: '/sections',
  section: (sectionId: string) => `/sections/${sectionId}`,
  question: (sectionId: string, questionId: string) => `/sections/${sectionId}/questions/${questionId}`,
  learningObjective: (sectionId: string) => `/sections/${sectionId}/learning-objective`,
  results: '/results',
  login: '/login',
  signup: '/signup',
} as const;

export function buildChain(sections: ChainSection[], showContentPages: boolean): string[] {
  const chain: string[] = [];
  for (const s of sections) {
    if (showContentPages && !s.isTransparent && s.learningObjective) chain.push(routes.learningObjective(s.id));
    for (const q of s.questionIds) chain.push(routes.question(s.id, q));
  }
  chain.push(routes.results);
  return chain;
}

/** The following entry of the chain, or the index after the last entry (SPEC 2.2). */
export function nextInChain(chain: string[], current: string): string {
  const i = chain.indexOf(current);
  if (i < 0 || i >= chain.length - 1) return routes.index;
  return chain[i + 1];
}

export function previousInChain(chain: string[], current: string): string | null {
  const i = chain.indexOf(current);
  return i > 0 ? chain[i - 1] : null;
}

/**
 * "Page x of y" (the packages' '[page counter caption]'; SPEC 2.2 does not number the chain): the
 * place of a page among the pages a learner reads or answers, the question and content pages of
 * the chain, as the packages' learners are used to (issue 22: "Page 1 of 47", not "Page 2 of 57").
 * The learning objectives the chain passes through introduce their section and carry no number.
 * 0 for a route that is not such a page.
 */
export function pageCounter(chain: string[], current: string): { index: number; total: number } {
  const pages = chain.filter((route) => route.includes('/questions/'));
  return { index: pages.indexOf(current) + 1, total: pages.length };
}

/**
 * SPEC 2.2: with a pool, the chain holds only the pool questions, in pool order, then '/results'
 * (no learning-objective pages, no surveys). Without a pool (empty `poolIds`) the chain is returned
 * as it is. A pool question whose route is not in `chain` throws 'Question not found'.
 */
export function chainWithPool(chain: string[], poolIds: string[], routeOf: (questionId: string) => string): string[] {
  if (poolIds.length === 0) return chain;
  const inChain = new Set(chain);
  const out = poolIds.map((id) => {
    const route = routeOf(id);
    if (!inChain.has(route)) throw new PlayerError('question', ErrorMessages.questionNotFound, id);
    return route;
  });
  out.push(routes.results);
  return out;
}
