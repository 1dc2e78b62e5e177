import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PLAYER_ENGLISH } from '@core';

const ROOT = path.resolve(__dirname, '../..');
// The product's list of interface label keys that real packages carry (docs/spec/README.md), kept in
// the repository so a clone tests the same way wherever it is checked out.
const interfaceKeys: Record<string, string[]> = JSON.parse(readFileSync(path.resolve(ROOT, 'test/fixtures/format/interface-keys.json'), 'utf8'));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Every label key the player's code names: what it passes to t('...'), and every string literal that
 * is a key real packages carry, wherever it stands (a ternary, a table, a helper's argument), since
 * each of those reaches t() in the end.
 */
const usedKeys = [...new Set(
  ['app', 'plugins', 'core'].flatMap((d) => sources(path.join(ROOT, d))).filter((file) => !file.includes(`${path.sep}builtIn${path.sep}`)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const passed = [...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]);
    const named = [...text.matchAll(/'(\[[^'\]]+\])'/g)].map((m) => m[1]).filter((key) => key in interfaceKeys);
    return [...passed, ...named];
  }),
)];

describe("the player's own English (PACKAGE-FORMAT.md label lookup)", () => {
  it('finds the keys the code uses', () => expect(usedKeys.length).toBeGreaterThan(30));

  it.each(usedKeys)('has built-in English for %s', (key) => expect(PLAYER_ENGLISH[key]).toBeTruthy());

  it('uses only keys real packages carry, and only their placeholders', () => {
    for (const [key, text] of Object.entries(PLAYER_ENGLISH)) {
      if (key.startsWith('player:')) continue;
      expect(interfaceKeys).toHaveProperty([key]);
      for (const [, p] of text.matchAll(/\{(\w+)\}/g)) expect({ key, placeholder: p, known: interfaceKeys[key].includes(p) }).toEqual({ key, placeholder: p, known: true });
    }
  });
});
