import { createContext, useContext } from 'react';
import type { PlayerSession, Translate } from '@core';

export const SessionContext = createContext<PlayerSession | null>(null);

export function useSession(): PlayerSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside of the player');
  return session;
}

/** The label translator of the course language (PACKAGE-FORMAT.md lookup order). */
export function useT(): Translate {
  return useSession().translator.t;
}
