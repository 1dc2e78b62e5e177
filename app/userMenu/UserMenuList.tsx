import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { AccessibilityPanel } from '../accessibility/panel/AccessibilityPanel';
import { AccessibilityToast } from '../accessibility/panel/AccessibilityToast';
import { useSession, useT } from '../hooks/session';
import { SecretLinkPopup } from '../hosted/SecretLinkPopup';
import { ContinueLaterPopup } from '../lms/ContinueLaterPopup';
import { isFinalized, loadCloseOverlay, submitResult } from '../lms/lmsExit';
import { Icon } from '../components/Icon';
import { myCoursesUrl } from '../components/launchFacts';
import { useMenuDismiss } from './menuDismiss';
import { menuEntries } from './menuEntries';

interface Props {
  id: string;
  open: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

type Dialog = 'continue-later' | 'secret-link' | null;

/**
 * The open user menu (SPEC 2.4) and the popups its items open, loaded the first time it opens so
 * the first page carries only its button. Focus goes to the first item; Escape closes and returns
 * focus to the button; arrow keys move between items; a click outside, or focus leaving it, closes it.
 * After the items comes the expandable 'Accessibility mode' section (SPEC 2.7's panel: switches and
 * buttons, which a role="menu" may not hold, so it is a disclosure beside the menu, reached with Tab);
 * it starts open when it is all the menu has, so a learner who is not signed in, whose menu button
 * shows the accessibility icon, finds the settings at once.
 *
 * Which items show is SPEC 2.4's table as menuEntries.ts narrows it: in an LMS launch 'Submit result'
 * once the course is finalized (app/lms/lmsExit.ts), else 'Continue course later'; hosted, a signed-in
 * learner gets 'My courses', 'Continue later with link' (cross-device saving), 'Sign out everywhere'
 * (the learner service) and 'Logout', one who skipped signing in 'Exit course'.
 */
const UserMenuList = observer(function UserMenuList({ id, open, buttonRef, onClose }: Props) {
  const session = useSession();
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const lms = Boolean(session.delivery?.isLms);
  const { identity, entries, accessibility } = menuEntries(session, lms && isFinalized(session));
  const owner = accessibility ? session.accessibility : null;
  const locale = session.pkg.language.locale || session.language;
  const [panelOpen, setPanelOpen] = useState(entries.length === 0);
  // SPEC 2.7's toast, once per change the learner makes (AccessibilityToast).
  const [changes, setChanges] = useState(0);
  const items = new Set(entries);
  const learner = identity ? session.delivery?.backend.learner : null;
  const name = learner?.name?.trim() ?? '';
  // An LMS's learner id is no e-mail to show; SPEC 2.4 shows the e-mail of a learner who gave one.
  const email = lms ? '' : (learner?.email ?? '');
  const portal = items.has('my-courses') ? myCoursesUrl(session) : null;

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('[role="menuitem"], .a11y-toggle')?.focus();
    // Leaving the course should not wait for a chunk: the overlay is fetched while the menu is open.
    loadCloseOverlay().catch(() => undefined);
    return undefined;
  }, [open]);
  const dismiss = useMenuDismiss(open, panelRef, buttonRef, onClose);

  const onMenuKey = (e: React.KeyboardEvent) => {
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
      next?.focus();
    }
  };

  const choose = (then: () => void) => () => {
    onClose();
    then();
  };
  const closeDialog = () => setDialog(null);

  return (
    <>
      {open ? (
        <div ref={panelRef} id={id} className="user-menu-list" onKeyDown={dismiss.onKeyDown} onBlur={dismiss.onBlur}>
          {/* Cut to one line at the menu's width (SPEC 9.4: 210-340 px); the title holds the whole text. */}
          {name ? (
            // Text from the LMS, as it gave it (SCORM 1.2: "Last, First"); its own direction in either layout.
            <p className="user-menu-name" dir="auto" title={name}>
              {name}
            </p>
          ) : null}
          {email ? (
            <p className="user-menu-email" dir="ltr" title={email}>
              {email}
            </p>
          ) : null}
          {/* No items (a learner not signed in): no menu, only the accessibility section. */}
          <ul role="menu" aria-label={t('[user menu]')} onKeyDown={onMenuKey} hidden={entries.length === 0}>
            {portal ? (
              <li role="none">
                <a role="menuitem" className="user-menu-item" href={portal}>
                  <Icon name="home" />
                  {t('[my courses]')}
                </a>
              </li>
            ) : null}
            {items.has('continue-later-link') ? (
              <MenuItem icon="pause" onClick={choose(() => setDialog('secret-link'))}>
                {t('[continue later with link]')}
              </MenuItem>
            ) : null}
            {items.has('submit-result') ? (
              <MenuItem icon="check" onClick={choose(() => void submitResult(session))}>
                {t('[user menu submit result]')}
              </MenuItem>
            ) : null}
            {items.has('continue-course-later') ? (
              <MenuItem icon="pause" onClick={choose(() => setDialog('continue-later'))}>
                {t('[continue course later]')}
              </MenuItem>
            ) : null}
            {/* SPEC 2.4: opens SPEC 2.8's popup, which the page frame shows (app/Layout.tsx). */}
            {items.has('change-language') ? (
              <MenuItem icon={<GlobeIcon />} onClick={choose(() => session.courseLanguage.askChange())}>
                {t('[change course language]')}
              </MenuItem>
            ) : null}
            {items.has('sign-out-everywhere') ? (
              <MenuItem icon="lock" onClick={choose(() => void logOut(session, 'everywhere'))}>
                {t('player:sign out everywhere')}
              </MenuItem>
            ) : null}
            {items.has('logout') ? (
              <MenuItem icon="sign-out" onClick={choose(() => void logOut(session))}>
                {t('[logout]')}
              </MenuItem>
            ) : null}
            {items.has('exit-course') ? (
              <MenuItem icon="sign-out" onClick={choose(() => void exitCourse(session))}>
                {t('[exit course]')}
              </MenuItem>
            ) : null}
          </ul>
          {owner ? <AccessibilityPanel owner={owner} t={t} locale={locale} expanded={panelOpen} onToggle={() => setPanelOpen(!panelOpen)} onChanged={() => setChanges((n) => n + 1)} /> : null}
        </div>
      ) : null}
      {owner ? <AccessibilityToast t={t} changes={changes} /> : null}
      <ContinueLaterPopup open={dialog === 'continue-later'} onCancel={closeDialog} buttonRef={buttonRef} />
      <SecretLinkPopup open={dialog === 'secret-link'} onClose={closeDialog} buttonRef={buttonRef} />
    </>
  );
});
export default UserMenuList;

/**
 * SPEC 2.4 'Logout': progress is written first, then the service's session ends (SPEC 7.3) and the
 * page starts again on the login route, where the next learner signs in with nothing of this one's.
 * 'Sign out everywhere' does the same, and the service ends every other session and e-mailed link too.
 */
async function logOut(session: ReturnType<typeof useSession>, where: 'here' | 'everywhere' = 'here'): Promise<void> {
  await session.saving.flush().catch(() => undefined);
  const backend = session.delivery?.backend;
  await (where === 'everywhere' ? backend?.signOutEverywhere?.() : backend?.signOut?.());
  window.location.hash = '#/login';
  window.location.reload();
}

/** SPEC 2.4 'Exit course' (a learner who skipped signing in): progress is written, then the close-course overlay. */
async function exitCourse(session: ReturnType<typeof useSession>): Promise<void> {
  await loadCloseOverlay().catch(() => undefined);
  await session.exit.close('suspended', true).catch((e: unknown) => console.error('The course could not be closed cleanly:', e));
}

/** A globe for 'Change course language': drawn here, in the menu's own chunk, not in the first page's icon set. */
function GlobeIcon() {
  return (
    <svg className="icon icon-globe" width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

function MenuItem({ icon, onClick, children }: { icon: string | React.ReactNode; onClick: () => void; children: string }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" className="user-menu-item" onClick={onClick}>
        {typeof icon === 'string' ? <Icon name={icon} /> : icon}
        {children}
      </button>
    </li>
  );
}
