import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../hooks/session';
import { Icon } from './Icon';
import { LazyPopup as Popup } from './LazyPopup';

/**
 * SPEC 2.4 user menu. A learner who is not signed in sees the accessibility icon; Escape closes the
 * menu and returns focus to its button; arrow keys move between items.
 */
export function UserMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDocClick = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDocClick);
    return () => document.removeEventListener('mousedown', onDocClick);
  }, [open]);

  const onMenuKey = (e: React.KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
      next?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('[user menu]')}
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
        <ul id={menuId} ref={menuRef} role="menu" className="user-menu-list" aria-label={t('[user menu]')} onKeyDown={onMenuKey}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="user-menu-item"
              onClick={() => {
                setOpen(false);
                setPanel(true);
              }}
            >
              <Icon name="accessibility" />
              {t('[accessibility mode]')}
            </button>
          </li>
        </ul>
      ) : null}
      <Popup open={panel} onClose={() => setPanel(false)} returnFocusTo={buttonRef} title={t('[wcag description title]')}>
        <p>{t('player:accessibility coming')}</p>
      </Popup>
    </div>
  );
}
