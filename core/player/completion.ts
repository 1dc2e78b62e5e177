import { compareStructural, computed, makeObservable, reaction } from 'mobx';
import type { CourseStanding } from '../delivery/LearningEvent';
import type { CourseInstance } from '../models/Course';
import { Status } from '../rules/status';
import { sectionStandings, standingOf } from './eventPayloads';
import type { LearningEvents } from './events';
import type { MediaGate } from './mediaGate';
import type { CourseTiming } from './timing';

/**
 * SPEC 4.1's completion event: where the course stands, and a 'status' event on every change of
 * status, score, completion or success (which an LMS records as they happen). Passing sets the
 * completion date once; leaving the in-progress status stops the timer.
 */
export class Completion {
  constructor(
    private readonly course: CourseInstance,
    private readonly media: Pick<MediaGate, 'isCourseFinished'>,
    events: LearningEvents,
    timing: Pick<CourseTiming, 'stop'>,
  ) {
    makeObservable(this, { standing: computed({ equals: compareStructural }) });
    reaction(
      () => this.standing,
      (standing, before) => {
        if (standing.status !== before.status && standing.status === Status.PASSED) course.setCompletionDate(new Date().toISOString());
        events.send({ type: 'status', previous: before.status, sections: sectionStandings(course), ...standing });
        if (standing.status !== Status.IN_PROGRESS) timing.stop();
      },
      { equals: compareStructural },
    );
  }

  /** Where the course stands, as the 'status' event and an LMS report it (SPEC 4.1). */
  get standing(): CourseStanding {
    return standingOf(this.course, this.media.isCourseFinished);
  }
}
