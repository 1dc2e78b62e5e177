import { ErrorMessages, PlayerError } from '../errors/catalogue';
import type { CourseInstance } from '../models/Course';
import type { QuestionInstance } from '../models/Question';
import type { QuestionTypes } from '../plugins/QuestionType';
import { isSurveyRating } from '../rules/surveyScale';
import type { ContentPages } from './contentPages';
import { answeredEvent } from './eventPayloads';
import type { LearningEvents } from './events';
import type { MediaGate } from './mediaGate';
import type { Randomization } from './randomization';
import type { Saving } from './saving';
import type { CourseTiming } from './timing';

export interface ActionParts {
  course: CourseInstance;
  types: QuestionTypes;
  contentPages: ContentPages;
  media: MediaGate;
  timing: CourseTiming;
  randomization: Randomization;
  saving: Saving;
  events: LearningEvents;
  language: () => string;
  /**
   * The learner's first answer is about to be recorded: a course-started statement the launch held
   * back for the language popup goes out first (CourseLanguage.ensureStarted), so statements keep
   * their order even when the popup was never closed.
   */
  beforeAnswer?: () => void;
  now: () => number;
  warn: (message: string) => void;
}

/**
 * What the learner does in the course: open a page, answer, try again, move on, read a learning
 * objective, rate the course, name and save a certificate. Each action changes the course model, says so to the saving and, where
 * SPEC 4.8 asks, sends its learning event; none of them reaches back up.
 */
export class LearnerActions {
  /** When each page was last opened or answered, for the answer's duration (SPEC 7.8). */
  private readonly clock = new Map<string, number>();
  private readonly startedAt: number;

  constructor(private readonly parts: ActionParts) {
    this.startedAt = parts.now();
  }

  /** Opening a page marks it; a content page is answered when opened (SPEC 4.2). */
  open(questionId: string): void {
    const { course, media, contentPages, randomization, saving } = this.parts;
    const q = course.questionById.get(questionId);
    if (!q) return;
    const wasOpened = q.hasBeenOpened;
    this.clock.set(questionId, this.parts.now());
    q.open();
    randomization.keepOptionOrder(q.id);
    // SPEC 4.2: a content page is answered when opened, but not while the timer is stopped or timed
    // out, and, under the media-viewing restriction, only once its media are watched.
    if (q.supported && q.answeredOnOpen && !q.isAnswered && !media.restricted) {
      this.parts.beforeAnswer?.();
      if (contentPages.answer(questionId)) return;
    } else if (media.restricted) {
      media.opened(questionId);
    }
    if (!wasOpened) saving.changed(q);
  }

  /** Scores a response with its plugin, records it and saves (SPEC 4.2, 5.1). */
  answer(questionId: string, response: unknown): QuestionInstance {
    const { course, types, timing, saving, events } = this.parts;
    const q = course.questionById.get(questionId);
    if (!q) throw new PlayerError('question', ErrorMessages.questionDoesNotExist);
    if (!q.supported) throw new PlayerError('question', ErrorMessages.unknownQuestionType(q.type));
    if (!course.acceptsAnswers) return q;
    this.parts.beforeAnswer?.();
    const plugin = types.questionType(q.type);
    const score = plugin.score(q.data, response, {
      allowScoringOfContentPages: course.allowScoringOfContentPages,
      hasBeenOpened: q.hasBeenOpened,
    });
    // One action: 'answered' is emitted before the status change the answer causes.
    course.recordAnswer(q, response, score, () =>
      events.send(answeredEvent(q, { plugin, response, score, language: this.parts.language(), durationMs: this.sinceLast(q.id) }, this.parts.warn)),
    );
    saving.changed(q);
    timing.answered();
    return q;
  }

  /** Try again: the question's answer is cleared so it can be answered anew. */
  reset(questionId: string): void {
    const { course, saving } = this.parts;
    const q = course.questionById.get(questionId);
    if (!q || !course.canRetry(q)) return;
    q.reset();
    saving.changed(q);
  }

  /** Records the page the learner is on, so "continue" returns to it; the cover and sign-in pages are not places to resume. */
  navigated(url: string): void {
    const { course, timing, saving, events } = this.parts;
    timing.navigated(url);
    if (course.url === url || !(url.startsWith('/sections') || url === '/results')) return;
    course.setUrl(url);
    events.send({ type: 'progressed', location: url, progress: course.progressPercent });
    saving.changed();
  }

  /** SPEC 2.2: a section's learning objective, consumed once the learner has seen it. */
  consumeLearningObjective(sectionId: string): void {
    const section = this.parts.course.sectionById.get(sectionId);
    if (!section || section.isConsumedLearningObjective) return;
    section.consumeLearningObjective();
    this.parts.saving.changed();
  }

  /**
   * The satisfaction survey was answered (SPEC 2.8): the 'evaluated' event, which the NPS store turns
   * into its statement (SPEC 7.8, 3.8). The learner's free text goes as they typed it.
   */
  evaluate(rating: number, comment: string): void {
    if (!isSurveyRating(rating)) throw new RangeError(`A survey rating is a whole number from 1 to 10, not ${rating}`);
    this.parts.events.send({ type: 'evaluated', rating, comment });
  }

  /** Issue 26: the name the learner typed for their certificate, kept as the record's user.name (SPEC 3.7). */
  nameForCertificate(name: string): void {
    this.parts.course.setCertificateName(name);
    this.parts.saving.changed();
  }

  /** Issue 26: the certificate was saved: SPEC 3.2 isCertificateDownloaded, written as every change is. */
  certificateDownloaded(): void {
    this.parts.course.markCertificateDownloaded();
    this.parts.saving.changed();
  }

  private sinceLast(questionId: string): number {
    const now = this.parts.now();
    const since = this.clock.get(questionId) ?? this.startedAt;
    this.clock.set(questionId, now);
    return Math.max(0, now - since);
  }
}
