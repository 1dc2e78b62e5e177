import { observer } from 'mobx-react-lite';
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { afterSection, initialRevealed, routes, sectionElements, type SectionInstance } from '@core';
import { SectionHead } from '../../components/SectionHead';
import { useSession } from '../../hooks/session';
import { NotFound } from '../NotFound';
import { ElementWatcher, WatcherContext } from './LazyElement';
import { OnePageElement } from './OnePageElement';
import { OnePageFooter } from './OnePageFooter';
import { routeInView, scrollToElement } from './scrolling';
import './onePage.css';

/** The address follows the element in view this long after the scrolling pauses. */
const FOLLOW_AFTER_MS = 120;

/**
 * Route '/sections/:sectionId/*' of a onePage course (SPEC 3.1 layout): the section's learning
 * objective and pages on one scrolling page, in chain order (SPEC 2.2). The SPEC 2.1 routes stay:
 * '/sections/:id', '.../learning-objective' and '.../questions/:qid' show this view scrolled to
 * their element, and the address follows the element in view (history.replace).
 */
export const OnePageSection = observer(function OnePageSection() {
  const session = useSession();
  const { sectionId = '' } = useParams();
  const section = session.course.sectionById.get(sectionId);
  if (!section) return <NotFound />;
  return <OnePageView key={section.id} section={section} />;
});

const OnePageView = observer(function OnePageView({ section }: { section: SectionInstance }) {
  const session = useSession();
  const course = session.course;
  const navigate = useNavigate();
  const location = useLocation();
  const path = location.pathname;
  const sectionRoute = routes.section(section.id);
  const chain = course.chain;
  const elements = useMemo(() => sectionElements(chain, section.id), [chain, section.id]);
  const clickNext = session.pkg.template.layout.navigation === 'clickNext';
  const forced = course.rules.forceNavigation;
  const targetIndex = elements.indexOf(path);
  const container = useRef<HTMLDivElement>(null);
  const watcher = useMemo(() => new ElementWatcher(), []);
  useEffect(() => () => watcher.stop(), [watcher]);

  const questionOf = (route: string) => course.questionById.get(route.split('/questions/')[1] ?? '');
  const [revealed, setRevealed] = useState(() =>
    initialRevealed({
      count: elements.length,
      targetIndex,
      furthestOpened: elements.reduce((furthest, route, i) => (questionOf(route)?.hasBeenOpened || questionOf(route)?.isAnswered ? i : furthest), -1),
    }),
  );
  // clickNext: an address further on (the sidebar, a saved url) shows everything up to it.
  const shownCount = clickNext ? Math.max(revealed, targetIndex + 1) : elements.length;
  if (clickNext && shownCount > revealed) setRevealed(shownCount);

  // Scroll to the addressed element (SPEC 2.2: on restore too), unless the address only followed
  // the scrolling. Until the learner scrolls, clicks or types, the scroll spy leaves the address be.
  // Stable, so that the elements stay as they are while the address follows the scrolling.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const onContinue = useCallback((next: string) => navigateRef.current(next, { replace: true }), []);
  const pinned = useRef(true);
  const spied = useRef<string | null>(null);
  const placeTarget = useRef<() => void>(() => undefined);
  const current = useRef(path);
  current.current = path;
  const first = useRef(true);
  useLayoutEffect(() => {
    // A replace made by the scroll spy: the address follows the page, the page does not move.
    if (spied.current === path) return undefined;
    spied.current = null;
    const page = container.current;
    if (!page) return undefined;
    pinned.current = true;
    const place = () => (targetIndex < 0 ? (window.scrollTo(0, 0), null) : scrollToElement(page, path, { forced, next: afterSection(course.chain, section.id), questionCount: section.questions.length }));
    placeTarget.current = () => void place();
    const node = place();
    if (!first.current) {
      const heading = node ? node.querySelector<HTMLElement>('h2') : page.querySelector<HTMLElement>('h1');
      requestAnimationFrame(() => heading?.focus({ preventScroll: true }));
    }
    first.current = false;
    // Until the learner moves the page, it is kept on its element while the elements above it load
    // their content and change height (blocks, images, fonts).
    const settle = new ResizeObserver(() => pinned.current && place());
    settle.observe(page);
    return () => settle.disconnect();
    // The location key: the same address asked for again (a sidebar link) scrolls again; the path: an
    // address typed or set from outside (its key is react-router's 'default').
  }, [location.key, path]); // runs per address, not per render

  // The address follows the element in view: replace, so the back button is not flooded.
  useEffect(() => {
    // Once the scrolling pauses: a route change renders the sidebar and saves the place, work that
    // would cost frames on every element passed in a fast scroll.
    let timer = 0;
    const unpin = () => void (pinned.current = false);
    // The view places the page itself, after a reload too (SPEC 2.2 restore), not the browser.
    const restoration = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const follow = () => {
      timer = 0;
      const page = container.current;
      if (!page || pinned.current) return;
      const route = routeInView(page) ?? sectionRoute;
      if (route === current.current) return;
      spied.current = route;
      navigateRef.current(route, { replace: true });
    };
    const onScroll = () => {
      // A scroll the learner did not make (the browser's own restoring) does not move the page off its element.
      if (pinned.current) return placeTarget.current();
      window.clearTimeout(timer);
      timer = window.setTimeout(follow, FOLLOW_AFTER_MS);
    };
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    inputs.forEach((name) => window.addEventListener(name, unpin, { passive: true, capture: true }));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      inputs.forEach((name) => window.removeEventListener(name, unpin, { capture: true }));
      window.removeEventListener('scroll', onScroll);
      history.scrollRestoration = restoration;
    };
  }, [sectionRoute]);

  // The element in view counts as opened, as a page opened in the multi-page layout (SPEC 4.2, 2.2).
  useEffect(() => {
    const question = questionOf(path);
    if (question && course.isAvailable(question.id)) session.actions.open(question.id);
    if (path === routes.learningObjective(section.id)) session.actions.consumeLearningObjective(section.id);
  }, [path]); // runs per address, not per render

  const shown = elements.slice(0, shownCount);
  return (
    <article className={`page one-page${clickNext ? ' is-click-next' : ''}`} ref={container}>
      <header className="one-page-head">
        <SectionHead section={section} title={section.isTransparent ? course.title : section.title} />
      </header>
      <WatcherContext.Provider value={watcher}>
        {shown.map((route, i) => (
          <Fragment key={route}>
            {i > 0 ? <hr className="one-page-separator" /> : null}
            <OnePageElement
              section={section}
              elements={elements}
              index={i}
              withFooter={clickNext ? i === shown.length - 1 : i === elements.length - 1}
              forced={route === path || (clickNext && i === shown.length - 1)}
              onContinue={onContinue}
            />
          </Fragment>
        ))}
      </WatcherContext.Provider>
      {elements.length === 0 ? <OnePageFooter section={section} elements={elements} index={-1} onContinue={() => undefined} /> : null}
    </article>
  );
});
