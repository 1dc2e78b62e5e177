import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PlayerSession } from '@core';
import { SessionContext } from '../../app/hooks/session';

/** Renders part of the app as the player does: inside the session's context and a router at `route`. */
export function renderWithSession(session: PlayerSession, ui: ReactNode, route = '/') {
  return render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </SessionContext.Provider>,
  );
}
