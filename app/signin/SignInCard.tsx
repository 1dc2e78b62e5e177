import { useEffect, useRef, type ReactNode } from 'react';
import type { SignInRequest } from '@core';
import { SignInAccessibility } from './SignInAccessibility';

/**
 * The frame every sign-in screen shares: the page in the course's language and direction, the card,
 * the course title, and the heading that takes focus when the screen (or `focusKey`) changes, so a
 * screen-reader user hears where they are. Above it, the user menu's button with the accessibility
 * settings (SPEC 2.4, 2.7: reachable before sign-in).
 */
interface Props {
  request: SignInRequest;
  title: string;
  /** Shown above the course title (the sign-in form's logo). */
  before?: ReactNode;
  /** The heading takes focus again when this changes (the sign-in form's login/sign-up switch). */
  focusKey?: unknown;
  children: ReactNode;
}

export function SignInCard({ request, title, before, focusKey, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [focusKey]);
  const { accessibility } = request;
  return (
    <>
      {accessibility ? <SignInAccessibility request={{ ...request, accessibility }} /> : null}
      <main id="main-content" className="signin-page" dir={request.rtl ? 'rtl' : 'ltr'} lang={request.locale}>
        <div className="signin-card">
          {before}
          {request.courseTitle ? <p className="signin-course">{request.courseTitle}</p> : null}
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {children}
        </div>
      </main>
    </>
  );
}
