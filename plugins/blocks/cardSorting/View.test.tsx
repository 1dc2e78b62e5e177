import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BlockHarness, fragment, type Saved } from '../shared/blockHarness.testing';
import View from './View';
import type { Placements } from './model';

const html = `
<div class="eg-content-editor" data-type="cardSorting">
  <p>Sort each plant.</p>
  <div class="category-wrapper" data-category-id="sun" data-category-title="Sun lovers">
    <div class="card-sorting-wrapper" data-card-id="jade"><p>Jade plant</p></div>
  </div>
  <div class="category-wrapper" data-category-id="shade" data-category-title="Shade tolerant">
    <div class="card-sorting-wrapper" data-card-id="zz"><p>ZZ plant</p></div>
  </div>
  <div class="category-wrapper" data-category-id="mid" data-category-title="In between">
    <div class="card-sorting-wrapper" data-card-id="pothos"><p>Pothos</p></div>
  </div>
</div>`;

function setup(initial: Saved = {}) {
  const announce = jest.fn();
  const saves: Saved[] = [];
  const root = fragment(html);
  const utils = render(<BlockHarness<Placements> View={View} root={root} block={{ id: 'block-1', children: [] }} initial={initial} announce={announce} onSave={(s) => saves.push(s)} />);
  return { ...utils, announce, saves };
}

const card = (text: string) => screen.getAllByRole('button').find((b) => b.classList.contains('cs-card') && b.textContent?.includes(text))!;
const target = (id: string) => document.querySelector<HTMLButtonElement>(`.cs-target[data-category-id="${id}"]`)!;
const lastSaid = (announce: jest.Mock) => announce.mock.calls.at(-1)?.[0] as string;
/** A keyboard "click": Enter and Space on a button fire click with detail 0. */
const press = (el: HTMLElement) => fireEvent.click(el, { detail: 0 });

describe('cardSorting view', () => {
  it('shows the shuffled cards, the categories and the help, and nothing placed', () => {
    setup();
    expect(screen.getByRole('list', { name: '[card sorting card aria]' })).toBeTruthy();
    expect(document.querySelectorAll('.cs-pool .cs-card')).toHaveLength(3);
    expect(document.querySelectorAll('.cs-category')).toHaveLength(3);
    expect(screen.getAllByText('[no cards in category]')).toHaveLength(3);
    expect(screen.getByText('player:cards help')).toBeTruthy();
    expect(document.querySelector('.cs-reset')).toBeNull();
    // Categories are reached only while a card is held.
    expect(target('sun').tabIndex).toBe(-1);
  });

  it('sorts with the keyboard: pick up, walk the categories, drop, announcing each step', () => {
    const { announce, saves } = setup();
    const jade = card('Jade plant');
    jade.focus();
    press(jade);
    expect(jade.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(target('sun'));
    expect(lastSaid(announce)).toContain('player:cards picked up');
    expect(lastSaid(announce)).toContain('[press enter on the category] {"x":"Sun lovers"}');
    expect(target('sun').tabIndex).toBe(0);

    fireEvent.keyDown(target('sun'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(target('shade'));
    expect(lastSaid(announce)).toBe('[press enter on the category] {"x":"Shade tolerant"}');
    fireEvent.keyDown(target('shade'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(target('sun'));
    fireEvent.keyDown(target('sun'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(target('mid'));
    fireEvent.keyDown(target('mid'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(target('shade'));
    fireEvent.keyDown(target('shade'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(target('sun'));
    press(target('sun'));

    expect(saves.at(-1)).toEqual({ 'block-1': { jade: 'sun' } });
    expect(lastSaid(announce)).toBe('player:cards placed {"card":"Jade plant","category":"Sun lovers","verdict":"[correct]"}');
    const sun = document.querySelector('.cs-category[data-cs-target="sun"]') as HTMLElement;
    expect(within(sun).getByText('Jade plant')).toBeTruthy();
    expect(within(sun).getByText('[correct]')).toBeTruthy();
    // Focus goes on to the next card still to sort.
    expect((document.activeElement as HTMLElement).closest('.cs-pool')).toBeTruthy();
    expect(document.querySelector('.cs-reset')).toBeTruthy();
  });

  it('says in words when a placement is wrong, and lets the card move again', () => {
    const { announce, saves } = setup();
    press(card('ZZ plant'));
    press(target('sun'));
    expect(lastSaid(announce)).toContain('"verdict":"[incorrect]"');
    const placed = card('ZZ plant');
    expect(placed.getAttribute('data-verdict')).toBe('incorrect');
    expect(placed.textContent).toContain('[incorrect]');
    press(placed);
    expect(document.activeElement).toBe(target('sun'));
    fireEvent.keyDown(target('sun'), { key: 'ArrowDown' });
    press(target('shade'));
    expect(saves.at(-1)).toEqual({ 'block-1': { zz: 'shade' } });
    expect(card('ZZ plant').getAttribute('data-verdict')).toBe('correct');
  });

  it('Escape cancels the pick-up and returns focus to the card', () => {
    const { announce, saves } = setup();
    const pothos = card('Pothos');
    press(pothos);
    fireEvent.keyDown(target('sun'), { key: 'Escape' });
    expect(lastSaid(announce)).toBe('player:cards cancelled {"card":"Pothos"}');
    expect(document.activeElement).toBe(card('Pothos'));
    expect(card('Pothos').getAttribute('aria-pressed')).toBe('false');
    expect(saves).toEqual([]);
  });

  it('a tap picks a card up with the tap hint; a tap on a category drops it', () => {
    const { announce, saves } = setup();
    fireEvent.click(card('Pothos'), { detail: 1 });
    expect(lastSaid(announce)).toContain('[tap on the category]');
    expect(screen.getByText('[tap on the category]')).toBeTruthy();
    fireEvent.click(document.querySelector('.cs-category[data-cs-target="mid"]')!, { detail: 1 });
    expect(saves.at(-1)).toEqual({ 'block-1': { pothos: 'mid' } });
  });

  it('counts the right placements when every card is placed', () => {
    const { announce } = setup({ 'block-1': { jade: 'sun', zz: 'sun' } });
    press(card('Pothos'));
    press(target('mid'));
    expect(lastSaid(announce)).toContain('[you correctly completed X items out of Y] {"correctQuestionsCount":2,"totalQuestionsCount":3}');
    expect(screen.getByText('[you correctly completed X items out of Y] {"correctQuestionsCount":2,"totalQuestionsCount":3}')).toBeTruthy();
  });

  it('restores saved placements, ignoring unknown ones, and "try again" clears them (null)', () => {
    const { saves, announce } = setup({ 'block-1': { jade: 'sun', zz: 'mid', ghost: 'sun' } });
    expect(within(document.querySelector('.cs-category[data-cs-target="sun"]') as HTMLElement).getByText('Jade plant')).toBeTruthy();
    expect(within(document.querySelector('.cs-category[data-cs-target="mid"]') as HTMLElement).getByText('ZZ plant')).toBeTruthy();
    expect(document.querySelectorAll('.cs-pool .cs-card')).toHaveLength(1);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '[try again]' }));
    });
    expect(saves.at(-1)).toEqual({});
    expect(lastSaid(announce)).toBe('player:cards reset');
    expect(document.querySelectorAll('.cs-pool .cs-card')).toHaveLength(3);
  });

  it('falls back to the static HTML without categories', () => {
    render(<BlockHarness<Placements> View={View} root={fragment('<div data-type="cardSorting"><p>Only text</p></div>')} />);
    expect(screen.getByText('Only text')).toBeTruthy();
  });
});
