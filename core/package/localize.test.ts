import { localizeDeep, pickText } from './localize';

// SPEC 3.2 / PACKAGE-FORMAT.md: any text field of data.js may be an object keyed by language.
describe('localized texts of data.js', () => {
  const codes = new Set(['en', 'de']);
  const localize = (value: unknown, language = 'de') => localizeDeep(value, language, 'en', codes);

  it('picks the course language, then the default language, then any text there is', () => {
    expect(pickText({ en: 'Hello', de: 'Hallo' }, 'de', 'en')).toBe('Hallo');
    expect(pickText({ en: 'Hello' }, 'de', 'en')).toBe('Hello');
    expect(pickText({ fr: 'Bonjour' }, 'de', 'en')).toBe('Bonjour');
    expect(pickText('plain', 'de', 'en')).toBe('plain');
    expect(pickText(null, 'de', 'en')).toBe('');
  });

  it('localizes the texts nested in answers, keeping every other field', () => {
    const answers = [{ id: 'a1', text: { en: 'Yes', de: 'Ja' }, isCorrect: true }];
    expect(localize(answers)).toEqual([{ id: 'a1', text: 'Ja', isCorrect: true }]);
  });

  it('still reads a text that carries a language the package no longer lists', () => {
    expect(localize({ text: { en: 'Yes', de: 'Ja', fr: 'Oui' } })).toEqual({ text: 'Ja' });
    expect(localize({ text: { en: 'Yes', 'pt-br': 'Sim' } })).toEqual({ text: 'Yes' });
  });

  it('leaves objects that only look like language maps alone', () => {
    const indonesian = new Set(['id', 'en']);
    expect(localizeDeep({ id: 'v1', url: 'media/a.mp3' }, 'id', 'en', indonesian)).toEqual({ id: 'v1', url: 'media/a.mp3' });
    expect(localize({ fr: 'Oui', es: 'Sí' })).toEqual({ fr: 'Oui', es: 'Sí' });
    expect(localize({ en: 'Yes', count: 3 })).toEqual({ en: 'Yes', count: 3 });
  });

  it('keeps key order and localizes a subtree nested 50,000 deep without running out of call stack', () => {
    expect(Object.keys(localize({ b: 1, a: { en: 'x' }, c: [2] }) as object)).toEqual(['b', 'a', 'c']);
    let deep: unknown = { text: { en: 'Deep', de: 'Tief' } };
    for (let i = 0; i < 50_000; i += 1) deep = { id: `b${i}`, children: [deep] };
    let node = localize(deep) as { children?: unknown[]; text?: string };
    while (node.children) node = node.children[0] as typeof node;
    expect(node.text).toBe('Tief');
  });
});
