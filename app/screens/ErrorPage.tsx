import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { PlayerSession } from '@core';
import { ClosableNotice } from '../components/ClosableNotice';
import { MessagePage } from '../components/MessagePage';

/**
 * SPEC 2.9 error page. It may show before any label file loaded (a broken manifest), so it falls
 * back to the player's own English. The technical message of SPEC 8.3 is shown for the author or
 * administrator, under the learner-facing text.
 */
export const ErrorPage = observer(function ErrorPage({ session }: { session: PlayerSession }) {
  const error = session.error;
  // The package's labels when they loaded, else the player's English (which arrives beside the package).
  const t = (key: string, values: Record<string, unknown> = {}) => {
    if (session.translator?.has(key)) return session.translator.t(key, values);
    const text = session.builtInLabels?.[key] ?? '';
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  };
  // SPEC 2.9, 6.1: authors previewing get a support contact (publishSettings.ts: the publisher's, else the player's).
  const supportEmail = session.pkg?.publish.isPreview ? session.pkg.publish.supportEmail : '';
  const settingsFailed = error?.kind === 'settings';
  // SPEC 2.9: when the content configuration is at fault, only '[ShowContentDisabledError]' is shown.
  const showContentDisabled = error?.kind === 'showContent';
  // SPEC 2.10 / 8.4: the LRS the settings select is unusable: '[configuration error]', '[invalid lrs configuration]'.
  const lrsMisconfigured = error?.kind === 'lrs';
  const [closed, setClosed] = useState(false);
  const details = error ? (
    <details className="error-page-details" open>
      <summary>{t('player:technical details')}</summary>
      <p data-testid="error-message" dir="auto">{error.message}</p>
      {error.detail ? <p className="error-page-detail" dir="auto">{error.detail}</p> : null}
    </details>
  ) : null;

  useEffect(() => {
    // SPEC 2.9: the error page navigates to the index on mount.
    if (window.location.hash && window.location.hash !== '#/') window.history.replaceState(null, '', '#/');
  }, []);
  const heading = showContentDisabled
    ? t('[ShowContentDisabledError]')
    : lrsMisconfigured
      ? t('[configuration error]')
      : settingsFailed
        ? t('player:settings loading failed title')
        : t('[something went wrong title]');

  return (
    <MessagePage session={session} icon="alert" heading={heading} headingClassName={showContentDisabled ? 'error-page-configuration' : undefined}>
      {showContentDisabled || lrsMisconfigured ? null : (
        <p className="error-page-text">
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{t('[contact]', { supportEmail })}</a> : t('[error message for learners]')}
        </p>
      )}
      {lrsMisconfigured ? (
        <ClosableNotice message={t('[invalid lrs configuration]')} closedText={t('[close course text]')} closeLabel={t('[close course]')} closed={closed} onClose={() => setClosed(true)}>
          {details}
        </ClosableNotice>
      ) : (
        details
      )}
      {lrsMisconfigured || showContentDisabled ? null : (
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('player:reload')}
        </button>
      )}
    </MessagePage>
  );
});
