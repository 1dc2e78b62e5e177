import type { CourseInstance } from '../models/Course';
import type { QuestionTypes } from '../plugins/QuestionType';
import { questionRef } from './eventPayloads';
import type { LearningEvents } from './events';
import type { Saving } from './saving';

/**
 * SPEC 4.2 / 5.1: a content page is answered (with its score) when it is read: on opening, or, under
 * the media-viewing restriction, once its media are watched. Both ways come here.
 */
export class ContentPages {
  constructor(
    private readonly course: CourseInstance,
    private readonly types: QuestionTypes,
    private readonly saving: Saving,
    private readonly events: LearningEvents,
    /** SPEC 4.6: a stopped or timed-out timer takes no more answers. */
    private readonly timerHalted: () => boolean,
  ) {}

  /** Answers a content page; false when the course does not take answers now or it is answered already. */
  answer(questionId: string): boolean {
    const q = this.course.questionById.get(questionId);
    if (!q || this.timerHalted() || !this.course.acceptsAnswers || q.isAnswered) return false;
    const score = this.types.questionType(q.type).score(q.data, null, {
      allowScoringOfContentPages: this.course.allowScoringOfContentPages,
      hasBeenOpened: true,
    });
    this.course.recordAnswer(q, null, score, () => this.events.send({ type: 'experienced', ...questionRef(q) }));
    this.saving.changed(q);
    return true;
  }
}
