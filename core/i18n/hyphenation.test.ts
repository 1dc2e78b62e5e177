import { HYPHENATION_LANGUAGES, hyphenationLanguage } from './hyphenation';
import { HYPHENATION_TEST_WORDS } from './hyphenationWords';
import { isRtlLanguage } from './rtl';

describe('hyphenation languages (SPEC 9.3: hyphenation is enabled for a set of languages)', () => {
  it.each([
    ['de-DE', 'de'],
    ['de-CH', 'de'],
    ['de_AT', 'de'],
    ['DE', 'de'],
    ['nl-NL', 'nl'],
    ['nl-BE', 'nl'],
    ['nb-NO', 'nb'],
    ['sv-FI', 'sv'],
    ['fi', 'fi'],
  ])('%s is hyphenated as %s', (code, language) => expect(hyphenationLanguage(code)).toBe(language));

  it.each(['en-US', 'en', 'fr-FR', 'ar-SA', 'xx', 'cc', '', undefined, null, 'constructor', 'de-', '-de'])('%s keeps its usual line breaking', (code) => {
    // '-de' has no language before the region; 'de-' is still German.
    expect(hyphenationLanguage(code)).toBe(code === 'de-' ? 'de' : null);
  });

  it('names a long word of each language, for measuring whether the browser hyphenates it', () => {
    expect(Object.keys(HYPHENATION_TEST_WORDS).sort()).toEqual([...HYPHENATION_LANGUAGES].sort());
    for (const [language, word] of Object.entries(HYPHENATION_TEST_WORDS)) expect([language, word.length >= 17, /\s/.test(word)]).toEqual([language, true, false]);
  });

  it('has no right-to-left language (their scripts have no hyphenation patterns here)', () => {
    expect(HYPHENATION_LANGUAGES.filter(isRtlLanguage)).toEqual([]);
  });
});
