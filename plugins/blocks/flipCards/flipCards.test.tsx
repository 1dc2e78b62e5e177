import { fireEvent, render, screen } from '@testing-library/react';
import plugin from '.';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { parseFlipCards, toggleFlip } from './model';
import View from './View';

const CARDS = `
<div class="eg-content-editor" data-type="flipCards">
  <h2>Which light?</h2>
  <div class="flip-card-wrapper" data-id="c1">
    <div class="flip-card-front"><p>Snake plant</p></div>
    <div class="flip-card-back"><p>Low to bright, indirect light</p></div>
  </div>
  <div class="flip-card-wrapper" data-id="c2">
    <div class="flip-card-inner">
      <div><p>Cactus</p></div>
      <div><p>Full sun</p><img src="sun.svg" alt="a sun"></div>
    </div>
  </div>
</div>`;

describe('flipCards registration', () => {
  it('claims the flipCards data-type and keeps no state', () => {
    expect(plugin.dataType).toBe('flipCards');
    expect(plugin.state).toBeUndefined();
    expect(plugin.ownsChildren).toBeFalsy();
  });
});

describe('flipCards fragment parsing', () => {
  it('reads marked sides, positional sides through a wrapping element, ids and the intro', () => {
    const data = parseFlipCards(fragment(CARDS));
    expect(data.cards.map((c) => [c.id, c.frontText, c.backText])).toEqual([
      ['c1', 'Snake plant', 'Low to bright, indirect light'],
      ['c2', 'Cactus', 'Full sun a sun'],
    ]);
    expect(data.intro?.textContent?.trim()).toBe('Which light?');
    expect(data.intro?.querySelector('.flip-card-wrapper')).toBeNull();
  });

  it('reads data-side attributes and gives ids to cards without one (or with a repeated one)', () => {
    const data = parseFlipCards(
      fragment(`<div data-type="flipCards">
        <div class="flip-card-wrapper"><div data-side="back">B1</div><div data-side="front">F1</div></div>
        <div class="flip-card-wrapper" data-id="x"><div class="front">F2</div><div class="back">B2</div></div>
        <div class="flip-card-wrapper" data-id="x"><div class="front">F3</div><div class="back">B3</div></div>
      </div>`),
    );
    expect(data.cards.map((c) => [c.id, c.frontText, c.backText])).toEqual([
      ['card-1', 'F1', 'B1'],
      ['x', 'F2', 'B2'],
      ['card-3', 'F3', 'B3'],
    ]);
    expect(data.intro).toBeNull();
  });

  it('leaves out a card without two sides, and finds nothing in odd markup (never throws)', () => {
    expect(parseFlipCards(fragment('<div><div class="flip-card-wrapper"><p>only one</p></div></div>')).cards).toEqual([]);
    expect(parseFlipCards(fragment('<div><p>no cards at all</p></div>')).cards).toEqual([]);
    expect(parseFlipCards(fragment('<div></div>')).cards).toEqual([]);
  });

  it('does not change the fragment it reads', () => {
    const root = fragment(CARDS);
    const before = root.outerHTML;
    parseFlipCards(root);
    expect(root.outerHTML).toBe(before);
  });

  it('toggles a card and back', () => {
    const once = toggleFlip(new Set(), 'a');
    expect([...once]).toEqual(['a']);
    expect([...toggleFlip(once, 'a')]).toEqual([]);
  });
});

describe('flipCards view', () => {
  it('shows every card with a flip button named by its front, the back out of the reading order', () => {
    const { container } = render(<View {...blockViewProps(fragment(CARDS))} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['[click to flip]: Snake plant', '[click to flip]: Cactus']);
    expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    const card = container.querySelector('[data-card-id="c1"]')!;
    expect(card.querySelector('.fc-front')!.hasAttribute('inert')).toBe(false);
    expect(card.querySelector('.fc-back')!.hasAttribute('inert')).toBe(true);
    expect(card.querySelector('.fc-back')!.textContent).toContain('Low to bright');
  });

  it('flips with the button, announces the back, and flips back announcing the front', () => {
    const announce = jest.fn();
    const { container } = render(<View {...blockViewProps(fragment(CARDS), { announce })} />);
    const button = screen.getAllByRole('button')[0]!;
    fireEvent.click(button);
    const card = container.querySelector('[data-card-id="c1"]')!;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(card.classList.contains('is-flipped')).toBe(true);
    expect(card.querySelector('.fc-back')!.hasAttribute('inert')).toBe(false);
    expect(card.querySelector('.fc-front')!.hasAttribute('inert')).toBe(true);
    expect(announce).toHaveBeenLastCalledWith('Low to bright, indirect light');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(announce).toHaveBeenLastCalledWith('Snake plant');
    // the other card is untouched
    expect(container.querySelector('[data-card-id="c2"]')!.classList.contains('is-flipped')).toBe(false);
  });

  it('flips on a click anywhere on the card, but not on a link inside it', () => {
    const root = fragment(`<div data-type="flipCards"><div class="flip-card-wrapper" data-id="a">
      <div class="flip-card-front"><p>Front <a href="https://example.org/">link</a></p></div>
      <div class="flip-card-back"><p>Back</p></div></div></div>`);
    const { container } = render(<View {...blockViewProps(root)} />);
    fireEvent.click(container.querySelector('.fc-front p')!);
    expect(container.querySelector('.fc-card')!.classList.contains('is-flipped')).toBe(true);
    fireEvent.click(container.querySelector('.fc-back p')!);
    expect(container.querySelector('.fc-card')!.classList.contains('is-flipped')).toBe(false);
    fireEvent.click(container.querySelector('.fc-front a')!);
    expect(container.querySelector('.fc-card')!.classList.contains('is-flipped')).toBe(false);
  });

  it('flips on a click on the card inside a focusable page region (main tabindex=-1)', () => {
    const main = document.body.appendChild(document.createElement('main'));
    main.tabIndex = -1;
    const { container } = render(<View {...blockViewProps(fragment(CARDS))} />, { container: main });
    fireEvent.click(container.querySelector('.fc-front p')!);
    expect(container.querySelector('.fc-card')!.classList.contains('is-flipped')).toBe(true);
    main.remove();
  });

  it('shows a fragment without cards as its static HTML', () => {
    const root = fragment('<div data-type="flipCards"><p>Just text</p></div>');
    const { container } = render(<View {...blockViewProps(root)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('Just text');
  });
});
