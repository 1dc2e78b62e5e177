import { createElement } from 'react';
import { render } from '@testing-library/react';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { LAYOUT_TYPES, parseLayout, widthOf, type Layout } from './model';
import block from './index';
import View from './View';

const texts = (layout: Layout) => (layout.kind === 'columns' ? layout.columns.map((c) => c.nodes.map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim()) : []);
const roles = (layout: Layout) => (layout.kind === 'columns' ? layout.columns.map((c) => c.role) : []);

const col = (inner: string, width = 50) => `<div class="column" style="display:inline-block; width:${width}%; vertical-align:top">${inner}</div>`;
const IMG = '<p><img src="media/fern.svg" alt="A fern" width="480" height="360"></p>';

describe('registration', () => {
  it('claims every text and image layout with one view', () => {
    expect([block.dataType, ...(block.aliases ?? [])].sort()).toEqual([...LAYOUT_TYPES].sort());
    expect(block.state).toBeUndefined();
    expect(block.ownsChildren).toBeFalsy();
  });
});

describe('parseLayout: which parts go into which column', () => {
  it('reads the columns of a two-column text fragment in order', () => {
    const layout = parseLayout(fragment(`<div class="eg-content-editor" data-type="textEditorTwoColumns">${col('<h3>Left</h3><p>One</p>')}${col('<p>Two</p><ul><li>a</li></ul>')}</div>`), 'textEditorTwoColumns');
    expect(layout).toMatchObject({ kind: 'columns', arrangement: 'row', widths: null });
    expect(texts(layout)).toEqual(['LeftOne', 'Twoa']);
    expect(roles(layout)).toEqual(['text', 'text']);
  });

  it('reads three columns and keeps unequal author widths as shares', () => {
    const layout = parseLayout(
      fragment(`<div class="eg-content-editor" data-type="textEditorThreeColumns">${col('<p>A</p>', 25)}${col('<p>B</p>', 50)}${col('<p>C</p>', 25)}</div>`),
      'textEditorThreeColumns',
    );
    expect(texts(layout)).toEqual(['A', 'B', 'C']);
    expect(layout.kind === 'columns' && layout.widths).toEqual([25, 50, 25]);
  });

  it('drops equal widths (33% each is just three equal columns) and clamps extreme ones', () => {
    const equal = parseLayout(fragment(`<div data-type="textEditorThreeColumns">${col('<p>A</p>', 33)}${col('<p>B</p>', 33)}${col('<p>C</p>', 33)}</div>`), 'textEditorThreeColumns');
    expect(equal.kind === 'columns' && equal.widths).toBeNull();
    const skewed = parseLayout(fragment(`<div data-type="imageInTheLeft">${col(IMG, 5)}${col('<p>Text</p>', 95)}</div>`), 'imageInTheLeft');
    expect(skewed.kind === 'columns' && skewed.widths).toEqual([20, 80]);
  });

  it('reads a column width from data-width or the style', () => {
    expect(widthOf(fragment('<div data-width="40"></div>'))).toBe(40);
    expect(widthOf(fragment('<div style="flex-basis: 60%"></div>'))).toBe(60);
    expect(widthOf(fragment('<div style="width: 300px"></div>'))).toBeNull();
  });

  it('marks the image column of imageInTheLeft / imageInTheRight in markup order', () => {
    const left = parseLayout(fragment(`<div data-type="imageInTheLeft">${col(IMG)}${col('<h3>Fern</h3><p>Likes shade.</p>')}</div>`), 'imageInTheLeft');
    expect(roles(left)).toEqual(['media', 'text']);
    const right = parseLayout(fragment(`<div data-type="imageInTheRight">${col('<p>Likes shade.</p>')}${col(IMG)}</div>`), 'imageInTheRight');
    expect(roles(right)).toEqual(['text', 'media']);
    expect(right.kind === 'columns' && right.columns[1].images).toBe(1);
  });

  it('counts a figure with its caption as an image column, and text with an image as mixed', () => {
    const layout = parseLayout(
      fragment(`<div data-type="imageEditorTwoColumns">${col('<figure><img src="a.svg" alt="A"><figcaption>Caption</figcaption></figure>')}${col('<p>Text <img src="i.svg" alt=""> inline</p>')}</div>`),
      'imageEditorTwoColumns',
    );
    expect(roles(layout)).toEqual(['media', 'mixed']);
  });

  it('stacks imageOnTheBottom: text first, image under it', () => {
    const layout = parseLayout(fragment(`<div data-type="imageOnTheBottom">${col('<p>Above</p>')}${col(IMG)}</div>`), 'imageOnTheBottom');
    expect(layout).toMatchObject({ kind: 'columns', arrangement: 'stack' });
    expect(roles(layout)).toEqual(['text', 'media']);
  });

  it('takes the whole fragment as one column for one-column types without wrappers (the common shape)', () => {
    const layout = parseLayout(
      fragment('<div class="eg-content-editor" data-type="imageEditorOneColumn"><h3>Zones</h3><p><img src="media/z.svg" alt="Zones"></p><ul><li>Bright</li></ul></div>'),
      'imageEditorOneColumn',
    );
    expect(layout).toMatchObject({ kind: 'columns', arrangement: 'stack' });
    expect(texts(layout)).toEqual(['ZonesBright']);
    expect(roles(layout)).toEqual(['mixed']);
    expect(texts(parseLayout(fragment('<div data-type="textEditorOneColumn"><p>Just text.</p></div>'), 'textEditorOneColumn'))).toEqual(['Just text.']);
  });

  it('splits image-side layouts without wrappers into an image column and a text column', () => {
    const html = `<div data-type="X"><h3>Pothos</h3>${IMG}<p>Trails happily.</p></div>`;
    const left = parseLayout(fragment(html), 'imageInTheLeft');
    expect(roles(left)).toEqual(['media', 'text']);
    expect(texts(left)).toEqual(['', 'PothosTrails happily.']);
    expect(roles(parseLayout(fragment(html), 'imageInTheRight'))).toEqual(['text', 'media']);
    const bottom = parseLayout(fragment(html), 'imageOnTheBottom');
    expect(bottom).toMatchObject({ arrangement: 'stack' });
    expect(roles(bottom)).toEqual(['text', 'media']);
  });

  it('shows an image-side layout with no image, or only an image, as one column', () => {
    expect(roles(parseLayout(fragment('<div><p>No picture here.</p></div>'), 'imageInTheLeft'))).toEqual(['text']);
    expect(roles(parseLayout(fragment(`<div>${IMG}</div>`), 'imageInTheRight'))).toEqual(['media']);
  });

  it('reads columns wrapped in one row element', () => {
    const layout = parseLayout(fragment(`<div data-type="textEditorTwoColumns"><div class="row">${col('<p>A</p>')}${col('<p>B</p>')}</div></div>`), 'textEditorTwoColumns');
    expect(texts(layout)).toEqual(['A', 'B']);
  });

  it('keeps an empty column in the row (it is dropped when the columns stack)', () => {
    const layout = parseLayout(fragment(`<div data-type="textEditorTwoColumns">${col('<p>A</p>')}${col('<p>&nbsp;</p>')}</div>`), 'textEditorTwoColumns');
    expect(roles(layout)).toEqual(['text', 'empty']);
  });

  it('does not take a column nested inside a column for a column of the layout', () => {
    const layout = parseLayout(fragment(`<div data-type="textEditorTwoColumns">${col(`<p>A</p>${col('<p>inner</p>')}`)}${col('<p>B</p>')}</div>`), 'textEditorTwoColumns');
    expect(texts(layout)).toEqual(['Ainner', 'B']);
  });
});

describe('parseLayout: lenient fallback to the static fragment', () => {
  it.each([
    ['two columns without wrappers', '<div><p>A</p><p>B</p></div>', 'textEditorTwoColumns'],
    ['three columns without wrappers', '<div><p>A</p></div>', 'imageEditorThreeColumns'],
    ['content outside the columns', `<div><p>Stray</p>${col('<p>A</p>')}${col('<p>B</p>')}</div>`, 'textEditorTwoColumns'],
    ['columns at different depths', `<div>${col('<p>A</p>')}<div>${col('<p>B</p>')}</div></div>`, 'textEditorTwoColumns'],
    ['only empty columns', `<div>${col('')}${col(' ')}</div>`, 'textEditorTwoColumns'],
    ['an empty fragment', '<div data-type="textEditorOneColumn"> </div>', 'textEditorOneColumn'],
  ])('%s', (_, html, type) => {
    expect(parseLayout(fragment(html), type).kind).toBe('static');
  });

  it('treats an unknown data-type as one column', () => {
    expect(roles(parseLayout(fragment('<div><p>x</p></div>'), 'somethingElse'))).toEqual(['text']);
  });
});

describe('the view', () => {
  const props = (root: Element, dataType: string) =>
    blockViewProps(root, { dataType, imageUrl: (p: string, w: number, h: number) => `${p}?width=${w}&height=${h}&scaleBySmallerSide=true` });

  it('renders each column with its content, sized images and the layout classes', () => {
    const root = fragment(`<div data-type="imageInTheLeft">${col('<p><img src="media/fern.svg" alt="A fern" style="width: 480px; height: 360px"></p>', 40)}${col('<h3>Fern</h3><p><a href="https://example.org" target="_blank">More</a> <em>shade</em></p>', 60)}</div>`);
    const { container } = render(createElement(View, props(root, 'imageInTheLeft')));
    const layout = container.querySelector('.bl-layout')!;
    expect(layout.className).toContain('bl-imageInTheLeft');
    expect(layout.className).toContain('bl-media-start');
    expect(layout.getAttribute('data-columns')).toBe('2');
    expect((layout as HTMLElement).style.getPropertyValue('--bl-template')).toBe('minmax(0, 40fr) minmax(0, 60fr)');
    const cols = container.querySelectorAll('.bl-col');
    expect([...cols].map((c) => c.className)).toEqual(['bl-col bl-col-media', 'bl-col bl-col-text']);
    const img = cols[0].querySelector('img')!;
    expect(img.getAttribute('src')).toBe('media/fern.svg?width=480&height=360&scaleBySmallerSide=true');
    expect(img.getAttribute('alt')).toBe('A fern');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('style')]).toEqual(['480', '360', null]);
    expect(cols[1].querySelector('h3')?.textContent).toBe('Fern');
    expect(cols[1].querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(cols[1].querySelector('em')?.textContent).toBe('shade');
    // The fragment itself is never changed.
    expect(root.querySelector('img')?.getAttribute('src')).toBe('media/fern.svg');
  });

  it('leaves an image of unknown size at its URL, in a reserved box', () => {
    const root = fragment('<div data-type="imageEditorOneColumn"><p><img src="media/z.svg" alt="Zones"></p><p>Text with <img src="media/icon.svg" alt="icon"> inside.</p></div>');
    const { container } = render(createElement(View, props(root, 'imageEditorOneColumn')));
    const [big, inline] = container.querySelectorAll('img');
    expect(big.getAttribute('src')).toBe('media/z.svg');
    expect(big.classList.contains('bl-img-unsized')).toBe(true);
    expect(inline.classList.contains('bl-img-unsized')).toBe(false);
    expect(big.getAttribute('loading')).toBe('lazy');
  });

  it("keeps the author's width when only the width is given (attribute, px or % style), never the whole column", () => {
    const root = fragment(
      `<div data-type="imageInTheLeft">${col('<p><img src="media/icon.png" alt="Leaf" width="90"></p><p><img src="media/b.png" alt="" style="width: 90px; border: 0"></p><p><img src="media/c.png" alt="" style="width: 12.5%;"></p>', 30)}${col('<p>Text</p>', 70)}</div>`,
    );
    const { container } = render(createElement(View, props(root, 'imageInTheLeft')));
    const [attr, px, pct] = container.querySelectorAll('img');
    expect([attr.getAttribute('width'), attr.getAttribute('height'), attr.className]).toEqual(['90', null, 'bl-img-width-only']);
    expect([px.getAttribute('width'), px.getAttribute('style'), px.className]).toEqual(['90', 'border: 0', 'bl-img-width-only']);
    expect([pct.getAttribute('width'), pct.getAttribute('style'), pct.className]).toEqual([null, 'width: 12.5%;', 'bl-img-width-only']);
    // Without a height the URL is not sized (SPEC 9.4 needs both).
    expect(attr.getAttribute('src')).toBe('media/icon.png');
  });

  it('an image of unknown size waits in the reserved box, then takes its natural size', () => {
    const root = fragment(`<div data-type="imageInTheLeft">${col('<p><img src="media/icon.png" alt="Leaf"></p>')}${col('<p>Text</p>')}</div>`);
    const { container } = render(createElement(View, props(root, 'imageInTheLeft')));
    const img = container.querySelector('img')!;
    expect(img.className).toBe('bl-img-unsized');
    Object.defineProperties(img, { complete: { value: true }, naturalWidth: { value: 90 }, naturalHeight: { value: 90 } });
    img.dispatchEvent(new Event('load'));
    expect([img.getAttribute('width'), img.getAttribute('height'), img.className]).toEqual(['90', '90', '']);
  });

  it('drops empty columns from a stacked layout', () => {
    const root = fragment(`<div data-type="imageOnTheBottom">${col('<p>Text</p>')}${col('')}${col(IMG)}</div>`);
    const { container } = render(createElement(View, props(root, 'imageOnTheBottom')));
    expect(container.querySelectorAll('.bl-col').length).toBe(2);
    expect(container.querySelector('.bl-layout')?.className).toContain('bl-stack');
  });

  it('shows unexpected markup as the whole static fragment', () => {
    const root = fragment('<div data-type="textEditorTwoColumns"><h3>Title</h3><p>Not in columns.</p></div>');
    const { container } = render(createElement(View, props(root, 'textEditorTwoColumns')));
    expect(container.querySelector('.bl-static')?.textContent).toBe('TitleNot in columns.');
    expect(container.querySelector('.bl-col')).toBeNull();
  });
});
