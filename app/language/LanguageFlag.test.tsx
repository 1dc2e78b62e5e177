import { fireEvent, render } from '@testing-library/react';
import { LanguageFlag } from './LanguageFlag';

// flagAssets.ts is webpack's map of emitted files, which Jest cannot build: jest.config.ts maps it to
// test/support/flagAssetsStub.ts ('xk' has no file); flagAssets.test.ts checks the real map.

const shown = (container: HTMLElement) => container.querySelector('.language-flag') as HTMLElement;

describe('LanguageFlag (SPEC 2.8 language tiles, SPEC 9.3 flags)', () => {
  it("shows the locale's flag as a decorative picture", () => {
    const { container } = render(<LanguageFlag locale="de-DE" />);
    const img = shown(container);
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/player/flags/de.svg');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('aria-hidden')).toBe('true');
    expect(img.dataset.flag).toBe('de');
  });

  it('reads the locale as the package writes it', () => {
    const { container } = render(<LanguageFlag locale="pt_br" />);
    expect(shown(container).dataset.flag).toBe('br');
  });

  it('adds the given class to its own', () => {
    const { container } = render(<LanguageFlag locale="nl-NL" className="tile-flag" />);
    expect(shown(container).className).toBe('language-flag tile-flag');
  });

  it.each([
    ['an unknown code', 'de-BE', 'global'],
    ['a bare language', 'de', 'global'],
    ["the custom label set 'xx'", 'xx', 'global'],
    ['no locale', undefined, 'global'],
    ["SPEC 9.3's 'all'", 'all', 'all'],
    ["SPEC 9.3's 'global'", 'global', 'global'],
    ["SPEC 9.3's 'unknown'", 'unknown', 'unknown'],
  ])('%s shows the neutral globe, hidden from assistive technology', (_what, locale, flag) => {
    const { container } = render(<LanguageFlag locale={locale} />);
    const globe = shown(container);
    expect(globe.tagName.toLowerCase()).toBe('svg');
    expect(globe.classList.contains('language-flag-globe')).toBe(true);
    expect(globe.getAttribute('aria-hidden')).toBe('true');
    expect(globe.getAttribute('focusable')).toBe('false');
    expect(globe.dataset.flag).toBe(flag);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the globe when the package carries no file for the flag', () => {
    const { container } = render(<LanguageFlag locale="sq-XK" />);
    expect(shown(container).dataset.flag).toBe('global');
  });

  it('shows the globe when the flag file fails to load', () => {
    const { container } = render(<LanguageFlag locale="fr-FR" />);
    fireEvent.error(shown(container));
    expect(shown(container).tagName.toLowerCase()).toBe('svg');
  });

  it('tries the new flag when the locale changes after a failure', () => {
    const { container, rerender } = render(<LanguageFlag locale="fr-FR" />);
    fireEvent.error(shown(container));
    rerender(<LanguageFlag locale="it-IT" />);
    expect(shown(container).getAttribute('src')).toBe('/player/flags/it.svg');
  });
});
