import { createRoot } from 'react-dom/client';
import type { IdentityAnswer, IdentityRequest } from '@core';
import { IdentityForm } from './IdentityForm';

/**
 * Shows the form over the start-up loader, in a root of its own: the course's screens do not exist
 * yet (the session is still opening), and the form goes away once it is answered.
 */
export function askWithForm(request: IdentityRequest): Promise<IdentityAnswer> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const done = (answer: IdentityAnswer) => {
      root.unmount();
      host.remove();
      resolve(answer);
    };
    root.render(<IdentityForm request={request} onDone={done} />);
  });
}
