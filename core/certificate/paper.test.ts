import { paperPoints, paperSizeFor, regionOf } from './paper';

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

  it('gives landscape sizes in points', () => {
    expect(paperPoints('A4').width).toBeGreaterThan(paperPoints('A4').height);
    expect(paperPoints('LETTER')).toEqual({ width: 792, height: 612 });
  });
});
