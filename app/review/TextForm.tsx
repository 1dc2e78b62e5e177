import { useId, useRef, useState, type FormEvent, type Ref } from 'react';

type Outcome = { ok: true } | { ok: false; problem: string };
type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * What was just posted shows above the form (a thread, a reply) and pushes it down, out of the screen
 * if it was near the bottom: the focused field or button is brought back into view, once the new text
 * is drawn. scrollIntoView keeps to the page's scroll-padding, so it lands clear of the 65 px bar.
 */
function keepFocusInView(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const focused = document.activeElement;
    if (form && focused instanceof HTMLElement && form.contains(focused)) focused.scrollIntoView?.({ block: 'nearest' });
  });
}

/** The service's limit on a comment or reply (docs/service.md, Review: 1–4000 characters, not blank). */
export const COMMENT_MAX = 4000;

/**
 * A comment's or a reply's text and its button ('Post comment', 'Post reply': SPEC 2.11). What is typed
 * stays until it is posted: a failure keeps it and says why beside it (role=alert); `blocked` (a reviewer
 * who has not followed the e-mailed link yet, docs/review.md) keeps the draft and says what to do.
 */
export function TextForm({ t, label, placeholder, submit, onSubmit, blocked, textareaRef, onPosted }: {
  t: T;
  label: string;
  placeholder: string;
  submit: string;
  onSubmit: (text: string) => Promise<Outcome>;
  blocked?: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
  onPosted?: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const empty = text.trim() === '';
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || empty || blocked) return;
    setBusy(true);
    const outcome = await onSubmit(text.trim());
    setBusy(false);
    if (outcome.ok) {
      setText('');
      setProblem(null);
      onPosted?.();
      keepFocusInView(formRef.current);
    } else setProblem(outcome.problem);
  };
  const noteId = `${id}-note`;
  return (
    <form ref={formRef} className="review-text-form" onSubmit={send} aria-busy={busy || undefined} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={`${id}-text`}
        dir="auto"
        rows={3}
        maxLength={COMMENT_MAX}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || blocked ? noteId : undefined}
      />
      {problem ? (
        <p id={noteId} className="review-problem" role="alert">
          {t(problem)}
        </p>
      ) : blocked ? (
        <p id={noteId} className="review-note">
          {blocked}
        </p>
      ) : null}
      <div className="review-actions">
        {/* aria-disabled, not disabled: the button stays in the Tab order and says what it does. */}
        <button type="submit" className="btn btn-primary" aria-disabled={busy || empty || Boolean(blocked) || undefined}>
          {submit}
        </button>
      </div>
    </form>
  );
}
