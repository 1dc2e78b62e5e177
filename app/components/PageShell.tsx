import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode, Ref } from 'react';
import { Icon } from './Icon';

/**
 * The page frame (SPEC 2.4, 2.6): skip link, header, the table of contents' place and the main
 * region. One component for the live layout (app/Layout.tsx), the pre-rendered cover (react-dom/
 * server, scripts/prerender) and that cover's hydration (app/cover), because the player takes the
 * pre-rendered page over in place: markup that differed would move on screen or fail to hydrate
 * (app/cover/coverFrame.test.tsx compares them). It knows no session and no router; the live
 * layout passes its live parts (toc toggle, logo, timer, menu) in.
 */
export function PageShell(props: {
  skipLabel: string;
  /** The live layout moves the focus itself: its hash router would take '#main-content' for a route. */
  onSkip?: MouseEventHandler<HTMLAnchorElement>;
  /** A course page: the table of contents is beside it (the cover and the sign-in pages have none). */
  withToc: boolean;
  tocOpen: boolean;
  header: ReactNode;
  /** The table of contents, or the place kept for it while it loads. */
  sidebar?: ReactNode;
  cover: boolean;
  /** The page's own content is still on its way. */
  busy?: boolean;
  /** The page is covered (the open table of contents on a narrow screen): out of the Tab order and the accessibility tree. */
  covered?: boolean;
  children: ReactNode;
  /** Over the page: notices, the close-course overlay. */
  after?: ReactNode;
}) {
  const { withToc, cover } = props;
  return (
    <div className={`app-shell ${withToc ? 'has-toc' : ''} ${withToc && props.tocOpen ? 'toc-open' : ''}`}>
      <a className="skip-link" href="#main-content" onClick={props.onSkip}>
        {props.skipLabel}
      </a>
      {props.header}
      <div className="app-body">
        {props.sidebar}
        {/* The cover and the course pages are different frames (the sidebar comes in beside the
            page): a new element for each, so that opening the first page replaces the cover rather
            than moving it 320 px across the screen. */}
        <main key={cover ? 'cover' : 'page'} id="main-content" tabIndex={-1} className={cover ? 'main-cover' : 'main-page'} aria-busy={props.busy || undefined} inert={props.covered || undefined}>
          {props.children}
        </main>
      </div>
      {props.after}
    </div>
  );
}

/** The header bar: the toc toggle and logo at the start, the timer and user menu at the end. */
export function PageHeader({ tocToggle, logo, timer, menu }: { tocToggle?: ReactNode; logo?: ReactNode; timer?: ReactNode; menu?: ReactNode }) {
  return (
    <header className="app-header">
      {tocToggle}
      {logo}
      <span className="header-spacer" />
      {timer}
      {menu}
    </header>
  );
}

type MenuHandlers = Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onPointerEnter' | 'onFocus' | 'onClick' | 'onKeyDown'>;

/**
 * SPEC 2.4: the user menu's button, with the open menu beside it. A learner who is not signed in
 * sees the accessibility icon, one who is the first letter of the name. A disclosure button
 * (aria-expanded), not a menu button: what it opens holds the accessibility section's switches
 * beside the menu's items, and a learner not signed in has that section alone.
 */
export function UserMenuButton({ ref, label, expanded = false, controls, initial, children, ...on }: MenuHandlers & {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  expanded?: boolean;
  controls?: string;
  initial?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="user-menu">
      <button ref={ref} type="button" className="user-menu-button" aria-expanded={expanded} aria-controls={controls} aria-label={label} {...on}>
        {initial ? <span aria-hidden="true">{initial}</span> : <Icon name="accessibility" size={22} />}
      </button>
      {children}
    </div>
  );
}
