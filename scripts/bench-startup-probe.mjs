/**
 * What `npm run bench -- --only startup` runs inside every page it loads (player, static page,
 * incumbent), injected with evaluateOnNewDocument so that it is there before the page's own
 * scripts. It must be one self-contained function: puppeteer sends its source text to the page.
 *
 * Each animation frame (the frame the browser is about to paint, as the player's own
 * 'player:cover-title' mark) it looks for:
 *   - the title: an element in <body> whose whole text is the course title, laid out, not hidden
 *     (checkVisibility with opacity and visibility) and inside the viewport. Found once; its
 *     frame's time is `titleMs`.
 *   - the start control, once the title shows: the first a[href], button or role=button/link in
 *     document order that is in the viewport, enabled, and whose text matches `startPattern`.
 *     It is clicked (HTMLElement.click(), a whole click event) at once, and again every
 *     `clickEveryMs` while neither the screen nor the URL has changed: a click made before the page
 *     listens is lost, and a learner clicks again.
 *   - the answer: the first frame after a click in which the title element found above or the
 *     clicked control has left the screen (removed, hidden or out of the viewport) is
 *     `respondedMs` (either: a player may keep the course title in a header on every screen).
 *     When one left but the URL is the one before the click and a title and a start control show
 *     again, the page redrew its cover (a client render replacing server HTML): those are
 *     followed instead.
 * Layout shifts (PerformanceObserver, buffered, without those after trusted input) are kept with
 * their start times, so the caller sums those inside its window.
 *
 * @param {{ title: string, startPattern: string, click: boolean, clickEveryMs: number }} settings
 */
export function startupProbe({ title, startPattern, click, clickEveryMs }) {
  const state = { titleMs: null, clickedMs: null, clicks: 0, startText: null, respondedMs: null, shifts: [] };
  Object.defineProperty(window, '__benchStartup', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.shifts.push([entry.startTime, entry.value]);
  }).observe({ type: 'layout-shift', buffered: true });

  const normal = (text) => String(text ?? '').replace(/\s+/g, ' ').trim();
  const wanted = normal(title);
  const startText = new RegExp(startPattern, 'i');
  const onScreen = (element) => {
    if (!element.isConnected) return false;
    if (element.checkVisibility && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const findTitle = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const piece = normal(node.data);
      if (!piece || !wanted.includes(piece)) continue;
      // The title may be split over inline elements: try the text's element and two above it.
      for (let element = node.parentElement, up = 0; element && element !== document.body && up < 3; element = element.parentElement, up += 1) {
        if (normal(element.textContent) === wanted) {
          if (onScreen(element)) return element;
          break;
        }
      }
    }
    return null;
  };
  const findStart = () => {
    for (const element of document.querySelectorAll('a[href], button, [role="button"], [role="link"]')) {
      if (element.disabled || element.getAttribute('aria-disabled') === 'true') continue;
      const text = normal(element.textContent) || normal(element.getAttribute('aria-label'));
      if (startText.test(text) && onScreen(element)) return element;
    }
    return null;
  };

  let titleElement = null;
  let startElement = null;
  let urlBefore = null;
  let lastClick = -Infinity;
  // The frame's own time (see scripts/bench.mjs), not when this callback happens to run in it.
  const frame = (now) => {
    if (!document.body) return requestAnimationFrame(frame);
    if (!titleElement) {
      titleElement = findTitle();
      if (!titleElement) return requestAnimationFrame(frame);
      state.titleMs = now;
      if (!click) return undefined;
    }
    if (state.clicks > 0 && !(onScreen(titleElement) && onScreen(startElement))) {
      const redrawn = location.href === urlBefore ? [findTitle(), findStart()] : [];
      if (!redrawn[0] || !redrawn[1]) {
        state.respondedMs = now;
        return undefined;
      }
      [titleElement, startElement] = redrawn;
    }
    const waitingForScreen = state.clicks > 0 && location.href !== urlBefore;
    if (!waitingForScreen && now - lastClick >= clickEveryMs) {
      const start = findStart();
      if (start) {
        if (state.clicks === 0) {
          state.clickedMs = now;
          state.startText = normal(start.textContent) || normal(start.getAttribute('aria-label'));
          urlBefore = location.href;
        }
        state.clicks += 1;
        lastClick = now;
        startElement = start;
        start.click();
      }
    }
    return requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
