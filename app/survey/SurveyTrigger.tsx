import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../hooks/session';
import { offerSurvey } from './surveyOffer';

const SurveyPopup = lazy(() => import(/* webpackChunkName: "survey" */ './SurveyPopup'));

/**
 * SPEC 2.8: the satisfaction survey opens on the results once the attempt has ended (submitted, or
 * every section over), when offerSurvey allows it (switched on, the feedback check, once per
 * attempt). The popup is a chunk of its own.
 */
export const SurveyTrigger = observer(function SurveyTrigger() {
  const session = useSession();
  const course = session.course;
  const [open, setOpen] = useState(false);
  const ended = course.ended;
  // Read here so a new attempt (a new id) is offered the survey again once it ends.
  const attemptId = course.attemptId;
  useEffect(() => {
    if (!ended) return;
    void offerSurvey(session).then((allowed) => {
      if (allowed) setOpen(true);
    });
  }, [ended, attemptId, session]);
  return open ? (
    <Suspense fallback={null}>
      <SurveyPopup onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
});
