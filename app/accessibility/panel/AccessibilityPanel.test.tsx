/**
 * Issue 23 part B: the user menu's 'Accessibility mode' section (SPEC 2.4, 2.7), driven through the
 * rendered page frame as a learner would: open the menu, press the switches and the size buttons,
 * open and close the description popup. The settings' owner is the session's (issue 23's contract,
 * test/support/accessibilityOwner.ts). Space and Enter pressing a switch are the browser's own for a
 * <button> (jsdom does not turn keys into clicks): test/browser/accessibility-panel.test.ts presses them.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Learner } from '@core';
import { accessibilityOwnerOf } from '../../../test/support/accessibilityOwner';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { SHOWCASE } from '../../../test/support/fixtureFetch';
import { MemoryStore } from '../../../test/support/memoryStore';
import { renderInLayout } from '../../../test/support/renderWithSession';
import { testDelivery } from '../../../test/support/testDelivery';
import { TOAST_MS } from './AccessibilityToast';

const english: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));
const arabic: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'ar.json'), 'utf8'));
const label = (key: string, labels = english) => labels[key] ?? (() => { throw new Error(`the showcase has no ${key}`); })();

async function renderFrame(options: { learner?: Learner | null; kind?: 'lms'; query?: string; overrides?: Record<string, (body: string | null) => string> } = {}) {
  const delivery = testDelivery({ store: new MemoryStore(), learner: options.learner ?? null, ...(options.kind ? { kind: options.kind } : {}) });
  const { session } = await createTestPlayer({ deliveries: [delivery], query: options.query, overrides: options.overrides });
  // The showcase is in two languages: the learner has closed SPEC 2.8's first-selection popup.
  session.courseLanguage.closeFirstChoice();
  const owner = accessibilityOwnerOf(session);
  const view = renderInLayout(session);
  await screen.findByRole('heading', { name: 'cover' });
  return { session, owner, ...view };
}

const menuButton = (labels = english) => screen.getByRole('button', { name: label('[user menu]', labels) });
/** Opens the menu as a keyboard learner does (the button's ArrowDown; Enter and Space click it). */
async function openMenu(labels = english) {
  const button = menuButton(labels);
  button.focus();
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  return screen.findByRole('button', { name: label('[accessibility mode]', labels) });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("a learner who is not signed in (SPEC 2.4: the accessibility icon)", () => {
  it('has the menu button, with the accessibility icon, opening on the Accessibility section alone', async () => {
    await renderFrame();
    const button = menuButton();
    expect(button.querySelector('svg.icon-accessibility')).not.toBeNull();
    // A disclosure of a panel that is not only a menu: no menu-button semantics, the panel it controls.
    expect(button.hasAttribute('aria-haspopup')).toBe(false);
    const toggle = await openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.contains(toggle)).toBe(true);
    // Nothing else is in this learner's menu: no empty role="menu", and the section is open, focused.
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggle);
    const section = screen.getByRole('group', { name: label('[accessibility mode]') });
    expect(section.id).toBe(toggle.getAttribute('aria-controls'));
    expect(document.body.textContent).not.toMatch(/coming to this menu/i);
  });
});

describe("SPEC 2.7's switches", () => {
  const SWITCHES = [
    ['[contrast theme]', '[contrast theme description]', 'isContrastTheme'],
    ['[readable font]', '[readable font description]', 'isReadableFont'],
    ['[dyslexia font]', '[dyslexia font description]', 'isDyslexiaFont'],
    ['[seizure safe]', '[seizure safe description]', 'isSeizureSafe'],
  ] as const;

  it('are four real switches, named and described by the package\'s keys, in SPEC 2.7\'s order', async () => {
    await renderFrame();
    await openMenu();
    const switches = screen.getAllByRole('switch');
    expect(switches.map((s) => s.textContent)).toEqual(SWITCHES.map(([name]) => label(name)));
    for (const [i, [, description]] of SWITCHES.entries()) {
      const control = switches[i];
      // A native button: in the Tab order, and Space and Enter press it.
      expect([control.tagName, control.getAttribute('type')]).toEqual(['BUTTON', 'button']);
      expect(control.getAttribute('aria-checked')).toBe('false');
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(label(description));
    }
  });

  it.each(SWITCHES)('%s turns its setting on and off, and says so in aria-checked', async (name, _description, field) => {
    const { owner } = await renderFrame();
    await openMenu();
    const control = screen.getByRole('switch', { name: label(name) });
    fireEvent.click(control);
    expect(owner.settings[field]).toBe(true);
    expect(control.getAttribute('aria-checked')).toBe('true');
    // Turning one on changes no other.
    for (const [, , other] of SWITCHES) if (other !== field) expect(owner.settings[other]).toBe(false);
    fireEvent.click(control);
    expect(owner.settings[field]).toBe(false);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it('shows what the owner holds (a setting restored with progress)', async () => {
    const { session } = await renderFrame();
    act(() => accessibilityOwnerOf(session, { isSeizureSafe: true, fontSize: 2 }));
    await openMenu();
    expect(screen.getByRole('switch', { name: label('[seizure safe]') }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('group', { name: label('[font size adjustment]') }).textContent).toMatch(/121\s?%/);
  });
});

describe("SPEC 2.7's font-size control (levels 0-3, SPEC 3.8)", () => {
  it('steps up to 3 and back to 0, its buttons marked disabled at the ends, the level announced', async () => {
    const { owner } = await renderFrame();
    await openMenu();
    const group = screen.getByRole('group', { name: label('[font size adjustment]') });
    const smaller = within(group).getByRole('button', { name: label('[decrease font size]') });
    const larger = within(group).getByRole('button', { name: label('[increase font size]') });
    const level = group.querySelector('[aria-live="polite"]')!;
    expect(level.textContent).toBe(`${label('[font size adjustment]')} 100%`);
    expect(smaller.getAttribute('aria-disabled')).toBe('true');
    expect(larger.getAttribute('aria-disabled')).toBe('false');
    // At the end a press does nothing (and asks nothing of the owner).
    fireEvent.click(smaller);
    expect(owner.settings.fontSize).toBe(0);

    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      fireEvent.click(larger);
      seen.push(level.textContent!);
    }
    expect(owner.settings.fontSize).toBe(3);
    expect(seen).toEqual(['110%', '121%', '133%'].map((p) => `${label('[font size adjustment]')} ${p}`));
    expect(larger.getAttribute('aria-disabled')).toBe('true');
    expect(smaller.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(larger);
    expect(owner.settings.fontSize).toBe(3);
    // The button pressed to the end keeps focus (aria-disabled, not disabled: focus is not thrown to the page).
    larger.focus();
    expect(document.activeElement).toBe(larger);

    for (let i = 0; i < 3; i++) fireEvent.click(smaller);
    expect(owner.settings.fontSize).toBe(0);
    expect(smaller.getAttribute('aria-disabled')).toBe('true');
  });

  it('speaks the course language: Arabic labels and digits, right to left', async () => {
    const { session } = await renderFrame({ query: '?language=ar' });
    expect(session.pkg.language.rtl).toBe(true);
    await openMenu(arabic);
    const group = screen.getByRole('group', { name: label('[font size adjustment]', arabic) });
    fireEvent.click(within(group).getByRole('button', { name: label('[increase font size]', arabic) }));
    expect(group.querySelector('[aria-live="polite"]')!.textContent).toContain(new Intl.NumberFormat(session.pkg.language.locale || 'ar', { style: 'percent' }).format(1.1));
    expect(screen.getAllByRole('switch').map((s) => s.textContent)).toEqual(['[contrast theme]', '[readable font]', '[dyslexia font]', '[seizure safe]'].map((k) => label(k, arabic)));
  });
});

describe("the 'accessibility-description' popup (SPEC 2.7, 2.8)", () => {
  it("opens from the description link, lists every option's title and description, and closes on Escape with focus back on the link", async () => {
    await renderFrame();
    await openMenu();
    const about = label('[wcag feature description]').replace('{link}', label('[wcag feature description link]'));
    expect(document.querySelector('.a11y-about')?.textContent).toBe(about);
    const link = screen.getByRole('button', { name: label('[wcag feature description link]') });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    link.focus();
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: label('[aria label wcag feature description]') });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('heading', { name: label('[wcag description title]') })).toBeTruthy();
    const terms = [...dialog.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual(
      [
        ['[contrast theme]', '[contrast theme description]'],
        ['[readable font]', '[readable font description]'],
        ['[dyslexia font]', '[dyslexia font description]'],
        ['[seizure safe]', '[seizure safe description]'],
        ['[font size adjustment]', '[font size adjustment description]'],
      ].map(([title, description]) => [label(title), label(description)]),
    );
    // Escape is the dialog's: it closes the popup, not the menu under it.
    fireEvent.keyDown(within(dialog).getByRole('button', { name: label('[close popup]') }), { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the menu around the section', () => {
  it('closes on Escape from inside the section, focus back on the menu button', async () => {
    await renderFrame();
    await openMenu();
    const control = screen.getByRole('switch', { name: label('[readable font]') });
    control.focus();
    fireEvent.keyDown(control, { key: 'Escape' });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('stays open while focus moves within it, and closes when focus leaves it', async () => {
    await renderFrame();
    const toggle = await openMenu();
    const control = screen.getByRole('switch', { name: label('[contrast theme]') });
    fireEvent.blur(toggle, { relatedTarget: control });
    expect(screen.getByRole('switch', { name: label('[contrast theme]') })).toBeTruthy();
    fireEvent.blur(control, { relatedTarget: document.querySelector('.skip-link') });
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it("lists an LMS learner's items as a menu, then the section, closed until asked for", async () => {
    await renderFrame({ learner: { id: 'lms-7', name: 'Lovelace, Ada' }, kind: 'lms' });
    expect(menuButton().textContent).toBe('L');
    const toggle = await openMenu();
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([label('[continue course later]'), label('[change course language]')]);
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]);
    expect(menu.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('switch')).toHaveLength(4);
  });

  it('has no menu button in review mode (SPEC 2.4: no accessibility menu there)', async () => {
    const review = { 'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), publishMode: 'Review' }) };
    await renderFrame({ overrides: review });
    expect(screen.queryByRole('button', { name: label('[user menu]') })).toBeNull();
  });
});

describe("SPEC 2.7's toast 'accessibility mode enabled' (SPEC 9.4: 400 px)", () => {
  it('says the settings changed, politely, and goes away', async () => {
    await renderFrame();
    await openMenu();
    const region = document.querySelector('.a11y-toast-region')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('switch', { name: label('[dyslexia font]') }));
    expect(region.textContent).toBe(label('[accessibility mode enabled]'));
    // Closing the menu leaves the toast up.
    fireEvent.keyDown(screen.getByRole('switch', { name: label('[dyslexia font]') }), { key: 'Escape' });
    expect(region.isConnected && region.textContent).toBe(label('[accessibility mode enabled]'));
    act(() => jest.advanceTimersByTime(TOAST_MS));
    expect(region.textContent).toBe('');
  });
});
