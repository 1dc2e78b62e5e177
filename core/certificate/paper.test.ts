import { paperLocaleOf, paperPoints, paperSizeFor, regionOf } from './paper';

describe('the certificate paper by locale', () => {
  it.each([
    ['en-US', 'LETTER'],
    ['es-MX', 'LETTER'],
    ['fr-CA', 'LETTER'],
    ['en-PH', 'LETTER'],
    ['es_CO', 'LETTER'],
    ['es-PR', 'LETTER'],
    ['zh-Hant-TW', 'A4'],
    ['en', 'A4'],
    ['en-GB', 'A4'],
    ['es', 'A4'],
    ['es-419', 'A4'],
    ['de-DE', 'A4'],
    ['ar', 'A4'],
    ['ja-JP', 'A4'],
    ['sr-Latn-US', 'LETTER'],
  ])('%s prints on %s', (locale, size) => {
    expect(paperSizeFor(locale)).toBe(size);
  });

  it('finds the region after a script and stops at a variant', () => {
    expect(regionOf('zh-Hans-CN')).toBe('CN');
    expect(regionOf('de-1996')).toBeNull();
    expect(regionOf('en')).toBeNull();
  });

  it("takes the learner's region over the course's: a French course printed in Canada is on Letter", () => {
    expect(paperSizeFor(paperLocaleOf(['fr-CA', 'fr'], 'fr-FR'))).toBe('LETTER');
    expect(paperSizeFor(paperLocaleOf(['de-DE'], 'en-US'))).toBe('A4');
    // A browser language without a region says nothing about paper: the course's decides.
    expect(paperLocaleOf(['fr', 'en'], 'en-US')).toBe('en-US');
    expect(paperLocaleOf([], 'ja-JP')).toBe('ja-JP');
  });

  it('gives landscape sizes in points', () => {
    expect(paperPoints('A4').width).toBeGreaterThan(paperPoints('A4').height);
    expect(paperPoints('LETTER')).toEqual({ width: 792, height: 612 });
  });
});
