import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { rewriteLegacyUrl } from '@core';
import { Announcer } from './components/Announcer';
import { Header } from './components/Header';
import { ImagePreview } from './components/ImagePreview';
import { PageShell } from './components/PageShell';
import { useTocDefault } from './components/tocDefault';
import { UserMenu } from './userMenu/UserMenu';

// SPEC 2.8's language popup: its own chunk, fetched when it first opens.
const LanguagePopup = lazy(() => import(/* webpackChunkName: "language-popup" */ './language/LanguagePopup'));
// SPEC 2.11's review frame: its own chunk, fetched in review mode only (docs/review.md).
const ReviewShell = lazy(() => import(/* webpackChunkName: "review-shell" */ './review/ReviewShell'));
const Toc = lazy(() => import(/* webpackChunkName: "screens" */ './components/Toc').then((m) => ({ default: m.Toc })));
import { isNarrowScreen, useNarrowScreen } from './hooks/narrowScreen';
import { useSession, useT } from './hooks/session';

/** The live page frame (components/PageShell): the header's live parts, the table of contents on course pages, the page. */
export const Layout = observer(function Layout() {
  const session = useSession();
  const t = useT();
  const location = useLocation();
  const path = location.pathname;
  const isCover = path === '/';
  const withToc = !isCover && !path.startsWith('/login') && !path.startsWith('/signup');
  const [tocOpen, setTocOpen] = useTocDefault(session.pkg.template.courseNavigationMenu);
  const narrow = useNarrowScreen();
  const first = useRef(true);
  const [closeOverlay, setCloseOverlay] = useState<ReactNode>(null);
  const closed = session.exit.closedReason;
  // SPEC 2.8: the first selection opens by itself (CourseLanguage.firstChoice), not on the sign-in
  // screens; the change from the user menu (SPEC 2.4, askChange). The popup's chunk decides the flow.
  const { current, firstChoice, changeAsked } = session.courseLanguage;
  // Observed, so a switch (SPEC 4.7) renders the frame again and mounts the page and sidebar anew.
  const language = current.language;
  const review = session.pkg.publish.isReview;
  // SPEC 2.11: falling back to LOGIN_WITH_EMAIL (an ended session) mounts the course again.
  const mountKey = session.review?.mountKey ?? 0;

  // SPEC 2.2: scroll to the top on every route change; move focus to the new page's heading so
  // keyboard and screen-reader users start reading the page that just opened.
  // The one-page layout (SPEC 3.1) scrolls to a section's elements and moves the focus itself.
  const onePageRoute = session.pkg.template.layout.layout === 'onePage' && path.startsWith('/sections/');
  useEffect(() => {
    session.actions.navigated(path);
    if (onePageRoute) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true }));
  }, [path, session, onePageRoute]);

  // SPEC 2.8: a session the learner closed ('Submit result', 'Continue course later') takes no more
  // answers: the close-course overlay covers the course. Not through lazy() and Suspense: React
  // holds a suspended part back for 300 ms, and the page must not stay usable that long; the chunk
  // is fetched before the close starts (app/lms/lmsExit.ts), so the overlay opens at once.
  // In wrapperMode the host replaces this chrome: it hears `exit` (app/embedding) and closes the frame.
  const wrapped = session.pkg.publish.isWrapperMode;
  useEffect(() => {
    if (closed && closed !== 'unload' && !wrapped) void import(/* webpackChunkName: "popup" */ './lms/CloseCourseOverlay').then((m) => setCloseOverlay(<m.default />));
  }, [closed, wrapped]);

  // SPEC 2.3: saved legacy URLs are rewritten.
  const rewritten = rewriteLegacyUrl(path);
  if (rewritten !== path) return <Navigate to={rewritten} replace />;

  return (
    <>
      {review ? (
        <Suspense fallback={null}>
          <ReviewShell />
        </Suspense>
      ) : null}
      <PageShell
        skipLabel={t('[skip to content]')}
        onSkip={(e) => {
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        withToc={withToc}
        tocOpen={tocOpen}
        // SPEC 2.11: in review mode the reviewer's menu is the review bar's (app/review/ReviewerMenu.tsx).
        header={<Header withTocToggle={withToc} tocOpen={tocOpen} onToggleToc={() => setTocOpen(!tocOpen)} menu={review ? undefined : <UserMenu />} />}
        sidebar={
          withToc ? (
            <>
              {/* Below 1000 px the open sidebar lies over the page: the page beside it is dimmed (not a
                  strip of cut words) and a tap there closes it (app/styles/narrow.css shows it only there). */}
              {tocOpen ? <div className="toc-backdrop" aria-hidden="true" onClick={() => setTocOpen(false)} /> : null}
              {/* The sidebar's place is kept while its code loads, so the page does not jump sideways; it
                  carries the sidebar's id so the header toggle's aria-controls names an element meanwhile. */}
              <Suspense fallback={<div id="course-navigation" className={`toc toc-placeholder ${tocOpen ? 'is-open' : ''}`} hidden={!tocOpen} aria-hidden="true" />}>
                <Toc
                  // Its titles are the course language's: mounted again on a switch (SPEC 4.7).
                  key={language}
                  open={tocOpen}
                  onNavigate={() => isNarrowScreen() && setTocOpen(false)}
                  onDismiss={() => {
                    setTocOpen(false);
                    document.querySelector<HTMLElement>('.toc-toggle')?.focus();
                  }}
                />
              </Suspense>
            </>
          ) : null
        }
        cover={isCover}
        covered={withToc && tocOpen && narrow}
        after={
          <>
            <NoticeToast />
            {changeAsked || (firstChoice && (isCover || withToc)) ? (
              <Suspense fallback={null}>
                <LanguagePopup />
              </Suspense>
            ) : null}
            {closeOverlay}
          </>
        }
      >
        <Announcer>
          <ImagePreview>
            {/* A language switch (SPEC 4.7) mounts the page again: its blocks load in the new language. */}
            <Outlet key={`${language}:${mountKey}`} />
          </ImagePreview>
        </Announcer>
      </PageShell>
    </>
  );
});

/** One-time notices (e.g. corrupt saved progress started clean), announced politely. */
const NoticeToast = observer(function NoticeToast() {
  const session = useSession();
  const t = useT();
  const [visible, setVisible] = useState(true);
  if (!visible || session.notices.list.length === 0) return null;
  return (
    <div className="toast" role="status">
      {session.notices.list.map((notice, i) => (
        <p key={i}>{'key' in notice ? t(notice.key) : notice.text}</p>
      ))}
      <button type="button" className="btn btn-quiet" onClick={() => { setVisible(false); session.notices.dismiss(); }}>
        {t('[close]')}
      </button>
    </div>
  );
});
