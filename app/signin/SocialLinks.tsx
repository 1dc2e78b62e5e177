import { useEffect, useState } from 'react';
import type { SignInRequest, SocialLink } from '@core';

/**
 * SPEC 2.11: the social-login buttons are links to the service (SPEC 7.3), one per provider it
 * offers; they leave the page and come back to the course link signed in. The provider's name is
 * the service's text, rendered as text.
 */
export function SocialLinks({ request, mode }: { request: SignInRequest; mode: 'login' | 'signup' }) {
  const [links, setLinks] = useState<SocialLink[]>([]);
  const { socialLinks } = request.prompt;
  useEffect(() => {
    let live = true;
    void socialLinks?.().then((found) => live && setLinks(found));
    return () => {
      live = false;
    };
  }, [socialLinks]);
  if (links.length === 0) return null;
  const lead = request.t(mode === 'login' ? '[login with]' : '[sign up with]');
  return (
    <ul className="signin-social">
      {links.map((link) => (
        <li key={link.id}>
          <a className="btn btn-large signin-social-link" href={link.href}>
            <span>
              {lead} <bdi>{link.name}</bdi>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
