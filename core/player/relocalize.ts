import type { CourseInstance } from '../models/Course';
import type { BuiltCourse } from '../package/buildCourse';

/**
 * Puts the course's texts in another language without touching what the learner did (SPEC 4.7
 * "reload the course content"): `built` is data.js read again for the new language exactly as at
 * launch (buildCourse, so a text reads the same whichever way the learner reached the language), and
 * only the texts are taken over: the course's title and block lists, each section's title and
 * objective, each question's title; question data is built again in the new language on next
 * use. The structure (ids, order, the chain, the checksum) does not depend on the language, so
 * answers, states and the saved record stay valid. Titles are plain fields, not observable: the app
 * mounts the views that show them again on a switch (app/Layout.tsx keys them by language).
 */
export function relocalizeCourse(course: CourseInstance, built: BuiltCourse): void {
  const texts = built.snapshot;
  // Inside one of the course's actions (batch), as MST requires of a change; no action of its own,
  // which would sit in the first page's model for a switch few learners make.
  course.batch(() =>
    Object.assign(course, {
      title: texts.title,
      introductions: texts.introductions ?? [],
      passedAfterwords: texts.passedAfterwords ?? [],
      failedAfterwords: texts.failedAfterwords ?? [],
    }),
  );
  course.attachDataSource(built.dataSource);
  const sections = new Map((texts.sectionInfos ?? []).map((s) => [s.id, s]));
  for (const section of course.sections) {
    const info = sections.get(section.id);
    // The texts only, never the structure (its question ids, the objective page's place in the chain).
    if (info) section.info = { ...section.info, title: info.title, learningObjective: info.learningObjective };
  }
  const questions = new Map((texts.questionInfos ?? []).map((q) => [q.id, q]));
  for (const question of course.questions) {
    const info = questions.get(question.id);
    if (info) question.relabel(info.title);
  }
}
