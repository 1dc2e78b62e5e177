import { useCallback, useId, useRef, useState } from 'react';
import type { SignInRequest } from '@core';
import { AccessibilityPanel } from '../accessibility/panel/AccessibilityPanel';
import { AccessibilityToast } from '../accessibility/panel/AccessibilityToast';
import { UserMenuButton } from '../components/PageShell';
import { useMenuDismiss } from '../userMenu/menuDismiss';

/**
 * SPEC 2.4 before sign-in: the user menu's button with the accessibility icon (nobody is signed in),
 * whose menu is SPEC 2.7's 'Accessibility mode' section alone, open. A learner who needs larger text
 * or more contrast sets it here, on the login and sign-up screens, before the course exists; the
 * session's owner keeps the choice over the record the sign-in then restores (core/player/accessibility.ts).
 */
export function SignInAccessibility({ request }: { request: SignInRequest & { accessibility: NonNullable<SignInRequest['accessibility']> } }) {
  const { t, locale, rtl } = request;
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(true);
  const [changes, setChanges] = useState(0);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useMenuDismiss(open, panelRef, buttonRef, close);
  return (
    <header className="signin-bar" dir={rtl ? 'rtl' : 'ltr'} lang={locale}>
      <UserMenuButton
        ref={buttonRef}
        label={t('[user menu]')}
        expanded={open}
        controls={open ? id : undefined}
        onClick={() => {
          setOpen(!open);
          // The section takes focus once it is there, as in the course's own menu.
          if (!open) requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('.a11y-toggle')?.focus());
        }}
      >
        {open ? (
          <div ref={panelRef} id={id} className="user-menu-list" onKeyDown={dismiss.onKeyDown} onBlur={dismiss.onBlur}>
            <AccessibilityPanel owner={request.accessibility} t={t} locale={locale} expanded={expanded} onToggle={() => setExpanded(!expanded)} onChanged={() => setChanges((n) => n + 1)} />
          </div>
        ) : null}
        <AccessibilityToast t={t} changes={changes} />
      </UserMenuButton>
    </header>
  );
}
