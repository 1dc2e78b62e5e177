import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PlayerSession } from '@core';
import { SessionContext } from '../../app/hooks/session';
import { Layout } from '../../app/Layout';

/** Renders part of the app as the player does: inside the session's context and a router at `route`. */
export function renderWithSession(session: PlayerSession, ui: ReactNode, route = '/') {
  return render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </SessionContext.Provider>,
  );
}

/**
 * The player's frame (app/Layout: header, user menu, sidebar, popups) around a stand-in page at
 * `path` (a cover headed 'cover' at '/' unless told), opened at `route`: what a test of the frame's parts renders.
 */
export function renderInLayout(session: PlayerSession, { path = '/', route = path, page = <h1>cover</h1> }: { path?: string; route?: string; page?: ReactNode } = {}) {
  return renderWithSession(
    session,
    <Routes>
      <Route element={<Layout />}>
        <Route path={path} element={page} />
      </Route>
    </Routes>,
    route,
  );
}
