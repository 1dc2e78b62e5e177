import type { CourseStanding, LearningEvent } from '../delivery/LearningEvent';
import type { EmbedStatus } from './contract';

/**
 * Turns the session's learning events into the few a host cares about (docs/embedding.md
 * "status"): started once, progress when the share answered changes, passed or failed when the
 * course status becomes one, completed once. The rest (answers, languages, settings) stays
 * inside: a host is not an LRS.
 */
export class HostStatus {
  private started = false;
  private progress = -1;
  private verdict: string | null = null;
  private completed = false;

  /** `now`: the course as it stands (session.completion.standing), for an event that carries no standing of its own. */
  take(event: LearningEvent, now: CourseStanding): EmbedStatus[] {
    const out: EmbedStatus[] = [];
    const standing = event.type === 'launched' || event.type === 'exited' ? event.standing : event.type === 'status' ? event : now;
    if ((event.type === 'launched' && !event.startDeferred) || event.type === 'started') {
      if (!this.started) out.push({ status: 'started', resumed: event.type === 'launched' && event.resumed });
      this.started = true;
      // A resumed attempt may already be decided: the host learns where it stands, once.
      if (event.type === 'launched') this.progress = -1;
    }
    if (event.type === 'progressed' && event.progress !== this.progress) {
      this.progress = event.progress;
      out.push({ status: 'progress', progress: event.progress });
    }
    // Any event may be the first to see the verdict (the last answer's, before its 'status' event).
    const status = standing.status;
    if ((status === 'PASSED' || status === 'FAILED') && status !== this.verdict && this.started) {
      this.verdict = status;
      out.push({ status: status === 'PASSED' ? 'passed' : 'failed', score: standing.score });
    }
    if (standing.completion === 'completed' && !this.completed && this.started) {
      this.completed = true;
      out.push({ status: 'completed', score: standing.scored ? standing.score : null });
    }
    return out;
  }
}
