import { fireEvent, render, screen } from '@testing-library/react';
import plugin from '.';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { parseExpandable } from './model';
import View from './View';

const FAQ = `
<div class="eg-content-editor" data-type="expandableBlock">
  <h2>Questions people ask</h2>
  <div class="expandable-item" data-id="q1">
    <h3 class="expandable-title">Why are the tips brown?</h3>
    <div class="expandable-content"><p>Dry air or salts in the soil.</p></div>
  </div>
  <div class="expandable-item" data-id="q2" data-title="Can I use tap water?">
    <p>Usually, yes.</p>
  </div>
</div>`;

describe('expandableBlock registration', () => {
  it('claims the expandableBlock data-type and keeps no state', () => {
    expect(plugin.dataType).toBe('expandableBlock');
    expect(plugin.state).toBeUndefined();
  });
});

describe('expandableBlock fragment parsing', () => {
  it('reads items with marked titles and contents, data-title items, heading levels and the intro', () => {
    const data = parseExpandable(fragment(FAQ));
    expect(data.items.map((i) => [i.id, i.title, i.level, i.content?.textContent?.trim()])).toEqual([
      ['q1', 'Why are the tips brown?', 3, 'Dry air or salts in the soil.'],
      ['q2', 'Can I use tap water?', null, 'Usually, yes.'],
    ]);
    expect(data.intro?.textContent?.trim()).toBe('Questions people ask');
  });

  it('reads native <details> items, their content without the summary and outside any <details>', () => {
    const data = parseExpandable(fragment('<div><details><summary>Title</summary><p>Body</p></details><details><summary>Two</summary></details></div>'));
    expect(data.items.map((i) => [i.id, i.title, i.content?.tagName, i.content?.textContent])).toEqual([
      ['item-1', 'Title', 'DIV', 'Body'],
      ['item-2', 'Two', undefined, undefined],
    ]);
  });

  it('reads an item-less fragment as one item: a leading heading (or data-title) and the rest', () => {
    const a = parseExpandable(fragment('<div data-type="expandableBlock"><h4>Heading</h4><p>Text</p></div>'));
    expect(a.items.map((i) => [i.title, i.level, i.content?.textContent])).toEqual([['Heading', 4, 'Text']]);
    const b = parseExpandable(fragment('<div data-type="expandableBlock" data-title="Attr title"><p>Text</p></div>'));
    expect(b.items.map((i) => [i.title, i.level, i.content?.textContent])).toEqual([['Attr title', null, 'Text']]);
  });

  it('finds no item in a fragment without a title (shown as static HTML), and never throws', () => {
    expect(parseExpandable(fragment('<div><p>Just text</p></div>')).items).toEqual([]);
    expect(parseExpandable(fragment('<div></div>')).items).toEqual([]);
    expect(parseExpandable(fragment('<div><div class="expandable-item"></div></div>')).items).toEqual([]);
  });
});

describe('expandableBlock view', () => {
  it('renders buttons with aria-expanded controlling closed, inert regions; headings kept', () => {
    const { container } = render(<View {...blockViewProps(fragment(FAQ))} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual([
      ['Why are the tips brown?', 'false'],
      ['Can I use tap water?', 'false'],
    ]);
    expect(buttons[0]!.closest('h3')).not.toBeNull();
    expect(buttons[1]!.closest('h1, h2, h3, h4, h5, h6')).toBeNull();
    const panel = document.getElementById(buttons[0]!.getAttribute('aria-controls')!)!;
    expect(panel.hasAttribute('inert')).toBe(true);
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-labelledby')).toBe(buttons[0]!.id);
    expect(container.querySelector('.xb-intro')!.textContent).toContain('Questions people ask');
  });

  it('opens and closes an item on its own', () => {
    render(<View {...blockViewProps(fragment(FAQ))} />);
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(first!.getAttribute('aria-controls')!)!.hasAttribute('inert')).toBe(false);
    expect(second!.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a title without content as text, not a button', () => {
    render(<View {...blockViewProps(fragment('<div><details><summary>Only a title</summary></details></div>'))} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Only a title')).toBeTruthy();
  });

  it('drops the region role for long lists', () => {
    const many = Array.from({ length: 7 }, (_, i) => `<details><summary>T${i}</summary><p>B${i}</p></details>`).join('');
    const { container } = render(<View {...blockViewProps(fragment(`<div>${many}</div>`))} />);
    expect(container.querySelectorAll('[role=region]').length).toBe(0);
  });
});
