import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { flag, parseTableBlock, type TableBlock } from './model';
import block from './index';
import View from './View';

type Parsed = Extract<TableBlock, { kind: 'table' }>;
const parse = (html: string) => parseTableBlock(fragment(html), 'label-1') as Parsed;
/** The table as rows of "tag[scope]:text" cells, with the section of each row. */
const shape = (t: HTMLTableElement) =>
  [...t.rows].map((r) => `${r.parentElement!.localName}: ${[...r.cells].map((c) => `${c.localName}${c.getAttribute('scope') ? `[${c.getAttribute('scope')}]` : ''}:${c.textContent}`).join(' | ')}`);

const BODY = '<tr><td>Fern</td><td>Shade</td></tr><tr><td>Cactus</td><td>Sun</td></tr>';

describe('registration', () => {
  it('is the tableBlock block, without learner state', () => {
    expect(block.dataType).toBe('tableBlock');
    expect(block.state).toBeUndefined();
  });
});

describe('flags', () => {
  it('reads true, 1 and a bare attribute as on; false and 0 as off; absent as unknown', () => {
    const el = fragment('<div a="true" b="1" c="" d="false" e="0"></div>');
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => flag(el, n))).toEqual([true, true, true, false, false, null]);
  });
});

describe('parseTableBlock: headers and scopes', () => {
  it('keeps a thead of th cells as column headers', () => {
    const p = parse(`<div><table><thead><tr><th>Plant</th><th>Light</th></tr></thead><tbody>${BODY}</tbody></table></div>`);
    expect(shape(p.table)).toEqual(['thead: th[col]:Plant | th[col]:Light', 'tbody: td:Fern | td:Shade', 'tbody: td:Cactus | td:Sun']);
    expect(p).toMatchObject({ headerRow: true, headerColumn: false, rows: 3, columns: 2 });
  });

  it('moves a first row of only th cells into a thead', () => {
    const p = parse(`<div><table><tbody><tr><th>Plant</th><th>Light</th></tr>${BODY}</tbody></table></div>`);
    expect(shape(p.table)[0]).toBe('thead: th[col]:Plant | th[col]:Light');
    expect(p.table.tHead?.nextElementSibling?.localName).toBe('tbody');
  });

  it('makes the first row headers with data-header-row, and the first column with data-header-column', () => {
    const p = parse(`<div data-header-row="true" data-header-column="true"><table><tr><td>Plant</td><td>Light</td></tr>${BODY}</table></div>`);
    expect(shape(p.table)).toEqual(['thead: th[col]:Plant | th[col]:Light', 'tbody: th[row]:Fern | td:Shade', 'tbody: th[row]:Cactus | td:Sun']);
    expect(p).toMatchObject({ headerRow: true, headerColumn: true });
  });

  it('reads the flags from the table too, and a false flag turns author headers into data cells', () => {
    const p = parse(`<div><table data-header-row="false"><tr><th>Plant</th><th>Light</th></tr>${BODY}</table></div>`);
    expect(shape(p.table)[0]).toBe('tbody: td:Plant | td:Light');
    expect(p.headerRow).toBe(false);
  });

  it('finds row headers the author made, and gives spanning headers group scopes', () => {
    const p = parse('<div><table><thead><tr><th></th><th colspan="2">Water</th></tr></thead><tbody><tr><th rowspan="2">Fern</th><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></tbody></table></div>');
    expect(shape(p.table)).toEqual(['thead: th[col]: | th[colgroup]:Water', 'tbody: th[rowgroup]:Fern | td:a | td:b', 'tbody: td:c | td:d']);
  });

  it('keeps a valid author scope and adds none to data cells', () => {
    const p = parse('<div><table><tr><th scope="row">A</th><td scope="col">1</td></tr></table></div>');
    expect(shape(p.table)).toEqual(['tbody: th[row]:A | td:1']);
  });

  it('leaves a table without headers or flags as data cells', () => {
    expect(shape(parse(`<div><table>${BODY}</table></div>`).table)).toEqual(['tbody: td:Fern | td:Shade', 'tbody: td:Cactus | td:Sun']);
  });

  it('drops fixed sizes from the table and its cells, keeping other styles', () => {
    const p = parse('<div><table width="600" style="width: 600px; border: 1px solid"><tr><td style="min-width: 300px; color: red" height="40">A</td></tr></table></div>');
    expect(p.table.getAttribute('width')).toBeNull();
    expect(p.table.getAttribute('style')).toBe('border: 1px solid');
    expect(p.table.rows[0].cells[0].getAttribute('style')).toBe('color: red');
    expect(p.table.rows[0].cells[0].getAttribute('height')).toBeNull();
  });
});

describe('parseTableBlock: the parts around the table and its name', () => {
  it('splits the parts before and after the table, and names the region by the caption', () => {
    const root = fragment(`<div><h3>Light needs</h3><p>Lead.</p><table><caption>Plants and light</caption>${BODY}</table><p>Note.</p></div>`);
    const p = parseTableBlock(root, 'label-1') as Parsed;
    expect(p.before.map((n) => n.textContent)).toEqual(['Light needs', 'Lead.']);
    expect(p.after.map((n) => n.textContent)).toEqual(['Note.']);
    expect(p.label).toBe('caption');
    expect(p.caption.map((n) => n.textContent)).toEqual(['Plants and light']);
    // The caption moves out of the table (it is shown above the scroll region) and labels it.
    expect(p.table.caption).toBeNull();
    expect(p.table.getAttribute('aria-labelledby')).toBe('label-1');
    // The fragment itself is not changed.
    expect(root.querySelector('caption')?.textContent).toBe('Plants and light');
  });

  it('makes a caption from data-caption, or from a figure caption around the table', () => {
    expect(parse(`<div data-caption="From the attribute"><table>${BODY}</table></div>`).caption.map((n) => n.textContent)).toEqual(['From the attribute']);
    const p = parse(`<div><figure><table>${BODY}</table><figcaption>From the <em>figure</em></figcaption></figure></div>`);
    expect(p.caption.map((n) => n.textContent).join('')).toBe('From the figure');
    expect(p.label).toBe('caption');
  });

  it('names the region by the heading just before the table when there is no caption', () => {
    const p = parse(`<div><h3>Light needs</h3><table>${BODY}</table></div>`);
    expect(p.label).toBe('heading');
    expect((p.before[0] as Element).id).toBe('label-1');
    expect(p.table.getAttribute('aria-labelledby')).toBe('label-1');
  });

  it('has no name of its own when neither exists (the view uses a generic one)', () => {
    const p = parse(`<div><p>Lead.</p><table><caption> </caption>${BODY}</table></div>`);
    expect(p.label).toBe('none');
    expect(p.table.caption).toBeNull();
    expect(p.table.hasAttribute('aria-labelledby')).toBe(false);
  });

  it.each([
    ['no table', '<div><p>No table.</p></div>'],
    ['a table without rows', '<div><table></table></div>'],
  ])('falls back to the static fragment for %s', (_, html) => {
    expect(parseTableBlock(fragment(html), 'x').kind).toBe('static');
  });
});

describe('the view', () => {
  const view = (html: string) =>
    render(createElement(View, blockViewProps(fragment(html), { t: (k: string) => (k === 'player:table' ? 'Table' : k) })));

  it('renders a real table in a region named by its caption, shown above it', () => {
    const { container } = view(`<div data-header-row="true"><table><caption>Plants and light</caption><tr><td>Plant</td><td>Light</td></tr>${BODY}</table></div>`);
    expect(container.querySelector('.bl-table-caption + .bl-table-scroll')).not.toBeNull();
    const region = screen.getByRole('region', { name: 'Plants and light' });
    expect(screen.getByRole('table', { name: 'Plants and light' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Plant', 'Light']);
    expect(region.style.getPropertyValue('--bl-table-columns')).toBe('2');
    // jsdom has no layout: nothing overflows, so the region is not a tab stop.
    expect(region.hasAttribute('tabindex')).toBe(false);
  });

  it('uses the generic name when the table has no caption or heading', () => {
    view(`<div><table>${BODY}</table></div>`);
    expect(screen.getByRole('region', { name: 'Table' })).toBeTruthy();
  });

  it('renders the parts around the table', () => {
    const { container } = view(`<div><h3>Needs</h3><table>${BODY}</table><p>Note.</p></div>`);
    expect(screen.getByRole('region', { name: 'Needs' })).toBeTruthy();
    expect(container.querySelector('.bl-table-after')?.textContent).toBe('Note.');
  });

  it('renders a fragment without a table as static HTML', () => {
    const { container } = view('<div><p>No table.</p></div>');
    expect(container.querySelector('.bl-static')?.textContent).toBe('No table.');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
