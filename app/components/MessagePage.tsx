import { useEffect, useRef, type ReactNode } from 'react';
import type { PlayerSession } from '@core';
import { Icon } from './Icon';

/**
 * The frame of the full-page message screens (SPEC 2.9 error page, SPEC 2.10 connection page, SPEC 6.2
 * no-access screen): the course's language and direction on the page, then icon, heading and body in
 * one box. Imported only by those lazy screens, so it stays out of the first page's bundle.
 * `focusHeading`: the heading takes focus on mount (the screen replaced a course the learner was in);
 * otherwise `main` is the skip-link's focus target, as the error page has always been.
 */
export function MessagePage({
  session,
  icon,
  heading,
  headingClassName,
  className,
  boxClassName,
  focusHeading = false,
  children,
}: {
  session: PlayerSession;
  icon: string;
  heading: ReactNode;
  headingClassName?: string;
  className?: string;
  boxClassName?: string;
  focusHeading?: boolean;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const html = document.documentElement;
    html.dir = session.isRtl ? 'rtl' : 'ltr';
    // The error page may show before the package loaded (SPEC 2.9): the language is then left as it is.
    if (session.pkg) html.lang = session.pkg.language.locale || session.language;
    if (focusHeading) headingRef.current?.focus();
  }, [session, focusHeading]);
  return (
    <main id="main-content" className={className ? `error-page ${className}` : 'error-page'} tabIndex={focusHeading ? undefined : -1}>
      <div className={boxClassName ? `error-page-box ${boxClassName}` : 'error-page-box'}>
        <span className="error-page-icon">
          <Icon name={icon} size={40} />
        </span>
        <h1 ref={headingRef} className={headingClassName} tabIndex={focusHeading ? -1 : undefined}>
          {heading}
        </h1>
        {children}
      </div>
    </main>
  );
}
