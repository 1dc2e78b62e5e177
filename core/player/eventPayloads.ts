import type { CourseStanding, QuestionRef, SectionStanding, UnstampedEvent } from '../delivery/LearningEvent';
import type { CourseInstance } from '../models/Course';
import type { QuestionInstance } from '../models/Question';
import type { AnyQuestionType } from '../plugins/QuestionType';
import { sentStatus } from '../rules/attempts';
import { Status } from '../rules/status';

/*
 * What the learning events carry, as pure functions of the course: the owners that emit events
 * (core/player) and the sinks that read them never reach back into each other for a payload.
 */

/** Where the course stands, as the 'status' event and an LMS report it (SPEC 4.1). `finished`: SPEC 4.1's course finished. */
export function standingOf(course: CourseInstance, finished: boolean): CourseStanding {
  const status = course.status;
  const sent = sentStatus({ courseStatus: status, isAttemptSubmitted: course.isAttemptSubmitted, submitMode: course.rules.submitMode, allAttemptsUsed: course.allAttemptsUsed });
  return {
    status,
    score: course.score,
    masteryScore: course.masteryScore.score,
    completion: status !== Status.IN_PROGRESS || finished ? 'completed' : 'incomplete',
    success: sent === Status.PASSED ? 'passed' : sent === Status.FAILED ? 'failed' : 'unknown',
    scored: course.progressQuestions.length > 0,
  };
}

/** The sections that count toward the score, for the 'mastered' statements of SPEC 7.8. */
export function sectionStandings(course: CourseInstance): SectionStanding[] {
  return course.sections
    .filter((s) => course.sectionHasProgressQuestions(s))
    .map((s) => ({ sectionId: s.id, title: s.title, score: course.sectionScore(s), status: course.sectionStatus(s) }));
}

export function questionRef(q: QuestionInstance): QuestionRef {
  return { questionId: q.id, index: q.index, sectionId: q.sectionId, questionType: q.type, title: q.title, isSurvey: q.isSurvey };
}

/**
 * The 'answered' event of an answer just recorded (its attempt number already counts it), with its
 * interaction (SPEC 7.8) in the course language. A survey has no right answer, though its data may
 * mark every option correct: every destination (SCORM, xAPI) would otherwise report that all
 * options must be chosen. An interaction the plugin cannot describe is left out with a warning.
 */
export function answeredEvent(
  q: QuestionInstance,
  answer: { plugin: AnyQuestionType; response: unknown; score: number; language: string; durationMs: number },
  warn: (message: string) => void,
): UnstampedEvent {
  let interaction = null;
  try {
    interaction = answer.plugin.toInteraction(q.data, answer.response, answer.language);
    if (q.isSurvey && interaction) {
      const { correctResponsesPattern: _none, ...described } = interaction;
      interaction = described;
    }
  } catch (e) {
    warn(`The interaction of question ${q.id} could not be described: ${e instanceof Error ? e.message : String(e)}`);
  }
  const { response, score, durationMs } = answer;
  return { type: 'answered', ...questionRef(q), response, interaction, score, correct: score === 100, attempt: q.attemptNumber, durationMs };
}
