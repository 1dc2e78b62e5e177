import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LAYOUT_BUTTON, type ReviewerSession } from '@core';
import { EmailField, NameField } from '../components/formFields/FormField';
import { CommentsOverview } from './CommentsOverview';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * SPEC 2.11's review panel: a labelled region whose layout follows the reviewer (core/review/reviewPanel.ts).
 * The comment layouts (ADD_COMMENT, ADD_COMMENT_WITH_HISTORY) show the hint, the course's threads with
 * links to where they stand and the threads whose place is gone (CommentsOverview); the forms open beside
 * the places themselves (CommentLayer). Reviewer text is rendered as text, never as markup.
 */
export const ReviewPanel = observer(function ReviewPanel({ review, t, returnUrl }: { review: ReviewerSession; t: T; returnUrl: () => string }) {
  const headingId = useId();
  const layout = review.layout;
  const panel = useRef<HTMLElement>(null);
  const shown = useRef(layout);
  // A login step replaces the form that had focus: focus goes to the new step's field (or its heading),
  // not back to the page's start, where a keyboard or screen-reader user would lose the place (WCAG 2.4.3).
  useEffect(() => {
    if (shown.current === layout) return;
    shown.current = layout;
    if (layout !== 'LOGIN_WITH_EMAIL' && layout !== 'REGISTER_NEW_REVIEWER' && layout !== 'VERIFICATION_EMAIL_SENT') return;
    (panel.current?.querySelector<HTMLElement>('input') ?? panel.current?.querySelector<HTMLElement>('h2'))?.focus();
  }, [layout]);
  return (
    <section ref={panel} className="review-panel" aria-labelledby={headingId} data-layout={layout}>
      <h2 id={headingId} className="review-panel-title" tabIndex={-1}>
        {t('player:review panel')}
      </h2>
      {review.startProblem && layout === 'LOGIN_WITH_EMAIL' ? (
        <p className="review-problem" role="alert">
          {t(review.startProblem)}
        </p>
      ) : null}
      {layout === 'LOGIN_WITH_EMAIL' ? <EmailStep review={review} t={t} /> : null}
      {layout === 'REGISTER_NEW_REVIEWER' ? <NameStep review={review} t={t} returnUrl={returnUrl} /> : null}
      {layout === 'VERIFICATION_EMAIL_SENT' ? <LinkSent review={review} t={t} /> : null}
      {layout === 'ADD_COMMENT' || layout === 'ADD_COMMENT_WITH_HISTORY' ? (
        <>
          <p>{t('[add a comment hover over any block]')}</p>
          {review.comments?.state === 'failed' && review.comments.problem ? (
            <p className="review-problem" role="alert">
              {t(review.comments.problem)}
            </p>
          ) : null}
          {review.comments ? <CommentsOverview review={review} comments={review.comments} /> : null}
        </>
      ) : null}
    </section>
  );
});

function EmailStep({ review, t }: { review: ReviewerSession; t: T }) {
  const id = useId();
  const [email, setEmail] = useState(review.email);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const outcome = review.continueWithEmail(email);
    setProblem(outcome.ok ? null : outcome.problem);
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('[review you will receive the login link]')}</p>
      <EmailField id={`${id}-email`} t={t} value={email} onChange={setEmail} problem={problem && t(problem)} />
      <button type="submit" className="btn btn-primary">
        {t(LAYOUT_BUTTON.LOGIN_WITH_EMAIL)}
      </button>
    </form>
  );
}

function NameStep({ review, t, returnUrl }: { review: ReviewerSession; t: T; returnUrl: () => string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const outcome = await review.requestLoginLink(name, returnUrl());
    setBusy(false);
    if (!outcome.ok) setProblem(outcome.problem);
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <p dir="ltr" className="review-email">
        {review.email}
      </p>
      <NameField id={`${id}-name`} t={t} value={name} onChange={setName} problem={problem && t(problem)} />
      <div className="review-actions">
        <button type="button" className="btn btn-quiet" onClick={() => review.back()}>
          {t('[change email or name]')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t(LAYOUT_BUTTON.REGISTER_NEW_REVIEWER)}
        </button>
      </div>
    </form>
  );
}

/**
 * VERIFICATION_EMAIL_SENT: the link is on its way; said once, the spam hint under it. 'Write a comment'
 * (SPEC 2.11) answers with what a reviewer must do first: the service takes comments only from a
 * reviewer who opened the link (identity proven, never claimed; docs/review.md). The resend is a
 * question and a short action, not a two-line button.
 */
function LinkSent({ review, t }: { review: ReviewerSession; t: T }) {
  const email = review.reviewer?.email ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  return (
    <div>
      <p dir="auto">{t('[login link sent to email]', { email })}</p>
      <p className="review-note">{t('[check spam folder]')}</p>
      <p className="review-resend">
        <span>{t('[didnt receive login link]')}</span>{' '}
        <button
          type="button"
          className="link-button"
          onClick={async () => {
            const outcome = await review.resendLoginLink();
            setProblem(outcome.ok ? null : outcome.problem);
          }}
        >
          {t('[resend link]')}
        </button>
      </p>
      <div className="review-actions">
        <button type="button" className="btn btn-primary" aria-describedby={asked ? 'review-link-first' : undefined} onClick={() => setAsked(true)}>
          {t(LAYOUT_BUTTON.VERIFICATION_EMAIL_SENT)}
        </button>
      </div>
      <p id="review-link-first" role="status" className="review-note" dir="auto">
        {asked ? t('[use the login link from email]', { email }) : null}
      </p>
      {problem ? <p role="alert">{t(problem)}</p> : null}
    </div>
  );
}
