import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HYPHENATION_LANGUAGES } from '@core';

/**
 * hyphenationPatterns.ts names its pattern files in a pattern webpack reads at build time, so this
 * test keeps it and SPEC 9.3's hyphenation set (core/i18n/hyphenation.ts) in step: a language the
 * set has but the pattern lacks would ship no file, and its long words would not break.
 */
const source = readFileSync(path.join(__dirname, 'hyphenationPatterns.ts'), 'utf8');
const pattern = /regExp: \/\^\\\.\\\/\(([a-z|-]+)\)\\\.wasm\$\//.exec(source);
const inPattern = new Set(pattern?.[1].split('|'));
const languages: string[] = [...HYPHENATION_LANGUAGES];

describe("Hyphenopoly's pattern files for SPEC 9.3's hyphenation set", () => {
  it('the pattern is found in hyphenationPatterns.ts', () => expect(inPattern.size).toBeGreaterThan(1));
  it('names every language of the set, and no other', () => expect([...inPattern].sort()).toEqual([...languages].sort()));
  it('hyphenopoly has a pattern file for each', () => {
    const dir = path.join(__dirname, '../../node_modules/hyphenopoly/patterns');
    expect(languages.filter((language) => !existsSync(path.join(dir, `${language}.wasm`)))).toEqual([]);
  });
});
