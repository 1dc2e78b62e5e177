import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { certificateOffered, settingEnabled } from '@core';
import { useSession, useT } from '../hooks/session';
import type { MakeParts } from './makeCertificate';
import { NameModal } from './NameModal';
import { useCertificateFlow } from './useCertificateFlow';
import './certificate.css';

const SurveyPopup = lazy(() => import(/* webpackChunkName: "survey" */ '../survey/SurveyPopup'));

/** Only the service's http(s) addresses become links: anything else it answered is not followed. */
const httpUrl = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};

/**
 * The results page's '[download certificate]' (issue 26; SPEC 1, 3.1 allowUsersToDownloadCertificates):
 * shown when core's certificateOffered says so, in every delivery context but review. While the
 * certificate is being made the button says so with aria-busy (its name stays the same) and the
 * page's polite live region; a failure is said in the page (role alert) and the button stays for a
 * retry. In hosted mode the downloaded certificate's verification page and Open Badge credential follow.
 */
export const CertificateAction = observer(function CertificateAction({ parts }: { parts?: Partial<MakeParts> }) {
  const session = useSession();
  const t = useT();
  const flow = useCertificateFlow(parts);
  const standing = session.completion.standing;
  const offered = certificateOffered({
    enabled: settingEnabled(session.pkg.template.raw.allowUsersToDownloadCertificates),
    review: session.pkg.publish.isReview,
    scored: standing.scored,
    status: standing.status,
    completion: standing.completion,
  });
  if (!offered) return null;
  const busy = flow.phase === 'checking' || flow.phase === 'busy';
  const verify = flow.issued && httpUrl(flow.issued.verifyUrl);
  const credential = flow.issued && httpUrl(flow.issued.credentialJsonUrl);
  return (
    <div className="certificate-actions">
      <div className="page-actions">
        <button
          type="button"
          className="btn btn-primary certificate-button"
          aria-busy={busy || undefined}
          // Not `disabled`: the button keeps the keyboard focus while it works.
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) flow.press();
          }}
        >
          {busy ? <span className="certificate-spinner" aria-hidden="true" /> : null}
          {t('[download certificate]')}
        </button>
        {verify ? (
          <a className="btn btn-quiet certificate-verify" href={verify} target="_blank" rel="noopener noreferrer">
            {t('player:verify certificate')}
          </a>
        ) : null}
        {credential ? (
          <a className="btn btn-quiet certificate-credential" href={credential} download>
            {t('player:open badge credential')}
          </a>
        ) : null}
      </div>
      {flow.error ? (
        <p className="certificate-error" role="alert">
          {flow.error}
        </p>
      ) : null}
      {flow.phase === 'survey' ? (
        <Suspense fallback={null}>
          <SurveyPopup fromCertificate onClose={flow.surveyClosed} />
        </Suspense>
      ) : null}
      {flow.phase === 'naming' ? <NameModal onDone={flow.named} onCancel={flow.cancelled} /> : null}
    </div>
  );
});
