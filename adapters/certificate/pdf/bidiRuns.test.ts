import { bidiParagraph, runText, visualRuns } from './bidiRuns';

/** Latin letters and digits, and a space between two of them, in one font; the rest in the other (as the chooser's sticky rule does). */
const fontOf = (text: string) => (i: number) => {
  const latin = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);
  return latin(text[i]) || (text[i] === ' ' && latin(text[i - 1]) && latin(text[i + 1])) ? 'latin-font' : 'rtl-font';
};

function visual(text: string, direction: 'ltr' | 'rtl') {
  const paragraph = bidiParagraph(text, direction);
  return visualRuns(paragraph, 0, text.length, fontOf(text)).map((run) => ({ text: runText(paragraph, run), level: run.level }));
}

describe('bidi runs', () => {
  it('keeps an LTR line one run per font, in logical order', () => {
    expect(visual('Hello world', 'ltr')).toEqual([{ text: 'Hello world', level: 0 }]);
  });

  it('puts the Latin number of an Arabic title where an RTL reader expects it', () => {
    // Logical: [Arabic words] ISO 9001 [Arabic]; visually the last Arabic word is leftmost, each keeping its space.
    const runs = visual('نظام ISO 9001 للجودة', 'rtl');
    expect(runs.map((r) => r.text)).toEqual([' للجودة', 'ISO 9001', 'نظام ']);
    expect(runs.map((r) => r.level)).toEqual([1, 2, 1]);
  });

  it('mirrors brackets in an RTL run and drops bidi marks and the ends\' spaces', () => {
    const runs = visual(' \u200fمحمد (أحمد) ', 'rtl');
    expect(runs.map((r) => r.text).join('|')).toBe('محمد )أحمد(');
  });

  it('keeps a surrogate pair together in its run', () => {
    expect(visual('𠮷野家', 'ltr')).toEqual([{ text: '𠮷野家', level: 0 }]);
  });
});
