import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { reviewMenuShown, type ReviewAnnouncement, type ReviewerSession } from '@core';
import { useSession, useT } from '../hooks/session';
import { logoFor } from '../theme/logos';
import { ChangeNameDialog } from './ChangeNameDialog';
import { CommentLayer } from './CommentLayer';
import { placeName } from './commentPlaces';
import { ReviewerMenu } from './ReviewerMenu';
import { ReviewPanel } from './ReviewPanel';
import { SpotButton } from './SpotButton';
import { BAR_SPOT, OpenerContext, useOpenerState } from './useOpener';
import { useShellHost } from './useShellHost';
import './review.css';
import './reviewFrame.css';
import './comments.css';
import './threads.css';

const COURSE_TITLE = { type: 'course' } as const;

/** How long the live region stays empty before it says the next announcement (app/components/Announcer.tsx does the same). */
const ANNOUNCE_GAP_MS = 50;

/**
 * SPEC 4.8's received comment events, said politely (the model words them). Each announcement is said
 * anew: the region is emptied first, so the same words twice (a reviewer's second comment) change it
 * again and are read again. Not role=status: the toast's region is that.
 */
function LiveAnnouncement({ announcement }: { announcement: ReviewAnnouncement | null }) {
  const [text, setText] = useState('');
  useEffect(() => {
    setText('');
    if (!announcement) return undefined;
    const timer = window.setTimeout(() => setText(announcement.text), ANNOUNCE_GAP_MS);
    return () => window.clearTimeout(timer);
  }, [announcement]);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}

/** The page the reviewer's e-mailed link comes back to: this page, without the used code and the route. */
function returnUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('reviewLoginCode');
  url.hash = '';
  return url.href;
}

/**
 * Review mode's frame (SPEC 2.11), a chunk of its own loaded in review mode only (app/Layout.tsx):
 * the 65 px top bar (brand logo, course title and its comment control, reviewer menu; the menu hidden in
 * LOGIN_WITH_EMAIL and REGISTER_NEW_REVIEWER), the review panel, the login-link-resent toast bottom-right,
 * the change-name modal (SPEC 2.8), and the comment UI of the course page (CommentLayer, docs/review.md).
 * The bar and panel go right after the page's skip link (useShellHost).
 */
export default observer(function ReviewShell() {
  const session = useSession();
  const t = useT();
  const review = session.review;
  const [changing, setChanging] = useState<null | { withEmail: boolean }>(null);
  const comments = review?.comments ?? null;
  const opener = useOpenerState(comments);
  const host = useShellHost();

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
  const frame = (
    <>
      {/* A named region: its logo, title and menu belong to a landmark (the learner's header is the banner). */}
      <section className="review-bar" aria-label={t('player:review bar')}>
        {logo ? <img className="review-bar-logo" src={session.files.mediaUrl(logo)} alt={t('[logo]')} /> : null}
        <p className="review-bar-title" dir="auto">
          {session.course.title}
        </p>
        {comments ? (
          <SpotButton
            comments={comments}
            target={COURSE_TITLE}
            name={placeName(COURSE_TITLE, session.course, t)}
            spotKey={BAR_SPOT}
            expanded={opener.from === BAR_SPOT && comments.openTarget?.type === 'course'}
            controls={`${BAR_SPOT}-comments`}
            onPress={() => opener.toggle(BAR_SPOT, COURSE_TITLE)}
            t={t}
          />
        ) : null}
        {review && reviewMenuShown(review.layout) ? <ReviewerMenu review={review} t={t} onChangeName={(withEmail) => setChanging({ withEmail })} /> : null}
        <LiveAnnouncement announcement={comments?.announcement ?? null} />
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
      </section>
      {review ? <ReviewPanel review={review} t={t} returnUrl={returnUrl} /> : null}
    </>
  );
  return (
    <OpenerContext.Provider value={opener}>
      {host ? createPortal(frame, host) : frame}
      {review && comments ? <CommentLayer review={review} comments={comments} opener={opener} /> : null}
      {review && changing ? <ChangeNameDialog review={review} t={t} withEmail={changing.withEmail} onClose={() => setChanging(null)} /> : null}
    </OpenerContext.Provider>
  );
});
