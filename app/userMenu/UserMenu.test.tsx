/**
 * Issue 22: the user menu (SPEC 2.4) offers only what works. 'Accessibility mode' opened a note
 * that the settings were "coming to this menu"; until the panel exists (issue 23) the item is not
 * there, and a learner the menu has nothing else for gets no menu button at all.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Route, Routes } from 'react-router-dom';
import type { Learner } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { MemoryStore } from '../../test/support/memoryStore';
import { renderWithSession } from '../../test/support/renderWithSession';
import { testDelivery } from '../../test/support/testDelivery';
import { Layout } from '../Layout';

const labels: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));

async function renderFrame(learner: Learner | null, kind: 'lms' | null) {
  const delivery = testDelivery({ store: new MemoryStore(), learner, ...(kind ? { kind } : {}) });
  const { session } = await createTestPlayer({ deliveries: [delivery] });
  return renderWithSession(
    session,
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<h1>cover</h1>} />
      </Route>
    </Routes>,
    '/',
  );
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it("has no 'Accessibility mode' item and no placeholder text while the settings panel is not built", async () => {
  const name = 'Maria Salomea Skłodowska-Curie, née Skłodowska, of the University of Paris';
  const { container } = await renderFrame({ id: 'lms-7', name }, 'lms');
  const button = await screen.findByRole('button', { name: labels['[user menu]'] });
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
  expect(items).toEqual([labels['[continue course later]']]);
  expect(within(menu).queryByText(labels['[accessibility mode]'])).toBeNull();
  expect(container.textContent).not.toMatch(/coming to this menu/i);
  // A long name is cut to the menu's width on screen (CSS); the whole of it stays at hand.
  expect(screen.getByText(name).getAttribute('title')).toBe(name);
});

it('shows no menu button to a learner the menu has nothing for (a browser launch)', async () => {
  const { container } = await renderFrame(null, null);
  await screen.findByRole('heading', { name: 'cover' });
  expect(container.querySelector('.app-header')).not.toBeNull();
  expect(screen.queryByRole('button', { name: labels['[user menu]'] })).toBeNull();
  expect(container.querySelector('.user-menu')).toBeNull();
});
