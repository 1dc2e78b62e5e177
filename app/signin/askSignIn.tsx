import { createRoot } from 'react-dom/client';
import type { AuthOutcome, SignInRequest } from '@core';
import { SignInGate } from './SignInGate';

/**
 * Shows the sign-in routes over the start-up loader, in a root of their own (as the name-and-e-mail
 * form does): the course's screens do not exist yet. Resolves, and goes away, once a call succeeded;
 * the course then opens on the route the address has, where the public-route guard takes over.
 */
export function askSignIn(request: SignInRequest): Promise<void> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.className = 'signin-root';
    document.body.appendChild(host);
    const root = createRoot(host);
    const settle = async (outcome: Promise<AuthOutcome>) => {
      const result = await outcome;
      if (result === 'statusOk') {
        root.unmount();
        host.remove();
        resolve();
      }
      return result;
    };
    const prompt = {
      signIn: (c: Parameters<SignInRequest['prompt']['signIn']>[0]) => settle(request.prompt.signIn(c)),
      register: (r: Parameters<SignInRequest['prompt']['register']>[0]) => settle(request.prompt.register(r)),
    };
    root.render(<SignInGate request={{ ...request, prompt }} />);
  });
}
