import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory, type Navigator } from 'react-router-dom';
import { pageAddress } from './RouteAnchor';

/**
 * The player's hash router: react-router's HashRouter, whose links (Link, NavLink, useHref) are the
 * page's address + the route. Only the links change: navigation still writes the hash alone.
 */
export function PlayerRouter({ children }: { children: ReactNode }) {
  const made = useRef<{ history: ReturnType<typeof createHashHistory>; navigator: Navigator } | null>(null);
  if (!made.current) {
    const history = createHashHistory({ v5Compat: true });
    const navigator: Navigator = {
      // A `<base>` makes the history write the whole address itself (react-router's createHashHref).
      createHref: (to) => {
        const href = history.createHref(to);
        return href.startsWith('#') ? pageAddress() + href : href;
      },
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: history.push,
      replace: history.replace,
    };
    made.current = { history, navigator };
  }
  const { history, navigator } = made.current;
  // As HashRouter keeps its state: the history's location, updated in a transition on every change.
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState({ action: update.action, location: update.location }))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
