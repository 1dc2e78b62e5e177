import { prefersReducedMotion, watchReducedMotion } from './motion';

/** A browser whose reduced-motion preference the test sets and changes. */
function browserPreference(initial: boolean) {
  const listeners = new Set<() => void>();
  const query = { matches: initial, addEventListener: (_: string, fn: () => void) => listeners.add(fn), removeEventListener: (_: string, fn: () => void) => listeners.delete(fn) };
  Object.defineProperty(window, 'matchMedia', { value: (q: string) => (q === '(prefers-reduced-motion: reduce)' ? query : { matches: false }), configurable: true });
  return {
    set(value: boolean) {
      query.matches = value;
      for (const fn of listeners) fn();
    },
    get listening() {
      return listeners.size;
    },
  };
}

const html = document.documentElement;
afterEach(() => {
  html.removeAttribute('data-a11y-seizure-safe');
  delete (window as { matchMedia?: unknown }).matchMedia;
});
const mutations = () => new Promise((r) => setTimeout(r, 0));

describe('the reduced-motion signal plugins read', () => {
  it('is true under seizure safe or the browser’s preference, false otherwise', () => {
    expect(prefersReducedMotion()).toBe(false);
    html.setAttribute('data-a11y-seizure-safe', '');
    expect(prefersReducedMotion()).toBe(true);
    html.removeAttribute('data-a11y-seizure-safe');
    browserPreference(true);
    expect(prefersReducedMotion()).toBe(true);
  });

  it('without a page (the server, a worker) is false', () => {
    expect(prefersReducedMotion(null)).toBe(false);
  });

  it('tells a watcher each change of either, and nothing once it stops', async () => {
    const browser = browserPreference(false);
    const seen: boolean[] = [];
    const stop = watchReducedMotion((reduced) => seen.push(reduced));
    html.setAttribute('data-a11y-seizure-safe', '');
    await mutations();
    browser.set(true); // still reduced: no change to tell
    html.removeAttribute('data-a11y-seizure-safe');
    await mutations();
    browser.set(false);
    expect(seen).toEqual([true, false]);
    stop();
    expect(browser.listening).toBe(0);
    html.setAttribute('data-a11y-seizure-safe', '');
    await mutations();
    expect(seen).toEqual([true, false]);
  });
});
