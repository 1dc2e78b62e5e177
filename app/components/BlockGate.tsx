import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Report = (loading: boolean) => void;
const GateContext = createContext<(() => Report) | null>(null);

/** Longest wait for a page's fragments before it is shown anyway (a slow fragment must not hide the page). */
const MAX_WAIT_MS = 4000;

/**
 * Shows its content once every content block inside it has loaded (fragment and view), so a page
 * appears whole instead of growing block by block and pushing what is below it down (layout shift).
 * While waiting, the content is laid out but hidden, under one skeleton.
 */
export function BlockGate({
  children,
  className,
  onShown,
  parts = false,
}: {
  children: ReactNode;
  className?: string;
  onShown?: () => void;
  /**
   * Hide only the elements marked data-gate-hidden while waiting, not the whole gate: the cover
   * shows its title and start button at once and holds back what loading content would push.
   * The gate is then not aria-busy: what shows can be read at once, and what is hidden is out of
   * the accessibility tree until it appears.
   */
  parts?: boolean;
}) {
  // The count lives in a ref as well, so the reveal below sees a report made in the same commit
  // even before React has re-rendered with it.
  const pendingNow = useRef(0);
  const [pending, setPending] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const register = useCallback((): Report => {
    let counted = false;
    return (loading) => {
      if (loading === counted) return;
      counted = loading;
      pendingNow.current += loading ? 1 : -1;
      setPending(pendingNow.current);
    };
  }, []);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // Only the first appearance waits: blocks that come later (feedback, hints) must never hide the
  // page again, nor take focus away from where the learner is.
  const [revealed, setRevealed] = useState(false);
  const waiting = !revealed && pending > 0 && !timedOut;
  const shown = useRef(onShown);
  shown.current = onShown;
  useEffect(() => {
    if (revealed) shown.current?.();
  }, [revealed]);
  useEffect(() => {
    if (!waiting && !revealed) {
      // One frame later, so that blocks mounting in the same render have registered.
      const frame = requestAnimationFrame(() => {
        if (pendingNow.current === 0 || timedOut) setRevealed(true);
      });
      return () => cancelAnimationFrame(frame);
    }
    return undefined;
  }, [waiting, revealed, timedOut]);
  return (
    <GateContext.Provider value={register}>
      <div className={`block-gate ${parts ? 'block-gate-parts' : ''} ${waiting ? 'is-pending' : ''} ${className ?? ''}`} aria-busy={(waiting && !parts) || undefined} data-shown={revealed || undefined}>
        {children}
      </div>
    </GateContext.Provider>
  );
}

/** A block tells the gate around it (if any) whether it is still loading. */
export function useGateReport(loading: boolean): void {
  const register = useContext(GateContext);
  const report = useRef<Report | null>(null);
  if (register && !report.current) report.current = register();
  useEffect(() => {
    report.current?.(loading);
  }, [loading]);
  useEffect(() => () => report.current?.(false), []);
}

/** A Suspense fallback that keeps the gate around it waiting (a lazily loaded view). */
export function GateHold() {
  useGateReport(true);
  return <div className="block-skeleton" aria-hidden="true" />;
}
