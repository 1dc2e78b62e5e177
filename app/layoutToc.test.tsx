/**
 * SPEC 2.4 / 2.6: the header's table-of-contents toggle names the sidebar it controls
 * (aria-controls). The sidebar's code loads lazily; while it does, the element it names must
 * already be there, or axe reports a dangling reference (seen in the accessibility browser test
 * right after a redirect into the course).
 */
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createTestPlayer } from '../test/support/createTestPlayer';
import { renderWithSession } from '../test/support/renderWithSession';
import { Layout } from './Layout';

it('the toggle controls an element that exists before and after the sidebar code has loaded', async () => {
  const { session } = await createTestPlayer();
  renderWithSession(
    session,
    <Routes>
      <Route element={<Layout />}>
        <Route path="/results" element={<p>results</p>} />
      </Route>
    </Routes>,
    '/results',
  );
  const toggle = screen.getAllByRole('button').find((b) => b.classList.contains('toc-toggle'))!;
  const controlled = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  // The first render: the sidebar's chunk has not arrived yet (its Suspense fallback is showing).
  expect(document.querySelector('.toc-placeholder')).not.toBeNull();
  expect(controlled()).not.toBeNull();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  await screen.findByRole('navigation', { hidden: true });
  expect(controlled()?.tagName).toBe('NAV');
});
