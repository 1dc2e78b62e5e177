import { nextInChain, pageCounter, previousInChain, routes } from '@core';
import { useSession } from './session';

/** Next and previous pages of the navigation chain (SPEC 2.2), and the page's number among the pages (pageCounter). */
export function useChain(current: string) {
  const session = useSession();
  const chain = session.course.chain;
  return {
    next: nextInChain(chain, current),
    previous: previousInChain(chain, current),
    ...pageCounter(chain, current),
    first: chain[0] ?? routes.results,
  };
}

/** Where "continue" leads: the saved page when it is a page of the course, else the first page. */
export function useResumeUrl(): string {
  const session = useSession();
  const course = session.course;
  const chain = course.chain;
  const saved = course.url;
  const savedQuestion = saved.split('/questions/')[1];
  const savedOk = chain.includes(saved) && (!savedQuestion || course.isAvailable(savedQuestion));
  if (savedOk) return saved;
  // SPEC 4.2: under forced navigation the course resumes after the last answered question.
  if (course.rules.forceNavigation) return course.forcedResumeUrl ?? routes.results;
  return chain[0] ?? routes.results;
}
