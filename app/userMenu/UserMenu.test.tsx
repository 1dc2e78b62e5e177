/**
 * Issue 22 took the 'Accessibility mode' placeholder out of the user menu (SPEC 2.4): it opened a note
 * that the settings were "coming to this menu". Issue 23 puts SPEC 2.7's panel there: every learner
 * but a reviewer has the menu, its 'Accessibility mode' section after the items, and no placeholder
 * text anywhere. The section itself: app/accessibility/panel/AccessibilityPanel.test.tsx.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Learner } from '@core';
import { accessibilityOwnerOf } from '../../test/support/accessibilityOwner';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { MemoryStore } from '../../test/support/memoryStore';
import { renderInLayout } from '../../test/support/renderWithSession';
import { testDelivery } from '../../test/support/testDelivery';

const labels: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));

async function renderFrame(learner: Learner | null, kind: 'lms' | null) {
  const delivery = testDelivery({ store: new MemoryStore(), learner, ...(kind ? { kind } : {}) });
  const { session } = await createTestPlayer({ deliveries: [delivery] });
  accessibilityOwnerOf(session);
  return renderInLayout(session);
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it("lists the items, then the 'Accessibility mode' section, and no placeholder text", async () => {
  const name = 'Maria Salomea Skłodowska-Curie, née Skłodowska, of the University of Paris';
  const { container } = await renderFrame({ id: 'lms-7', name }, 'lms');
  const button = await screen.findByRole('button', { name: labels['[user menu]'] });
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
  // The showcase is in English and Arabic: SPEC 2.4 'Change course language' for a signed-in (LMS) learner.
  expect(items).toEqual([labels['[continue course later]'], labels['[change course language]']]);
  // The section is beside the menu, not one of its items: its switches are no menu items.
  expect(within(menu).queryByText(labels['[accessibility mode]'])).toBeNull();
  expect(screen.getByRole('button', { name: labels['[accessibility mode]'] }).getAttribute('aria-expanded')).toBe('false');
  expect(container.textContent).not.toMatch(/coming to this menu/i);
  // A long name is cut to the menu's width on screen (CSS); the whole of it stays at hand.
  expect(screen.getByText(name).getAttribute('title')).toBe(name);
});

it('shows the menu button with the accessibility icon to a learner who is not signed in (a browser launch)', async () => {
  const { container } = await renderFrame(null, null);
  await screen.findByRole('heading', { name: 'cover' });
  expect(container.querySelector('.app-header')).not.toBeNull();
  const button = screen.getByRole('button', { name: labels['[user menu]'] });
  expect(button.querySelector('svg.icon-accessibility')).not.toBeNull();
  fireEvent.click(button);
  expect((await screen.findByRole('button', { name: labels['[accessibility mode]'] })).getAttribute('aria-expanded')).toBe('true');
});
