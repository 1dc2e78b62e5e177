import { act, fireEvent, render, screen } from '@testing-library/react';
import { PLAYER_ENGLISH } from '../../core/i18n/playerEnglish';
import type { Credentials, SignInPrompt, SignInRequest } from '@core';
import { CheckEmailStep } from './CheckEmailStep';

const t = (key: string, values?: Record<string, unknown>) => (PLAYER_ENGLISH[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

function request(prompt: Partial<SignInPrompt>): SignInRequest {
  return { t, locale: 'en', rtl: false, courseTitle: 'Course', logoUrl: '', prompt: { signIn: async () => 'statusOk', register: async () => 'verificationSent', ...prompt } };
}

const CREDENTIALS: Credentials = { email: 'ann@example.org', password: 'secret12', remember: true };

describe('the "check your e-mail" step after sign-up (issue 21 §1)', () => {
  it('names the address as text, focuses its heading, sends the link again and says so', async () => {
    const resent: string[] = [];
    render(<CheckEmailStep request={request({ resendVerification: async (email) => (resent.push(email), true) })} credentials={{ ...CREDENTIALS, email: '<b>ann@example.org</b>' }} onBack={() => undefined} />);
    expect(document.activeElement?.textContent).toBe('Confirm your e-mail');
    expect(screen.getByText('Check <b>ann@example.org</b> for your sign-in link.')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.queryByRole('button', { name: /Continue without/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    });
    expect(resent).toEqual(['<b>ann@example.org</b>']);
    expect(screen.getByRole('status').textContent).toBe('We sent the sign-in link to <b>ann@example.org</b> again.');
  });

  it('where allowed, "continue without verification" signs in with what was typed, described by its note; a refusal is the login message', async () => {
    const signIns: Credentials[] = [];
    let answer: 'statusOk' | 'emailPasswordCombinationNotExists' = 'emailPasswordCombinationNotExists';
    render(<CheckEmailStep request={request({ continueUnverified: true, signIn: async (c) => (signIns.push(c), answer) })} credentials={CREDENTIALS} onBack={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Continue without confirming' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(PLAYER_ENGLISH['[continue without verification tooltip description]']);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(signIns).toEqual([CREDENTIALS]);
    expect(screen.getByRole('alert').textContent).toBe(PLAYER_ENGLISH['[error login pass]']);
    answer = 'statusOk';
    await act(async () => {
      fireEvent.click(button);
    });
    expect(signIns).toHaveLength(2);
  });
});
