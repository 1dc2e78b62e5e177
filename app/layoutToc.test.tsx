/**
 * SPEC 2.4 / 2.6: the header's table-of-contents toggle names the sidebar it controls
 * (aria-controls). The sidebar's code loads lazily; while it does, the element it names must
 * already be there, or axe reports a dangling reference (seen in the accessibility browser test
 * right after a redirect into the course).
 */
import { act, screen } from '@testing-library/react';
import { createTestPlayer } from '../test/support/createTestPlayer';
import { renderInLayout } from '../test/support/renderWithSession';

it('the toggle controls an element that exists before and after the sidebar code has loaded', async () => {
  const { session } = await createTestPlayer();
  renderInLayout(session, { path: '/results', page: <p>results</p> });
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
