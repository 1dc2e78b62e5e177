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
