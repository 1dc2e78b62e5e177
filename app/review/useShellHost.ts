import { useLayoutEffect, useState } from 'react';
import { createHost } from './spotTargets';

const SKIP_LINK = '.app-shell > .skip-link';

/**
 * Where the review bar and panel are rendered: right after the page's skip link (app/components/PageShell),
 * so that the skip link stays the first thing Tab reaches and the review landmarks come next, before the
 * learner's header (WCAG 2.4.1; axe's region rule counts a skip link only before any other link). The page
 * frame may be drawn again: the host follows it. Without a page frame (a part rendered alone), null: the
 * bar and panel are rendered where the shell is.
 */
export function useShellHost(): HTMLElement | null {
  const [host] = useState(() => (document.querySelector(SKIP_LINK) ? createHost('review-shell') : null));
  useLayoutEffect(() => {
    if (!host) return undefined;
    const place = () => {
      const skip = document.querySelector(SKIP_LINK);
      if (skip && skip.nextElementSibling !== host) skip.after(host);
    };
    place();
    const observer = new MutationObserver(() => {
      if (!host.isConnected || !host.previousElementSibling?.matches('.skip-link')) place();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      host.remove();
    };
  }, [host]);
  return host;
}
