import { useEffect, useRef, type RefObject } from 'react';
import { useT } from '../hooks/session';
import { Icon } from './Icon';

interface Props {
  id: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onAccessibility: () => void;
}

/**
 * The open user menu (SPEC 2.4), loaded the first time it opens so the first page carries only its
 * button. Focus goes to the first item; Escape closes and returns focus to the button; arrow keys
 * move between items; a click outside or Tab closes it.
 */
export default function UserMenuList({ id, buttonRef, onClose, onAccessibility }: Props) {
  const t = useT();
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDocClick = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('mousedown', onDocClick);
    return () => document.removeEventListener('mousedown', onDocClick);
  }, [buttonRef, onClose]);

  const onMenuKey = (e: React.KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
      next?.focus();
    } else if (e.key === 'Tab') {
      onClose();
    }
  };

  return (
    <ul id={id} ref={menuRef} role="menu" className="user-menu-list" aria-label={t('[user menu]')} onKeyDown={onMenuKey}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          className="user-menu-item"
          onClick={() => {
            onClose();
            onAccessibility();
          }}
        >
          <Icon name="accessibility" />
          {t('[accessibility mode]')}
        </button>
      </li>
    </ul>
  );
}
