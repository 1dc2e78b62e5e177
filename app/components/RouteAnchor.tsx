import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react';

/**
 * SPEC 2.1 keeps hash routes, but a link written `href="#/sections/…"` reads as a link within the
 * page: screen readers announce it so, and HTML_CodeSniffer (WCAG 2 AA) flags it as a link to a
 * missing id. So every link to a route is written whole: the page's address, its query included (a
 * launch's `language`, an LMS's parameters: the link stays in this document), then '#' and the route.
 * Every route link is made here: react-router's links under `PlayerRouter` (PlayerRouter.tsx),
 * plain anchors (the pre-rendered cover, which carries no router) as `RouteAnchor`.
 */

/** The page's address without its hash, read when the link is drawn (a token may have left the query since). */
export function pageAddress(): string {
  const href = window.location.href;
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(0, hash);
}

// The address without its hash changes only through history.replaceState, which no event reports;
// the snapshot is read again on every render all the same.
const subscribe = () => () => undefined;

/**
 * A route's link for an anchor outside the router. The server renders '#' + the route (it does not
 * know the address the page is opened at); hydration then writes the whole address.
 */
function useRouteHref(route: string): string {
  return useSyncExternalStore(
    subscribe,
    () => `${pageAddress()}#${route}`,
    () => `#${route}`,
  );
}

/** A plain anchor to a route, for markup drawn without the router (the pre-rendered cover). */
export function RouteAnchor({ route, ...props }: { route: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return <a {...props} href={useRouteHref(route)} />;
}
