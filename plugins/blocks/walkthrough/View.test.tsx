import { fireEvent, render, screen } from '@testing-library/react';
import { BlockHarness, fragment, type Saved } from '../shared/blockHarness.testing';
import { walkthroughHtml } from './examples';
import View from './View';
import type { WalkthroughState } from './model';

function setup(initial: Saved = {}) {
  const saves: Saved[] = [];
  const announce = jest.fn();
  render(<BlockHarness<WalkthroughState> View={View} root={fragment(walkthroughHtml)} block={{ id: 'w', children: [] }} initial={initial} onSave={(s) => saves.push(s)} announce={announce} />);
  return { saves, announce };
}
const counter = () => document.querySelector('.wt-counter')!.textContent;
const next = () => screen.getByRole('button', { name: '[next]' }) as HTMLButtonElement;
const prev = () => screen.getByRole('button', { name: '[previous]' }) as HTMLButtonElement;

describe('walkthrough view', () => {
  it('starts at step 1 with the picture in a box of its proportions', () => {
    setup();
    expect(counter()).toBe('[step X of Y] {"currentStepCount":1,"totalStepCount":3}');
    expect(screen.getByRole('heading', { name: 'Spring' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'New shoots' })).toBeTruthy();
    expect((document.querySelector('.wt-media') as HTMLElement).style.aspectRatio).toBe('640 / 400');
    expect(prev().disabled).toBe(true);
  });

  it('moves with Next and Previous, saving the last two positions and announcing the step', () => {
    const { saves, announce } = setup();
    next().focus();
    fireEvent.click(next());
    expect(counter()).toContain('"currentStepCount":2');
    expect(saves.at(-1)).toEqual({ w: ['spring', 'summer'] });
    expect(announce).toHaveBeenLastCalledWith('[step X of Y] {"currentStepCount":2,"totalStepCount":3}: Summer');
    fireEvent.click(next());
    expect(saves.at(-1)).toEqual({ w: ['summer', 'step-3'] });
    // Next is disabled on the last step: focus went to Previous instead of being lost.
    expect(next().disabled).toBe(true);
    expect(document.activeElement).toBe(prev());
    fireEvent.click(prev());
    expect(saves.at(-1)).toEqual({ w: ['step-3', 'summer'] });
    expect(counter()).toContain('"currentStepCount":2');
  });

  it('returns to the saved step after a reload', () => {
    setup({ w: ['spring', 'summer'] });
    expect(counter()).toContain('"currentStepCount":2');
    expect(screen.getByText('Water more.')).toBeTruthy();
  });

  it('falls back to the static HTML without steps', () => {
    render(<BlockHarness<WalkthroughState> View={View} root={fragment('<div data-type="walkthrough"><p>Just text</p></div>')} />);
    expect(screen.getByText('Just text')).toBeTruthy();
  });
});
