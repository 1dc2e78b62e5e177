import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { canPostComments, type CommentTarget, type CourseInstance, type ReviewerSession, type ReviewThreads } from '@core';
import { useSession, useT } from '../hooks/session';
import { CommentForm } from './CommentForm';
import { contextTypeOf, FORM_TITLE_KEY, placeName, routeOfTarget, sameTarget } from './commentPlaces';
import { SpotButton } from './SpotButton';
import type { ThreadContext } from './ThreadView';
import { useFormHost } from './useFormHost';
import { BAR_SPOT, type Opener } from './useOpener';
import { useSpots, type Spot } from './useSpots';

/** The page the route shows (its blocks are anchored there too). */
function useRoutePlace(): { sectionId?: string; pageId?: string } {
  const { pathname } = useLocation();
  const page = matchPath('/sections/:sectionId/questions/:pageId', pathname);
  const section = page ?? matchPath('/sections/:sectionId/*', pathname);
  return { sectionId: section?.params.sectionId, pageId: page?.params.pageId };
}

/** What every thread view needs: the model, the labels, who the reviewer is and whether they may post yet. */
export function useThreadContext(review: ReviewerSession, comments: ReviewThreads): ThreadContext {
  const session = useSession();
  const t = useT();
  const reviewer = review.reviewer;
  return {
    comments,
    t,
    language: session.language,
    isOwner: reviewer?.isOwner ?? false,
    blocked: canPostComments(reviewer) ? null : t('[use the login link from email]', { email: reviewer?.email ?? '' }),
  };
}

const formId = (key: string) => `${key}-comments`;
const FLOATING = 'review-floating';
/** How long an opened place may take to show (a route opening, its blocks loading) before its form floats instead. */
const SHOW_WAIT_MS = 800;

/**
 * A place that does not show on the page (a hint not opened, feedback before an answer): its form opens
 * anyway, floating under the bar, once the page had time to show it.
 */
function useNowhere(waiting: boolean, openKey: string): boolean {
  const [nowhere, setNowhere] = useState(false);
  useEffect(() => {
    setNowhere(false);
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setNowhere(true), SHOW_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, openKey]);
  return nowhere;
}

/**
 * The model opened a place that this page does not show (commentContext's link from an e-mail, SPEC 2.1;
 * a link of the panel): its page opens. Not for the course title: the bar shows it on every page.
 */
function useFollowOpen(open: CommentTarget | null, shown: boolean, course: CourseInstance) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const now = useRef({ shown, pathname });
  now.current = { shown, pathname };
  const key = open ? JSON.stringify(open) : '';
  useEffect(() => {
    if (!open || open.type === 'course' || now.current.shown) return;
    const route = routeOfTarget(open, course);
    if (route !== now.current.pathname) navigate(route);
    // Only a newly opened place moves the page; the spots' own comings and goings do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * SPEC 2.1 commentContext (an owner's answer e-mailed with a link to the comment): once the threads are
 * in, the place it stands on opens (useFollowOpen takes the reviewer to its page); a thread whose place
 * is gone is shown in the panel's elsewhere list, focused there.
 */
function useCommentContext(comments: ReviewThreads) {
  useEffect(
    () =>
      reaction(
        () => (comments.state === 'ready' ? comments.commentContext : null),
        (context) => {
          if (!context) return;
          if (context.target) comments.open(context.target);
          else requestAnimationFrame(() => document.getElementById(`review-thread-${context.threadId}`)?.focus());
          comments.contextOpened();
        },
        { fireImmediately: true },
      ),
    [comments],
  );
}

/**
 * The comment controls of the course page and the form of the open place (issue 25 §2), from the review
 * chunk: each control is a portal into a host beside its place (useSpots), the form a portal right after
 * the place (useFormHost), or under the bar for the bar's own control. First-page components only carry
 * the attributes spotTargets.ts reads.
 */
export const CommentLayer = observer(function CommentLayer({ review, comments, opener }: { review: ReviewerSession; comments: ReviewThreads; opener: Opener }) {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const spots = useSpots(useRoutePlace());
  const ctx = useThreadContext(review, comments);
  useCommentContext(comments);
  const open = comments.openTarget;
  const fromBar = opener.from === BAR_SPOT && open?.type === 'course';
  // Beside the control pressed; opened by the model (a panel link, commentContext), beside the first place that matches.
  const formSpot: Spot | null = open && !fromBar ? (spots.find((s) => s.key === opener.from && sameTarget(s.target, open)) ?? spots.find((s) => sameTarget(s.target, open)) ?? null) : null;
  const host = useFormHost(formSpot);
  useFollowOpen(fromBar || opener.from ? null : open, spots.some((s) => sameTarget(s.target, open)), course);
  const floating = useNowhere(Boolean(open && !formSpot && !fromBar), JSON.stringify(open)) && open && !formSpot && !fromBar;
  const form = (target: CommentTarget, key: string, place: string, className?: string) => (
    <CommentForm key={key} ctx={ctx} target={target} title={t(FORM_TITLE_KEY[contextTypeOf(target, course)])} place={place} onClose={() => opener.close(key)} className={className} />
  );
  return (
    <>
      {spots.map((spot) =>
        createPortal(
          <SpotButton
            comments={comments}
            target={spot.target}
            name={placeName(spot.target, course, t, spot.excerpt)}
            spotKey={spot.key}
            expanded={formSpot?.key === spot.key}
            controls={formId(spot.key)}
            onPress={() => opener.toggle(spot.key, spot.target)}
            t={t}
          />,
          spot.host,
          spot.key,
        ),
      )}
      {formSpot && host && open ? createPortal(<div id={formId(formSpot.key)}>{form(open, formSpot.key, placeName(open, course, t, formSpot.excerpt))}</div>, host) : null}
      {(fromBar || floating) && open ? (
        <div id={formId(fromBar ? BAR_SPOT : FLOATING)} className={`review-floating-form ${fromBar ? 'is-from-bar' : ''}`}>
          {form(open, fromBar ? BAR_SPOT : FLOATING, placeName(open, course, t))}
        </div>
      ) : null}
    </>
  );
});
