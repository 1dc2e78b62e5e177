import type { CourseInstance } from '../models/Course';
import type { QuestionInstance } from '../models/Question';
import type { AnyQuestionType, QuestionTypes } from '../plugins/QuestionType';
import type { ProgressSnapshot } from './progressRecord';

/** The compact form of SPEC 3.7 / PACKAGE-FORMAT.md: 100 stands for "answered with the correct response". */
export const CORRECT = 100;

/** What the saved entry of a question is made from (a QuestionInstance, or a bench's stand-in). */
export type AnswerSource = Pick<QuestionInstance, 'type' | 'data' | 'response' | 'score' | 'isAnswered' | 'isSurvey' | 'answeredOnOpen' | 'supported' | 'isPreviousAnswerCorrect'>;
type Plugins = Pick<QuestionTypes, 'questionType'>;

function compactAnswer(q: AnswerSource, plugin: AnyQuestionType): unknown {
  if (q.answeredOnOpen) return q.score === 100 ? CORRECT : 0;
  const saved = plugin.compact(q.data, q.response);
  // 100 is restored as the author's correct response, so it is written only when that gives the
  // learner's own answer back. A correct answer that differs from the author's (an open question's
  // text, a blank matched without case, another accepted word) is saved in full: else it is lost.
  if (q.score === 100 && !q.isSurvey) {
    const correct = plugin.correctResponse(q.data);
    if (correct !== null && JSON.stringify(plugin.compact(q.data, correct)) === JSON.stringify(saved)) return CORRECT;
  }
  return { r: saved, s: q.score };
}

/** A previous attempt's answer kept as a starting point (SPEC 4.2): p says whether it was correct. */
interface PreviousEntry {
  r: unknown;
  s: 0;
  p: boolean;
}

/** The saved answers[] entry of one question: null, 100 (CORRECT), 0, or the plugin's compact form with its score. */
export function savedEntry(q: AnswerSource, types: Plugins): unknown {
  if (!q.supported) return null;
  if (q.isAnswered) return compactAnswer(q, types.questionType(q.type));
  if (q.isPreviousAnswerCorrect !== null && q.response !== null) {
    const entry: PreviousEntry = { r: types.questionType(q.type).compact(q.data, q.response), s: 0, p: q.isPreviousAnswerCorrect };
    return entry;
  }
  return null;
}

/**
 * The record's compact answer arrays, kept up to date one question at a time: saving after an
 * answer costs that question, not the whole course (issue 4 "Scale"). rebuild() reads every
 * question that has a state, after a restore or a retake.
 */
export class AnswerLog {
  private answers: unknown[] = [];
  private attempts: (number | null)[] = [];
  private readonly opened = new Set<number>();
  /** The compact version of each type whose compact form an entry holds, when it is not 1. */
  private forms: Record<string, number> = {};

  constructor(private readonly types: Plugins) {}

  rebuild(course: CourseInstance): this {
    this.answers = [];
    this.attempts = [];
    this.opened.clear();
    this.forms = {};
    for (const id of course.states.keys()) {
      const q = course.questionById.get(id);
      if (q) this.update(q);
    }
    return this;
  }

  update(q: QuestionInstance): void {
    const entry = savedEntry(q, this.types);
    this.answers[q.index] = entry;
    const version = typeof entry === 'object' && entry !== null ? (this.types.questionType(q.type).compactVersion ?? 1) : 1;
    if (version !== 1) this.forms[q.type] = version;
    this.attempts[q.index] = entry !== null && q.isAnswered ? q.attemptNumber : null;
    if (q.hasBeenOpened) this.opened.add(q.index);
    else this.opened.delete(q.index);
  }

  snapshot(): Pick<ProgressSnapshot, 'answers' | 'attempts' | 'opened' | 'answerForms'> {
    const last = (list: unknown[]) => {
      let n = list.length;
      while (n > 0 && (list[n - 1] === null || list[n - 1] === undefined)) n--;
      return n;
    };
    return {
      answers: Array.from({ length: last(this.answers) }, (_, i) => this.answers[i] ?? null),
      attempts: Array.from({ length: last(this.attempts) }, (_, i) => this.attempts[i] ?? null),
      opened: [...this.opened].sort((a, b) => a - b),
      answerForms: { ...this.forms },
    };
  }
}

/** Writes the course's answers into the record's compact arrays, indexed by question index. */
export function captureAnswers(course: CourseInstance, types: Plugins): Pick<ProgressSnapshot, 'answers' | 'attempts' | 'opened' | 'answerForms'> {
  return new AnswerLog(types).rebuild(course).snapshot();
}

/**
 * Applies saved answers to the course. An answer that cannot be expanded (the course changed, a
 * plugin rejects it) is skipped with a warning rather than failing the whole restore.
 */
export function restoreAnswers(course: CourseInstance, record: ProgressSnapshot, types: Plugins, warn: (m: string) => void): void {
  const opened = new Set(record.opened);
  for (const q of course.questions) {
    if (opened.has(q.index)) q.open();
    const saved = record.answers[q.index];
    if (saved === null || saved === undefined || !q.supported) continue;
    try {
      const plugin = types.questionType(q.type);
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
      const entry = saved as { r: unknown; s?: number; p?: boolean };
      // Records without answerForms were written before compact forms had versions: version 1.
      const version = record.answerForms?.[q.type] ?? 1;
      if (version > (plugin.compactVersion ?? 1)) throw new Error(`it was saved in version ${version} of the ${q.type} form, newer than this player's`);
      const response = plugin.expand(q.data, entry.r, version);
      if (typeof entry.p === 'boolean') {
        q.restorePrevious(response, entry.p);
        continue;
      }
      const score = plugin.score(q.data, response, { allowScoringOfContentPages: course.allowScoringOfContentPages, hasBeenOpened: true });
      q.restore(response, score, attempt);
    } catch (e) {
      warn(`The saved answer of question ${q.id} could not be restored: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
