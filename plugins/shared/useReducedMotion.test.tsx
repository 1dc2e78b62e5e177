import { act, render } from '@testing-library/react';
import { useReducedMotion } from './useReducedMotion';

function Carousel() {
  return <p>{useReducedMotion() ? 'still' : 'turning'}</p>;
}

it('re-renders a view when seizure safe is switched on and off', async () => {
  const { container } = render(<Carousel />);
  expect(container.textContent).toBe('turning');
  await act(async () => {
    document.documentElement.setAttribute('data-a11y-seizure-safe', '');
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(container.textContent).toBe('still');
  await act(async () => {
    document.documentElement.removeAttribute('data-a11y-seizure-safe');
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(container.textContent).toBe('turning');
});
