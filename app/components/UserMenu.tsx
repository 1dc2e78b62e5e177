import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useT } from '../hooks/session';
import { Icon } from './Icon';
import { LazyPopup as Popup } from './LazyPopup';

const loadList = () => import(/* webpackChunkName: "user-menu" */ './UserMenuList');
const UserMenuList = lazy(loadList);

/**
 * SPEC 2.4 user menu. A learner who is not signed in sees the accessibility icon. The open menu is
 * its own chunk (UserMenuList), fetched as soon as the pointer or focus reaches the button.
 */
export function UserMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const openPanel = useCallback(() => setPanel(true), []);
  const preload = () => void loadList();

  return (
    <div className="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('[user menu]')}
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
        <Icon name="accessibility" size={22} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <UserMenuList id={menuId} buttonRef={buttonRef} onClose={close} onAccessibility={openPanel} />
        </Suspense>
      ) : null}
      <Popup open={panel} onClose={() => setPanel(false)} returnFocusTo={buttonRef} title={t('[wcag description title]')}>
        <p>{t('player:accessibility coming')}</p>
      </Popup>
    </div>
  );
}
