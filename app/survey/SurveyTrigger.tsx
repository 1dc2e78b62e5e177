import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { serviceAuthorization, trackingSwitches } from '@core';
import { useSession } from '../hooks/session';
import { feedbackAllowed } from './feedbackCheck';

const SurveyPopup = lazy(() => import(/* webpackChunkName: "survey" */ './SurveyPopup'));

/** Attempts whose learner was already offered the survey on this page: it asks once, not on every visit to the results. */
const offered = new Set<string>();

/**
 * SPEC 2.8: the satisfaction survey opens on the results once the attempt has ended (submitted, or
 * every section over) when the author switched it on (settings.js conductLearnerSatisfactionSurvey;
 * off in preview and review, SPEC 4.7) and the learner service's feedback check allows it (SPEC 7.5:
 * a learner who already rated the course is not asked again). The popup is a chunk of its own.
 */
export const SurveyTrigger = observer(function SurveyTrigger() {
  const session = useSession();
  const course = session.course;
  const [open, setOpen] = useState(false);
  const surveyOn = trackingSwitches(session.pkg.template, session.pkg.publish).survey;
  const ended = course.ended;
  useEffect(() => {
    const attempt = `${course.id}|${course.attemptId}`;
    if (!surveyOn || !ended || offered.has(attempt)) return;
    offered.add(attempt);
    const backend = session.delivery?.backend;
    const learner = backend?.learner;
    const learnServiceUrl = session.pkg.publish.raw.learnServiceUrl;
    const authorization = serviceAuthorization(typeof learnServiceUrl === 'string' ? learnServiceUrl : '', {
      publishRaw: session.pkg.publish.raw,
      settingsRaw: session.pkg.template.raw,
      learnerToken: backend?.learnerToken ? () => backend.learnerToken!() : undefined,
    })();
    void feedbackAllowed(learnServiceUrl, course.id, learner?.id ?? learner?.email ?? '', authorization).then((allowed) => {
      if (allowed) setOpen(true);
    });
  }, [surveyOn, ended, course, session]);
  return open ? (
    <Suspense fallback={null}>
      <SurveyPopup onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
});
