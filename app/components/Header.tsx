import { Link } from 'react-router-dom';
import { useSession, useT } from '../hooks/session';
import { logoFor } from '../theme/logos';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import { PreviewMarker } from './PreviewMarker';
import { PageHeader } from './PageShell';

// Only a course with a timer loads the timer's display.
const CourseTimerParts = lazy(() => import(/* webpackChunkName: "course-timer-view" */ './CourseTimer').then((m) => ({ default: m.CourseTimerParts })));

interface HeaderProps {
  withTocToggle: boolean;
  tocOpen: boolean;
  onToggleToc: () => void;
  /** The user menu (app/userMenu), a feature the layout passes in. */
  menu?: ReactNode;
}

/** SPEC 2.4: the header with the table-of-contents toggle, the logo and the user menu. */
export function Header({ withTocToggle, tocOpen, onToggleToc, menu }: HeaderProps) {
  const session = useSession();
  const t = useT();
  const logo = logoFor(session.pkg.theme, 'light');
  const logoSrc = logo ? session.files.mediaUrl(logo) : '';
  // A logo that does not load would leave its alt text, underlined as a link and cut by the bar's
  // height: the bar goes without it (the sidebar's course title leads to the cover too).
  const [brokenLogo, setBrokenLogo] = useState('');
  return (
    <PageHeader
      tocToggle={
        withTocToggle ? (
          <button
            type="button"
            className="icon-button toc-toggle"
            aria-expanded={tocOpen}
            aria-controls="course-navigation"
            // Named by what a press does. The packages' keys name the state the button is shown in:
            // '[hamburger aria label expanded]' (sidebar open) reads "Collapse menu", '…collapse]' "Expand menu".
            aria-label={tocOpen ? t('[hamburger aria label expanded]') : t('[hamburger aria label collapse]')}
            onClick={onToggleToc}
          >
            <Icon name="menu" />
          </button>
        ) : null
      }
      logo={
        withTocToggle && logoSrc && logoSrc !== brokenLogo ? (
          <Link to="/" className="header-logo">
            <img src={logoSrc} alt={`${t('[logo]')}: ${session.course.title}`} onError={() => setBrokenLogo(logoSrc)} />
          </Link>
        ) : null
      }
      timer={
        <>
          {/* Issue 27: an author's preview says so on every course page (SPEC 1: nothing is kept or sent). */}
          {session.pkg.publish.isPreview && withTocToggle ? <PreviewMarker /> : null}
          {session.course.rules.timer.enabled ? (
            <Suspense fallback={null}>
              <CourseTimerParts />
            </Suspense>
          ) : null}
        </>
      }
      menu={menu}
    />
  );
}
