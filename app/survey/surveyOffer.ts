import { serviceAuthorization, trackingSwitches, type PlayerSession } from '@core';
import { feedbackAllowed } from './feedbackCheck';

/** Attempts whose learner was already offered the survey: it asks once per attempt, however it was opened. */
const offered = new Set<string>();

/**
 * SPEC 2.8: whether to show the satisfaction survey now. It is shown when the author switched it on
 * (settings.js conductLearnerSatisfactionSurvey; off in preview and review, SPEC 4.7) and the learner
 * service's feedback check allows it (SPEC 7.5), once per attempt: the results page's own trigger and
 * the download-certificate button (issue 26) share the record of who was offered it, so a learner
 * who saw it on arriving is not asked again on pressing the button, nor the other way round.
 */
export async function offerSurvey(session: PlayerSession): Promise<boolean> {
  const course = session.course;
  if (!trackingSwitches(session.pkg.template, session.pkg.publish).survey) return false;
  const attempt = `${course.id}|${course.attemptId}`;
  if (offered.has(attempt)) return false;
  offered.add(attempt);
  const backend = session.delivery?.backend;
  const learner = backend?.learner;
  const learnServiceUrl = session.pkg.publish.raw.learnServiceUrl;
  const authorization = serviceAuthorization(typeof learnServiceUrl === 'string' ? learnServiceUrl : '', {
    publishRaw: session.pkg.publish.raw,
    settingsRaw: session.pkg.template.raw,
    learnerToken: backend?.learnerToken ? () => backend.learnerToken!() : undefined,
  })();
  return feedbackAllowed(learnServiceUrl, course.id, learner?.id ?? learner?.email ?? '', authorization);
}
