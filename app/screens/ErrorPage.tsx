import { useEffect, useMemo } from 'react';
import { createTranslator, PLAYER_ENGLISH, type PlayerSession } from '@core';
import { Icon } from '../components/Icon';

/**
 * SPEC 2.9 error page. It may show before any label file loaded (a broken manifest), so it falls
 * back to the player's own English. The technical message of SPEC 8.3 is shown for the author or
 * administrator, under the learner-facing text.
 */
export function ErrorPage({ session }: { session: PlayerSession }) {
  const error = session.error;
  const t = useMemo(() => {
    try {
      return session.translator?.t ?? createTranslator({ course: {}, fallback: {} }).t;
    } catch {
      return (key: string) => PLAYER_ENGLISH[key] ?? key;
    }
  }, [session]);
  const isPreview = session.pkg?.publish.isPreview ?? false;
  const settingsFailed = error?.kind === 'settings';

  useEffect(() => {
    // SPEC 2.9: the error page navigates to the index on mount.
    if (window.location.hash && window.location.hash !== '#/') window.history.replaceState(null, '', '#/');
    document.documentElement.dir = session.isRtl ? 'rtl' : 'ltr';
  }, [session]);

  return (
    <main id="main-content" className="error-page" tabIndex={-1}>
      <div className="error-page-box">
        <span className="error-page-icon">
          <Icon name="alert" size={40} />
        </span>
        <h1>{settingsFailed ? t('player:settings loading failed title') : t('[something went wrong title]')}</h1>
        <p className="error-page-text">{isPreview ? t('[contact]') : t('[error message for learners]')}</p>
        {error ? (
          <details className="error-page-details" open>
            <summary>{t('player:technical details')}</summary>
            <p data-testid="error-message">{error.message}</p>
            {error.detail ? <p className="error-page-detail">{error.detail}</p> : null}
          </details>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('player:reload')}
        </button>
      </div>
    </main>
  );
}
