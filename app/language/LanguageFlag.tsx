/**
 * <LanguageFlag locale="de-DE" />: the flag of a language tile (SPEC 2.8, the choose / change
 * course language popup), decorative: the tile carries the language's label, so the picture has
 * alt="" and aria-hidden and is never announced.
 *
 * API (kept small on purpose):
 * - `locale`: the tile's locale code as the package gives it (LanguageEntry.locale, e.g. 'de-DE');
 *   any case, '_' or '-'. SPEC 9.3's table (core/i18n/localeFlags.ts) picks the flag.
 * - `className` (optional): added to the element's own 'language-flag' class, for the tile's layout.
 * It renders one inline element, 1.5em × 1.125em (4:3, scales with the tile's font size; override in
 * the tile's CSS). A locale without a flag (unknown codes, bare 'de', 'xx', 'cc', and SPEC 9.3's
 * 'all', 'global' and 'unknown') shows a neutral globe (SPEC 8.3: unknown falls back to a global
 * flag), and so does a flag whose file fails to load. data-flag names what is shown, for tests.
 *
 * Import it only from code that loads on demand (the popup does): its map of flag URLs
 * (flagAssets.ts) then stays off the first page. Each flag is its own SVG file from flag-icons,
 * fetched when its tile renders.
 */
import { useState } from 'react';
import { localeFlag } from '@core';
import { flagUrl } from './flagAssets';
import './languageFlag.css';

export function LanguageFlag({ locale, className }: { locale: string | null | undefined; className?: string }) {
  const flag = localeFlag(locale);
  const url = flag.kind === 'country' ? flagUrl(flag.flag) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const classes = className ? `language-flag ${className}` : 'language-flag';
  if (flag.kind === 'country' && url && failed !== url) {
    return (
      <img
        className={classes}
        src={url}
        alt=""
        aria-hidden="true"
        draggable={false}
        decoding="async"
        data-flag={flag.flag}
        onError={() => setFailed(url)}
      />
    );
  }
  return <Globe className={classes} shown={flag.kind === 'special' ? flag.special : 'global'} />;
}

/** The neutral globe, drawn inline (no request), in the text colour so it follows the contrast theme. */
function Globe({ className, shown }: { className: string; shown: string }) {
  return (
    <svg
      className={`${className} language-flag-globe`}
      viewBox="0 0 24 18"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden="true"
      focusable="false"
      data-flag={shown}
    >
      <circle cx="12" cy="9" r="7.5" />
      <path d="M4.5 9h15M12 1.5c2.2 2 3.3 4.5 3.3 7.5s-1.1 5.5-3.3 7.5c-2.2-2-3.3-4.5-3.3-7.5s1.1-5.5 3.3-7.5z" />
    </svg>
  );
}
