import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ResetOutcome, ResetRequest, SignInRequest } from '@core';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const LABELS: Record<string, string> = {
  '[forgot pass]': 'Forgot your password?',
  '[email]': 'E-mail',
  '[send me the link]': 'Send me the link',
  '[reset password link sent success]': 'We sent you a link to reset your password.',
  'player:reset link failed': 'The link could not be sent. Please try again.',
  '[error email input]': 'Please enter a valid e-mail address.',
  '[back to login]': 'Back to sign in',
};

function request(answer: ResetOutcome, sent: ResetRequest[]): SignInRequest {
  return {
    t: (key) => LABELS[key] ?? key,
    locale: 'ar',
    rtl: true,
    courseTitle: 'Course',
    logoUrl: '',
    prompt: {
      signIn: async () => 'unknownError',
      register: async () => 'unknownError',
      forgotPassword: async (r) => {
        sent.push(r);
        return answer;
      },
    },
  };
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
  });
}

describe('forgot password form (SPEC 7.3, 8.1, 5.2)', () => {
  it('refuses a wrong e-mail before any call, then sends the address with the course language and direction', async () => {
    const sent: ResetRequest[] = [];
    render(<ForgotPasswordForm request={request('statusOk', sent)} initialEmail="mary@" onBack={() => undefined} />);
    await submit();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mary@example.org' } });
    await submit();
    expect(sent).toEqual([{ email: 'mary@example.org', lang: 'ar', rtl: true }]);
    expect(screen.getByRole('alert').textContent).toBe('We sent you a link to reset your password.');
  });

  it("says the link could not be sent on any answer but 201, and keeps what was typed", async () => {
    const sent: ResetRequest[] = [];
    const back: string[] = [];
    render(<ForgotPasswordForm request={request('passwordResetSendingFailed', sent)} initialEmail="mary@example.org" onBack={(email) => back.push(email)} />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('The link could not be sent. Please try again.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('mary@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(back).toEqual(['mary@example.org']);
  });
});
