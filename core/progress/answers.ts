import type { CourseInstance } from '../models/Course';
import type { QuestionInstance } from '../models/Question';
import type { PluginRegistry } from '../plugins/registry';
import type { ProgressSnapshot } from './progressRecord';

/** The compact form of SPEC 3.7 / PACKAGE-FORMAT.md: 100 stands for "answered with the correct response". */
export const CORRECT = 100;

function compactAnswer(q: QuestionInstance, registry: PluginRegistry): unknown {
  const plugin = registry.questionType(q.type);
  if (q.answeredOnOpen) return q.score === 100 ? CORRECT : 0;
  if (q.score === 100 && !q.isSurvey && plugin.correctResponse(q.data) !== null) return CORRECT;
  return { r: plugin.compact(q.data, q.response), s: q.score };
}

/** Writes the course's answers into the record's compact arrays, indexed by question index. */
export function captureAnswers(course: CourseInstance, registry: PluginRegistry): Pick<ProgressSnapshot, 'answers' | 'attempts' | 'opened'> {
  const answers: unknown[] = [];
  const attempts: (number | null)[] = [];
  const opened: number[] = [];
  for (const q of course.questions) {
    if (q.hasBeenOpened) opened.push(q.index);
    if (!q.supported || !q.isAnswered) continue;
    answers[q.index] = compactAnswer(q, registry);
    attempts[q.index] = q.attemptNumber;
  }
  return {
    answers: Array.from(answers, (a) => (a === undefined ? null : a)),
    attempts: Array.from(attempts, (a) => (a === undefined ? null : a)),
    opened,
  };
}

/**
 * Applies saved answers to the course. An answer that cannot be expanded (the course changed, a
 * plugin rejects it) is skipped with a warning rather than failing the whole restore.
 */
export function restoreAnswers(course: CourseInstance, record: ProgressSnapshot, registry: PluginRegistry, warn: (m: string) => void): void {
  const opened = new Set(record.opened);
  for (const q of course.questions) {
    if (opened.has(q.index)) q.open();
    const saved = record.answers[q.index];
    if (saved === null || saved === undefined || !q.supported) continue;
    try {
      const plugin = registry.questionType(q.type);
      const attempt = record.attempts[q.index] ?? 1;
      if (q.answeredOnOpen) {
        q.restore(null, saved === CORRECT ? 100 : 0, attempt);
        continue;
      }
      if (saved === CORRECT) {
        const correct = plugin.correctResponse(q.data);
        if (correct === null) throw new Error('no correct response to restore');
        q.restore(correct, 100, attempt);
        continue;
      }
      const entry = saved as { r: unknown; s?: number };
      const response = plugin.expand(q.data, entry.r);
      const score = plugin.score(q.data, response, { allowScoringOfContentPages: course.allowScoringOfContentPages, hasBeenOpened: true });
      q.restore(response, score, attempt);
    } catch (e) {
      warn(`The saved answer of question ${q.id} could not be restored: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
