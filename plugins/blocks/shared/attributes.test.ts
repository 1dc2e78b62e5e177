import { aspectOf, fileNameOf, flag, hasContent, parseAspectRatio, safeUrl } from './attributes';
import { fragment } from './blockHarness.testing';

describe('bd attribute readers', () => {
  it('accepts http(s) and package paths only, resolving relative ones', () => {
    expect(safeUrl('https://x.test/a')).toBe('https://x.test/a');
    expect(safeUrl('//x.test/a')).toBe('https://x.test/a');
    expect(safeUrl('media/a.pdf', { resolve: (p) => `http://c.test/${p}` })).toBe('http://c.test/media/a.pdf');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JavaScript:alert(1)')).toBeNull();
    // What a browser's URL parser ignores cannot hide the scheme from the check.
    const resolve = (p: string) => new URL(p, 'http://c.test/').href;
    expect(safeUrl('java\tscript:alert(1)', { resolve })).toBeNull();
    expect(safeUrl('java\nscript:alert(1)', { resolve })).toBeNull();
    expect(safeUrl('\u0001javascript:alert(1)', { resolve })).toBeNull();
    expect(safeUrl('media/a b.html\n', { resolve })).toBe('http://c.test/media/a%20b.html');
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('data:video/webm;base64,AAAA', { allowData: true })).toBe('data:video/webm;base64,AAAA');
    expect(safeUrl('#top')).toBeNull();
    expect(safeUrl('')).toBeNull();
  });

  it('reads aspect ratios in several spellings', () => {
    expect(parseAspectRatio('16:9')).toBeCloseTo(16 / 9);
    expect(parseAspectRatio('4/3')).toBeCloseTo(4 / 3);
    expect(parseAspectRatio('1.5')).toBe(1.5);
    expect(parseAspectRatio('56.25%')).toBeCloseTo(16 / 9);
    expect(parseAspectRatio('0')).toBeNull();
    expect(parseAspectRatio('wide')).toBeNull();
    const root = fragment('<div data-type="x"><div style="padding-bottom: 75%"><video id="v"></video></div><iframe id="f" width="400" height="300"></iframe></div>');
    expect(aspectOf(root.querySelector('#v')!, root, 2)).toBeCloseTo(4 / 3);
    expect(aspectOf(root.querySelector('#f')!, root, 2)).toBeCloseTo(4 / 3);
    expect(aspectOf(root, root, 2)).toBe(2);
  });

  it('reads flags, content and file names', () => {
    const root = fragment('<div data-type="x" data-a="" data-b="false"><p> </p></div>');
    expect(flag(root, 'data-a')).toBe(true);
    expect(flag(root, 'data-b')).toBe(false);
    expect(flag(root, 'data-c')).toBeNull();
    expect(hasContent(root)).toBe(false);
    expect(hasContent(fragment('<div data-type="x"><img alt=""></div>'))).toBe(true);
    expect(fileNameOf('http://x.test/media/care%20sheet.pdf?v=1#p2')).toBe('care sheet.pdf');
  });
});
