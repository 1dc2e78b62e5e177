/**
 * SPEC 2.4: the accessibility settings are reachable before sign-in. The login and sign-up screens
 * (shown before the course's screens exist, without the session's context) carry the user menu's
 * button with the accessibility icon; its menu is SPEC 2.7's section, working on the session's owner
 * the request hands them (core/player/handshake.ts).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ACCESSIBILITY, type AccessibilitySettings, type SignInRequest } from '@core';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { TOAST_MS } from '../accessibility/panel/AccessibilityToast';
import { SignInCard } from './SignInCard';

const labels: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));
const t = (key: string, values?: Record<string, unknown>) => (labels[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

function owner() {
  return makeAutoObservable({
    settings: { ...DEFAULT_ACCESSIBILITY } as AccessibilitySettings,
    set(patch: Partial<AccessibilitySettings>) {
      this.settings = { ...this.settings, ...patch };
    },
  });
}

const request = (accessibility?: SignInRequest['accessibility']): SignInRequest => ({
  t,
  locale: 'en',
  rtl: false,
  courseTitle: 'Course',
  logoUrl: '',
  prompt: { signIn: async () => 'unknownError', register: async () => 'unknownError' },
  ...(accessibility ? { accessibility } : {}),
});

afterEach(() => jest.useRealTimers());

it('has the menu button with the accessibility icon, whose menu is the Accessibility section, working before sign-in', async () => {
  const settings = owner();
  render(
    <SignInCard request={request(settings)} title="Sign in">
      <p>form</p>
    </SignInCard>,
  );
  const button = screen.getByRole('button', { name: labels['[user menu]'] });
  expect(button.querySelector('svg.icon-accessibility')).not.toBeNull();
  // The page's banner, outside the main landmark (one main per page).
  expect(button.closest('header')).not.toBeNull();
  expect(button.closest('main')).toBeNull();
  fireEvent.click(button);
  const toggle = await screen.findByRole('button', { name: labels['[accessibility mode]'] });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(button.getAttribute('aria-expanded')).toBe('true');

  jest.useFakeTimers();
  fireEvent.click(screen.getByRole('switch', { name: labels['[contrast theme]'] }));
  expect(settings.settings.isContrastTheme).toBe(true);
  expect(screen.getByRole('switch', { name: labels['[contrast theme]'] }).getAttribute('aria-checked')).toBe('true');
  const group = screen.getByRole('group', { name: labels['[font size adjustment]'] });
  fireEvent.click(within(group).getByRole('button', { name: labels['[increase font size]'] }));
  expect(settings.settings.fontSize).toBe(1);
  expect(document.querySelector('.a11y-toast-region')?.textContent).toBe(labels['[accessibility mode enabled]']);
  act(() => jest.advanceTimersByTime(TOAST_MS));
  jest.useRealTimers();

  // The description popup, without the session's context: its close button named from the request's labels.
  fireEvent.click(screen.getByRole('button', { name: labels['[wcag feature description link]'] }));
  const dialog = await screen.findByRole('dialog', { name: labels['[aria label wcag feature description]'] });
  expect(within(dialog).getByRole('button', { name: labels['[close popup]'] })).toBeTruthy();
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).toBeNull();

  fireEvent.keyDown(screen.getByRole('switch', { name: labels['[seizure safe]'] }), { key: 'Escape' });
  expect(screen.queryByRole('switch')).toBeNull();
  expect(document.activeElement).toBe(button);
});

it('offers nothing where the request has no settings to change', () => {
  render(
    <SignInCard request={request()} title="Sign in">
      <p>form</p>
    </SignInCard>,
  );
  expect(screen.queryByRole('button', { name: labels['[user menu]'] })).toBeNull();
});
