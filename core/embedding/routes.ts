import { routes } from '../rules/navigation';

/** What goTo needs of the course: its sections with their pages (core/models/Section.ts). */
export interface RouteCourse {
  sections: readonly { id: string; learningObjective: string; questions: readonly { id: string }[] }[];
}

/**
 * The routes a host may open with `goTo` (SPEC 2.1's hash routes of this course): the cover, the
 * section list, each section, its learning objective when it has one, each question, the results.
 * Not the sign-in routes: they belong to the learner. A route is compared as written, so a host
 * cannot reach anything the list does not name.
 */
export function courseRoutes(course: RouteCourse): Set<string> {
  const out = new Set<string>([routes.index, routes.sections, routes.results]);
  for (const s of course.sections) {
    out.add(routes.section(s.id));
    if (s.learningObjective) out.add(routes.learningObjective(s.id));
    for (const q of s.questions) out.add(routes.question(s.id, q.id));
  }
  return out;
}

export function isCourseRoute(course: RouteCourse, route: string): boolean {
  return courseRoutes(course).has(route);
}
