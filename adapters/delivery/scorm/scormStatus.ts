import type { CourseStanding } from '@core';
import type { ScormDialect } from './dialect';

/** What the LMS already recorded that a launch must not take back (a resumed learner who passed stays passed). */
const DECIDED_12 = new Set(['passed', 'failed', 'completed']);

/**
 * SCORM 1.2 has one status for completion and success (RTE 3.4.2.2.5): passed or failed once SPEC
 * 4.1 decides, completed for a finished course that has no score to reach, else incomplete.
 */
export function lessonStatus12(standing: CourseStanding): string {
  if (standing.success !== 'unknown') return standing.success;
  return !standing.scored && standing.completion === 'completed' ? 'completed' : 'incomplete';
}

/**
 * The status and score elements for where the course stands. `atLaunch`: the LMS's own decided
 * status is kept when the course has nothing newer to say (it may hold a result this browser
 * never saw, such as a pass recorded before suspend data was lost).
 */
export function standingFields(dialect: ScormDialect, standing: CourseStanding, lmsStatus: { lesson?: string; completion?: string; success?: string }, atLaunch: boolean): [string, string][] {
  const fields: [string, string][] = [];
  if (dialect.version === '1.2') {
    const status = lessonStatus12(standing);
    if (!(atLaunch && status === 'incomplete' && DECIDED_12.has(lmsStatus.lesson ?? ''))) fields.push(['cmi.core.lesson_status', status]);
  } else {
    if (!(atLaunch && standing.completion === 'incomplete' && lmsStatus.completion === 'completed')) fields.push(['cmi.completion_status', standing.completion]);
    if (!(atLaunch && standing.success === 'unknown' && (lmsStatus.success === 'passed' || lmsStatus.success === 'failed'))) fields.push(['cmi.success_status', standing.success]);
  }
  if (standing.scored) {
    const el = dialect.el;
    fields.push([el.scoreMin, '0'], [el.scoreMax, '100'], [el.scoreRaw, String(standing.score)]);
    if (dialect.version === '2004') fields.push(['cmi.score.scaled', String(standing.score / 100)]);
  }
  return fields;
}
