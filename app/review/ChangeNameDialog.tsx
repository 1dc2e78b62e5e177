import { useId, useState, type FormEvent } from 'react';
import type { ReviewerSession } from '@core';
import { Popup } from '../components/Popup';
import { EmailField, NameField } from '../components/formFields/FormField';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * SPEC 2.8's change-name modal (538 px wide: review.css): 'change your name', the 'full name' field,
 * 'Done'. Before the link is followed the e-mail may change too (SPEC 2.4 'Change email or name').
 */
export function ChangeNameDialog({ review, t, withEmail, onClose }: { review: ReviewerSession; t: T; withEmail: boolean; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState(review.reviewer?.name ?? '');
  const [email, setEmail] = useState(review.reviewer?.email ?? '');
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await review.updateReviewer(withEmail ? { name, email } : { name });
    if (outcome.ok) onClose();
    else setProblem({ text: outcome.problem, field: outcome.field });
  };
  const fieldProblem = (field: string) => (problem && (problem.field === field || (!problem.field && field === 'name')) ? t(problem.text) : null);
  return (
    <Popup open onClose={onClose} title={t(withEmail ? '[change email or name]' : '[change your name]')} closeLabel={t('[close popup]')}>
      <form className="review-change-name" onSubmit={submit} noValidate>
        <NameField id={`${id}-name`} t={t} value={name} onChange={setName} problem={fieldProblem('name')} />
        {withEmail ? <EmailField id={`${id}-email`} t={t} value={email} onChange={setEmail} problem={fieldProblem('email')} /> : null}
        <button type="submit" className="btn btn-primary">
          {t('[done]')}
        </button>
      </form>
    </Popup>
  );
}
