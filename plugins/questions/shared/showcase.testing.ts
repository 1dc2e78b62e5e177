/*
 * Test support for question types (not part of any bundle): the showcase course's questions by id.
 * The showcase (test/fixtures/courses/showcase) is a real published package: the browser tests and
 * `npm start` play it, so its data.js is the one copy of each question it shows, and a type's
 * examples.ts reads its showcase question from there instead of repeating it (docs/plugins.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** data.js is JSON (the player parses it, never runs it), so it is read, not imported. */
export const SHOWCASE_DATA = path.join(__dirname, '../../../test/fixtures/courses/showcase/content/data.js');

type Question = Record<string, unknown>;
let byId: Map<string, Question> | undefined;

function index(): Map<string, Question> {
  byId ??= new Map(
    (JSON.parse(readFileSync(SHOWCASE_DATA, 'utf8')) as { sections: { questions: Question[] }[] }).sections
      .flatMap((s) => s.questions)
      .map((q) => [q.id as string, q]),
  );
  return byId;
}

/** Every question of the showcase, in course order. */
export const showcaseQuestions = (): Question[] => [...index().values()];

/** The showcase's question of this id as data.js holds it; a copy, so a test may change it freely. */
export function showcaseQuestion(id: string): Question {
  const question = index().get(id);
  if (!question) throw new Error(`The showcase course has no question ${id} (${SHOWCASE_DATA})`);
  return JSON.parse(JSON.stringify(question)) as Question;
}
