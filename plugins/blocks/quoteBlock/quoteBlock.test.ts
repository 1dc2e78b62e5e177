import { createElement } from 'react';
import { render } from '@testing-library/react';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { parseQuote, type Quote } from './model';
import block from './index';
import View from './View';

const text = (nodes: Node[]) => nodes.map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim();
const parts = (q: Quote) => (q.kind === 'quote' ? { text: text(q.text), author: text(q.author), authorText: q.authorText } : q);

describe('registration', () => {
  it('is the quoteBlock block, without learner state', () => {
    expect(block.dataType).toBe('quoteBlock');
    expect(block.state).toBeUndefined();
  });
});

describe('parseQuote', () => {
  it('reads the decided shape: blockquote and .quote-author', () => {
    const q = parseQuote(fragment('<div data-type="quoteBlock"><blockquote><p>Water the <em>soil</em>, not the leaves.</p></blockquote><p class="quote-author">Hana, grower</p></div>'));
    expect(parts(q)).toEqual({ text: 'Water the soil, not the leaves.', author: 'Hana, grower', authorText: '' });
  });

  it('reads a .quote-text and a data-author attribute', () => {
    const q = parseQuote(fragment('<div data-author="Old proverb"><div class="quote-text"><p>Slow roots, strong plant.</p></div></div>'));
    expect(parts(q)).toEqual({ text: 'Slow roots, strong plant.', author: '', authorText: 'Old proverb' });
  });

  it('prefers marked-up author over the attribute', () => {
    expect(parts(parseQuote(fragment('<div data-author="Attr"><blockquote><p>Q</p></blockquote><footer>Markup</footer></div>')))).toMatchObject({ author: 'Markup', authorText: '' });
  });

  it('takes a footer inside the blockquote as the author, out of the quote text', () => {
    const q = parseQuote(fragment('<div><blockquote><p>Less is more.</p><footer>— A. Gardener</footer></blockquote></div>'));
    expect(parts(q)).toEqual({ text: 'Less is more.', author: 'A. Gardener', authorText: '' });
  });

  it('takes a cite standing alone in its paragraph as the author, and removes the typed dash', () => {
    const q = parseQuote(fragment('<div><p>Plants grow toward the light.</p><p>— <cite>Sam</cite></p></div>'));
    expect(parts(q)).toEqual({ text: 'Plants grow toward the light.', author: 'Sam', authorText: '' });
  });

  it('leaves a cite inside a sentence in the quote (a title, not the author)', () => {
    const q = parseQuote(fragment('<div><p>As <cite>The Potting Shed</cite> says, drain well.</p></div>'));
    expect(parts(q)).toEqual({ text: 'As The Potting Shed says, drain well.', author: '', authorText: '' });
  });

  it('reads a fragment of plain paragraphs as the quote without an author', () => {
    expect(parts(parseQuote(fragment('<div><p>One.</p><p>Two.</p></div>')))).toEqual({ text: 'One.Two.', author: '', authorText: '' });
  });

  it('does not change the fragment', () => {
    const root = fragment('<div><blockquote><p>Q</p><footer>F</footer></blockquote></div>');
    parseQuote(root);
    expect(root.querySelector('footer')?.textContent).toBe('F');
  });

  it.each([
    ['no quote text', '<div><p class="quote-author">Only an author</p></div>'],
    ['an empty fragment', '<div> </div>'],
    ['content beside the blockquote', '<div><p>Intro.</p><blockquote><p>Q</p></blockquote></div>'],
  ])('falls back to the static fragment for %s', (_, html) => {
    expect(parseQuote(fragment(html)).kind).toBe('static');
  });
});

describe('the view', () => {
  const view = (html: string) =>
    render(createElement(View, blockViewProps(fragment(html))));

  it('renders a semantic blockquote in a figure, with the author as its caption', () => {
    const { container } = view('<div><blockquote><p>Water the <em>soil</em>.</p></blockquote><p class="quote-author">Hana</p></div>');
    const figure = container.querySelector('figure.bl-quote')!;
    expect(figure.querySelector('blockquote em')?.textContent).toBe('soil');
    expect(figure.querySelector('figcaption')?.textContent).toBe('Hana');
    expect(figure.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders a plain-text author from the attribute', () => {
    const { container } = view('<div data-author="Proverb"><p>Slow roots.</p></div>');
    expect(container.querySelector('figcaption')?.textContent).toBe('Proverb');
  });

  it('renders unexpected markup as static HTML', () => {
    const { container } = view('<div><p class="quote-author">Only an author</p></div>');
    expect(container.querySelector('blockquote')).toBeNull();
    expect(container.querySelector('.bl-static')?.textContent).toBe('Only an author');
  });
});
