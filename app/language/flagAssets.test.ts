import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_FLAGS } from '@core';

/**
 * flagAssets.ts names its flags in a pattern webpack reads at build time (it cannot run code there),
 * so this test keeps the pattern and SPEC 9.3's table (core/i18n/localeFlags.ts) in step: a flag the
 * table uses but the pattern lacks would ship no file and its tile would show the globe.
 */
const source = readFileSync(path.join(__dirname, 'flagAssets.ts'), 'utf8');
const pattern = /regExp: \/\^\\\.\\\/\(([a-z|-]+)\)\\\.svg\$\//.exec(source);
const inPattern = new Set(pattern?.[1].split('|'));
const inTable = new Set(Object.values(LOCALE_FLAGS));

describe("flag files (flag-icons' SVGs for SPEC 9.3's table)", () => {
  it('the pattern is found in flagAssets.ts', () => expect(inPattern.size).toBeGreaterThan(100));
  it('names every flag of the table, and no other', () => expect([...inPattern].sort()).toEqual([...inTable].sort()));
  it('flag-icons has a 4:3 SVG for each', () => {
    const dir = path.join(__dirname, '../../node_modules/flag-icons/flags/4x3');
    expect([...inTable].filter((flag) => !existsSync(path.join(dir, `${flag}.svg`)))).toEqual([]);
  });
});
