import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { PlayerSession } from '@core';
import { MessagePage } from '../components/MessagePage';

/**
 * SPEC 6.2's no-access screen: the course's owner limited who may open it and this learner is not
 * among them (the package's allow-list, the learner service's check, or an LTI tool's). A state, not a
 * route: nothing of the course is shown or saved. The learner may sign out and sign in as someone else.
 */
export const NoAccessPage = observer(function NoAccessPage({ session }: { session: PlayerSession }) {
  const { t } = session.translator;
  const [leaving, setLeaving] = useState(false);
  const learner = session.delivery?.learner;
  const canSignOut = typeof session.delivery?.backend.signOut === 'function';

  useEffect(() => {
    document.title = session.course.title || document.title;
  }, [session]);

  const signInAgain = async () => {
    setLeaving(true);
    await session.delivery?.backend.signOut?.().catch(() => undefined);
    // The page starts again on the login route (the name-and-e-mail form without a service), with nothing of this learner's.
    window.location.hash = '#/login';
    window.location.reload();
  };

  return (
    <MessagePage session={session} icon="lock" heading={t('[title for noaccess page]')} className="no-access-page" focusHeading>
      <p className="error-page-text">{t('[the owner of the course has limited the access]')}</p>
      {learner?.email ? (
        <p className="error-page-text no-access-learner" dir="auto">
          {learner.name ? `${learner.name} · ${learner.email}` : learner.email}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" disabled={leaving} onClick={() => void signInAgain()}>
        {canSignOut ? t('[logout]') : t('[back to login]')}
      </button>
    </MessagePage>
  );
});
export default NoAccessPage;
