import { fireEvent, render, screen } from '@testing-library/react';
import { BlockHarness, fragment } from '../shared/blockHarness.testing';
import { hotspotHtml } from './examples';
import View from './View';

const setup = () => render(<BlockHarness View={View} root={fragment(hotspotHtml)} />);
const marker = (name: string) => screen.getByRole('button', { name });

describe('hotspot content view', () => {
  it('shows numbered markers placed on the image, in a list, all closed', () => {
    setup();
    expect(screen.getByRole('img', { name: 'A potted plant' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const first = marker('1. Drainage hole');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(first.getAttribute('title')).toBe('[hotspot open popover]');
    expect((first.parentElement as HTMLElement).style.left).toBe('20%');
    expect((first.parentElement as HTMLElement).style.top).toBe('80%');
    expect(marker('3')).toBeTruthy();
    expect((document.querySelector('.hs-board') as HTMLElement).style.aspectRatio).toBe('800 / 500');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a popover with focus inside; Escape closes it and returns focus to the marker', () => {
    setup();
    const first = marker('1. Drainage hole');
    fireEvent.click(first);
    const dialog = screen.getByRole('dialog', { name: 'Drainage hole' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-controls')).toBe(dialog.id);
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByText('Lets water out.')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first);
  });

  it('one popover at a time; the close button closes it', () => {
    setup();
    fireEvent.click(marker('1. Drainage hole'));
    fireEvent.click(marker('2. Leaves'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Leaves' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '[close popover]' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(marker('2. Leaves'));
  });

  it('a press outside closes the popover', () => {
    setup();
    fireEvent.click(marker('1. Drainage hole'));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the static HTML without points', () => {
    render(<BlockHarness View={View} root={fragment('<div data-type="hotspot"><p>Only words</p></div>')} />);
    expect(screen.getByText('Only words')).toBeTruthy();
  });
});
