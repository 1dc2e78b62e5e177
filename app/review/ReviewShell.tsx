import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { reviewMenuShown } from '@core';
import { useSession, useT } from '../hooks/session';
import { logoFor } from '../theme/logos';
import { ChangeNameDialog } from './ChangeNameDialog';
import { ReviewerMenu } from './ReviewerMenu';
import { ReviewPanel } from './ReviewPanel';
import './review.css';
import './reviewFrame.css';

/** The page the reviewer's e-mailed link comes back to: this page, without the used code and the route. */
function returnUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('reviewLoginCode');
  url.hash = '';
  return url.href;
}

/**
 * Review mode's frame (SPEC 2.11), a chunk of its own loaded in review mode only (app/Layout.tsx):
 * the 65 px top bar (brand logo, course title, reviewer menu; the menu hidden in LOGIN_WITH_EMAIL and
 * REGISTER_NEW_REVIEWER), the review panel, the login-link-resent toast bottom-right, and the
 * change-name modal (SPEC 2.8).
 */
export default observer(function ReviewShell() {
  const session = useSession();
  const t = useT();
  const review = session.review;
  const [changing, setChanging] = useState<null | { withEmail: boolean }>(null);

  // The bar's 65 px (review.css): the page below it, focus scrolled clear of it (WCAG 2.4.11).
  useEffect(() => {
    document.documentElement.classList.add('review-mode');
    return () => document.documentElement.classList.remove('review-mode');
  }, []);

  // The e-mailed link's code is good once: it leaves the address (and the history) as soon as it is read.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('reviewLoginCode')) return;
    url.searchParams.delete('reviewLoginCode');
    window.history.replaceState(window.history.state, '', url.href);
  }, []);

  const logo = logoFor(session.pkg.theme, 'light');
  return (
    <>
      {/* A region of its own ('Review: {course title}'; the cover's is named by the title alone, the
          panel's 'Review'): every part of the page is in a landmark, and the learner's header (a banner
          on the course pages) stays the only banner. */}
      <section className="review-bar" aria-label={`${t('player:review panel')}: ${session.course.title}`}>
        {logo ? <img className="review-bar-logo" src={session.files.mediaUrl(logo)} alt={t('[logo]')} /> : null}
        <p className="review-bar-title" dir="auto">
          {session.course.title}
        </p>
        {review && reviewMenuShown(review.layout) ? <ReviewerMenu review={review} t={t} onChangeName={(withEmail) => setChanging({ withEmail })} /> : null}
      </section>
      {review ? <ReviewPanel review={review} t={t} returnUrl={returnUrl} /> : null}
      {review && changing ? <ChangeNameDialog review={review} t={t} withEmail={changing.withEmail} onClose={() => setChanging(null)} /> : null}
      <div className="review-toast-region" role="status">
        {review?.toast ? (
          <div className="review-toast">
            <p>{t('[login link resent]', { email: review.toast.email })}</p>
            <p>{t('[check spam folder]')}</p>
            <button type="button" className="btn btn-quiet" onClick={() => review.dismissToast()}>
              {t('[close]')}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
});
