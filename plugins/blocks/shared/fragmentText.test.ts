import { hasContent, outermost, remainderOf, shorten, textOf, uniqueIds } from './fragmentText';
import { loadChildren } from './childFragments';

const el = (html: string): Element => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
};

describe("bb's fragment helpers", () => {
  it('reads text with alt text, block boundaries as spaces', () => {
    expect(textOf(el('<div><h3>Title</h3><p>One<br>two <img alt="pic"></p></div>'))).toBe('Title One two pic');
    expect(textOf(null)).toBe('');
  });

  it('tells markup with something to show from empty markup', () => {
    expect(hasContent(el('<div><p> </p></div>'))).toBe(false);
    expect(hasContent(el('<div><img src="x"></div>'))).toBe(true);
    expect(hasContent(el('<div>x</div>'))).toBe(true);
  });

  it('copies the markup around items, pruning the containers they leave empty, without touching the original', () => {
    const root = el('<div><h2>Intro</h2><section><div class="i">A</div><div class="i">B</div></section><p>After</p></div>');
    const before = root.outerHTML;
    const rest = remainderOf(root, Array.from(root.querySelectorAll('.i')));
    expect(rest?.innerHTML).toBe('<h2>Intro</h2><p>After</p>');
    expect(root.outerHTML).toBe(before);
    expect(remainderOf(el('<div><div class="i">A</div></div>'), [])?.textContent).toBe('A');
    const only = el('<div><div class="i">A</div></div>');
    expect(remainderOf(only, [only.firstElementChild!])).toBeNull();
  });

  it('finds outermost matches only', () => {
    const root = el('<div><div class="i" id="a"><div class="i" id="b"></div></div><div class="i" id="c"></div></div>');
    expect(outermost(root, '.i').map((e) => e.id)).toEqual(['a', 'c']);
  });

  it('makes ids unique', () => {
    expect(uniqueIds(['a', null, 'a', '', 'item-2'], 'item')).toEqual(['a', 'item-2', 'item-3', 'item-4', 'item-5']);
  });

  it('shortens at a word', () => {
    expect(shorten('short')).toBe('short');
    expect(shorten('one two three four', 10)).toBe('one two…');
  });

  it('loads children depth first, a failed child as root null, never rejecting', async () => {
    const tree = [{ id: 'a', children: [{ id: 'b', children: [] }] }, { id: 'x', children: [] }];
    const got = await loadChildren(tree, (ref) => (ref.id === 'x' ? Promise.reject(new Error('404')) : Promise.resolve(el(`<div data-type="t${ref.id}"></div>`))));
    expect(got.map((c) => [c.ref.id, c.dataType, c.children.map((k) => k.dataType)])).toEqual([
      ['a', 'ta', ['tb']],
      ['x', '', []],
    ]);
  });
});
