import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { UserMenuButton } from '../components/PageShell';
import { useSession, useT } from '../hooks/session';

const loadList = () => import(/* webpackChunkName: "user-menu" */ './UserMenuList');
const UserMenuList = lazy(loadList);

/**
 * SPEC 2.4 user menu. A learner who is not signed in sees the accessibility icon; one an LMS or the
 * learner service signed in sees the first letter of the name ('A' when there is none). The open menu and its popups
 * are their own chunk (UserMenuList), fetched as soon as the pointer or focus reaches the button;
 * once opened it stays mounted, closed, so a popup it opened outlives the menu. Every learner but a
 * reviewer has at least its 'Accessibility mode' section (SPEC 2.7), so every ready session outside
 * review mode has the button; a failed start has the error page, not this header. Review mode's own
 * items (SPEC 2.4: the reviewer's name, 'End session') come with review mode; until then a reviewer
 * has no menu. What the open menu lists (menuEntries.ts, with the launch facts it reads) is decided in
 * the list's chunk, off the first page (bench: first-page JS).
 */
export const UserMenu = observer(function UserMenu() {
  const session = useSession();
  const t = useT();
  // null until the menu first opens; then the list stays mounted, open or closed.
  const [open, setOpen] = useState<boolean | null>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadList();
  const learner = session.delivery?.isLms || session.delivery?.backend.signOut ? session.delivery?.backend.learner : null;
  // The first character, not the first UTF-16 unit: a name may start with a letter outside the BMP.
  const initial = learner ? ([...(learner.name ?? '').trim()][0] ?? 'A').toUpperCase() : null;
  if (session.state === 'error' || session.pkg?.publish.isReview) return null;

  return (
    <UserMenuButton
      ref={buttonRef}
      label={t('[user menu]')}
      expanded={!!open}
      controls={open ? menuId : undefined}
      initial={initial}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpen(!open)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' && !open) {
          e.preventDefault();
          setOpen(true);
        }
      }}
    >
      {open !== null ? (
        <Suspense fallback={null}>
          <UserMenuList id={menuId} open={open} buttonRef={buttonRef} onClose={close} />
        </Suspense>
      ) : null}
    </UserMenuButton>
  );
});
