import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { PlayerSession } from '@core';
import { Icon } from '../components/Icon';

/**
 * SPEC 6.2's no-access screen: the course's owner limited who may open it and this learner is not
 * among them (the package's allow-list, the learner service's check, or an LTI tool's). A state, not a
 * route: nothing of the course is shown or saved. The learner may sign out and sign in as someone else.
 */
export const NoAccessPage = observer(function NoAccessPage({ session }: { session: PlayerSession }) {
  const { t } = session.translator;
  const heading = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState(false);
  const learner = session.learner;
  const canSignOut = typeof session.delivery?.signOut === 'function';

  useEffect(() => {
    const html = document.documentElement;
    html.lang = session.pkg.language.locale || session.language;
    html.dir = session.isRtl ? 'rtl' : 'ltr';
    document.title = session.course.title || document.title;
    heading.current?.focus();
  }, [session]);

  const signInAgain = async () => {
    setLeaving(true);
    await session.delivery?.signOut?.().catch(() => undefined);
    // The page starts again on the login route (the name-and-e-mail form without a service), with nothing of this learner's.
    window.location.hash = '#/login';
    window.location.reload();
  };

  return (
    <main id="main-content" className="error-page no-access-page">
      <div className="error-page-box">
        <span className="error-page-icon">
          <Icon name="lock" size={40} />
        </span>
        <h1 ref={heading} tabIndex={-1}>
          {t('[title for noaccess page]')}
        </h1>
        <p className="error-page-text">{t('[the owner of the course has limited the access]')}</p>
        {learner?.email ? (
          <p className="error-page-text no-access-learner" dir="auto">
            {learner.name ? `${learner.name} · ${learner.email}` : learner.email}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary" disabled={leaving} onClick={() => void signInAgain()}>
          {canSignOut ? t('[logout]') : t('[back to login]')}
        </button>
      </div>
    </main>
  );
});
export default NoAccessPage;
