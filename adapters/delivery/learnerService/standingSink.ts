import type { LearningEvent, Status, TrackingSink } from '@core';

/**
 * Not a destination: it listens to the session's learning events for what SPEC 7.4's save sends
 * beside the record (the course status and score, and the attempt the events are stamped with), so
 * the progress store needs nothing from the session but the text it saves.
 */
export class StandingSink implements TrackingSink {
  readonly id = 'learner-service-standing';
  readonly pending = 0;
  readonly state = 'idle' as const;
  status: Status = 'IN_PROGRESS';
  score = 0;
  attemptId = '';

  handle(event: LearningEvent): void {
    if (event.attemptId) this.attemptId = event.attemptId;
    if (event.type === 'status' || event.type === 'launched') {
      const standing = event.type === 'status' ? event : event.standing;
      this.status = standing.status;
      this.score = Math.round(standing.score);
    }
  }

  async flush(): Promise<void> {
    return undefined;
  }
}
