import { useId, useState } from 'react';

type Outcome = { ok: true } | { ok: false; problem: string };
type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * A deletion or resolution by someone else, shown until this reviewer acknowledges it (SPEC 3.8's
 * `*SeenEmails`, SPEC 4.7 acknowledgements): shown once, then gone for good. The button is described by
 * the notice, so 'Got it' says what it acknowledges; `afterwards` puts focus where the notice was.
 */
export function Notice({ t, text, onAcknowledge, afterwards }: { t: T; text: string; onAcknowledge: () => Promise<Outcome>; afterwards?: () => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const acknowledge = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await onAcknowledge();
    setBusy(false);
    if (outcome.ok) afterwards?.();
    else setProblem(outcome.problem);
  };
  return (
    <div className="review-notice">
      <p id={id}>{text}</p>
      <button type="button" className="btn btn-secondary" aria-describedby={id} aria-disabled={busy || undefined} onClick={() => void acknowledge()}>
        {t('player:acknowledge')}
      </button>
      {problem ? (
        <p className="review-problem" role="alert">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
