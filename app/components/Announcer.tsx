import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const AnnounceContext = createContext<(message: string) => void>(() => undefined);

/**
 * One polite live region for the page. A view calls announce() for what sighted learners see
 * change (a selection, a card moved, a marker dropped, the verdict after Submit, the correct
 * answers); the same text twice in a row is still read, because the region is emptied before it is
 * refilled. A message belongs to the page it was said on: moving to another page empties the region
 * (and drops a message still on its way), so "Your choice is: …" is not read again on the next page.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const announce = useCallback((text: string) => {
    setMessage('');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(text), 50);
  }, []);
  const { pathname } = useLocation();
  // Cleanups of all effects run before the new page's effects, so what the new page says on arrival stays.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      setMessage('');
    },
    [pathname],
  );
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);
