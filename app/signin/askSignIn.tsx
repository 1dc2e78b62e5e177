import { createRoot } from 'react-dom/client';
import type { AuthOutcome, RegisterOutcome, SignInRequest } from '@core';
import { applyTheme } from '../theme/applyTheme';
import { SignInGate } from './SignInGate';

/**
 * Shows the sign-in routes over the start-up loader, in a root of their own (as the name-and-e-mail
 * form does): the course's screens do not exist yet. Resolves, and goes away, once a call succeeded;
 * the course then opens on the route the address has, where the public-route guard takes over.
 */
export function askSignIn(request: SignInRequest): Promise<void> {
  return new Promise((resolve) => {
    // The start-up loader underneath is not part of this page meanwhile: one main landmark, one focus order.
    const hidden = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.hidden && el.tagName !== 'SCRIPT');
    for (const el of hidden) el.hidden = true;
    const host = document.createElement('div');
    host.className = 'signin-root';
    // The course's colours on these screens too; set on their root, so nothing else changes (applyTheme is on the first page already).
    if (request.theme) applyTheme(request.theme, host);
    document.body.appendChild(host);
    const root = createRoot(host);
    const settle = async <O extends AuthOutcome | RegisterOutcome>(outcome: Promise<O>) => {
      const result = await outcome;
      if (result === 'statusOk') {
        root.unmount();
        host.remove();
        for (const el of hidden) el.hidden = false;
        // Back in the course (signed in again mid-course): focus where the page begins, not on the body.
        if (request.prompt.again) document.querySelector<HTMLElement>('main h1')?.focus();
        resolve();
      }
      return result;
    };
    const prompt = {
      ...(request.prompt.again ? { again: true } : {}),
      signIn: (c: Parameters<SignInRequest['prompt']['signIn']>[0]) => settle(request.prompt.signIn(c)),
      register: (r: Parameters<SignInRequest['prompt']['register']>[0]) => settle(request.prompt.register(r)),
      ...(request.prompt.forgotPassword ? { forgotPassword: request.prompt.forgotPassword } : {}),
      ...(request.prompt.resendVerification ? { resendVerification: request.prompt.resendVerification } : {}),
      ...(request.prompt.continueUnverified ? { continueUnverified: true } : {}),
      ...(request.prompt.socialLinks ? { socialLinks: request.prompt.socialLinks } : {}),
      ...(request.prompt.skip ? { skip: () => settle(request.prompt.skip!()) as Promise<'statusOk'> } : {}),
    };
    root.render(<SignInGate request={{ ...request, prompt }} />);
  });
}
