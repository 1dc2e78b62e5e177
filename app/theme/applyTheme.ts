import { THEME_DEFAULTS, type Theme } from '@core';
import { contrast, mix, parseColor, readableOn, textOn, toHex, type Rgb } from './contrast';
import { fontVariables } from './fontRoles';

export { fontStack } from './fontRoles';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** WCAG 2 AA for the text the player sets in these colours (SPEC 9.4's colours; the UI-NOTES' "readable"). */
const AA = 4.5;

/** A colour pair of the author's that failed AA, and what the player uses instead. */
export interface ColourChange {
  /** e.g. "button-text-color #FFFFFF on cta-button-color #3A9AD9 (3.08:1, below 4.5:1): the button is #2e7bae". */
  text: string;
}

/** Checked as it will be written (toHex rounds), so a shade that passes still passes in the page. */
const whole = (c: Rgb): Rgb => c.map(Math.round) as Rgb;

const ratioText = (a: Rgb, b: Rgb) => `${(Math.floor(contrast(a, b) * 100) / 100).toFixed(2)}:1`;

/** The smallest step i (of 100) toward a colour's shade for which `ok` holds; -1 when even the last fails. */
function firstStep(ok: (i: number) => boolean): number {
  for (let i = 0; i <= 100; i++) if (ok(i)) return i;
  return -1;
}

/** `color` moved i% of the way to `target`, as it will be written. */
const shadeOf = (color: Rgb, target: Rgb, i: number): Rgb => whole(mix(color, target, i / 100));

/** The way to shade one colour of a pair away from the other: darker against a light one, lighter against a dark one. */
const awayFrom = (text: Rgb): Rgb => (contrast(text, BLACK) >= contrast(text, WHITE) ? BLACK : WHITE);

/** `color` itself when it reads on `background`, else its nearest shade (darker on light, lighter on dark) that does. */
function readable(color: Rgb, background: Rgb): Rgb {
  const step = firstStep((i) => contrast(shadeOf(color, awayFrom(background), i), background) >= AA);
  return step === 0 ? color : step > 0 ? shadeOf(color, awayFrom(background), step) : textOn(background);
}

/**
 * The smaller of the two changes that make `text` read on a background that failed: the background
 * shaded (`backgroundAt(i)`, the author's text kept) or the text shaded away from `background`.
 * White text on a light blue keeps its white on a slightly deeper blue; yellow text on a light
 * grey turns dark rather than the whole cover turning black.
 */
function smallerChange(text: Rgb, backgroundAt: (i: number) => Rgb, background: Rgb): { step: number; background?: Rgb; text?: Rgb } {
  const backgroundStep = firstStep((i) => contrast(text, backgroundAt(i)) >= AA);
  const textStep = firstStep((i) => contrast(shadeOf(text, awayFrom(background), i), background) >= AA);
  if (backgroundStep >= 0 && (textStep < 0 || backgroundStep <= textStep)) return { step: backgroundStep, background: backgroundAt(backgroundStep) };
  return textStep >= 0 ? { step: textStep, text: shadeOf(text, awayFrom(background), textStep) } : { step: -1 };
}

/**
 * Turns the package's branding (themeSettings.js, SPEC 9.4 defaults) into CSS custom properties.
 * The author's colours are kept wherever the text the player sets in them meets WCAG AA (4.5:1;
 * every backdrop below carries normal-size text, so the 3:1 of large text alone never decides).
 * A pair that fails is changed as little as it takes: the author's text colour is kept and its
 * background shaded (buttons, the cover), or, on the page's own surfaces, the text colour shaded.
 * Each change is listed in `changes`, for one warning (applyTheme).
 */
export function themeColors(theme: Theme): { vars: Record<string, string>; changes: ColourChange[] } {
  const changes: ColourChange[] = [];
  const raw = (key: string) => theme.colors[key];
  const authored = (key: string): Rgb | null => parseColor(raw(key));
  const color = (key: string, fallback: string): Rgb => authored(key) ?? (parseColor(fallback) as Rgb);
  const body = parseColor(theme.body.color) ?? WHITE;
  const surface = authored('content-body-color') ?? WHITE;
  const surfaceName = authored('content-body-color') ? `content-body-color ${raw('content-body-color')}` : 'the white page';
  const main = color('main-color', THEME_DEFAULTS.mainColor);

  /** Text in an author's colour on one of the page's surfaces: shaded only if it does not read there. */
  const textColour = (key: string, fallback: string, background: Rgb, backgroundName: string): Rgb => {
    const wanted = authored(key) ?? (parseColor(fallback) as Rgb);
    const used = readable(wanted, background);
    if (authored(key) && toHex(used) !== toHex(wanted)) {
      changes.push({ text: `${key} ${raw(key)} on ${backgroundName} (${ratioText(wanted, background)}, below ${AA}:1): the text is ${toHex(used)}` });
    }
    return used;
  };
  const text = textColour('text-color', THEME_DEFAULTS.textColor, surface, surfaceName);
  const bodyText = textColour('text-color', THEME_DEFAULTS.textColor, body, `the body colour ${theme.body.color}`);

  // Buttons: the author's button text on the author's button colour, the colour shaded if it must be.
  const cta = authored('cta-button-color') ?? main;
  const ctaName = authored('cta-button-color') ? `cta-button-color ${raw('cta-button-color')}` : `main-color ${raw('main-color') ?? THEME_DEFAULTS.mainColor}`;
  const preferredButtonText = authored('button-text-color');
  let buttonText = preferredButtonText ?? textOn(cta);
  let button = cta;
  if (contrast(buttonText, cta) < AA) {
    const fix = smallerChange(buttonText, (i) => shadeOf(cta, awayFrom(buttonText), i), cta);
    if (fix.background) button = fix.background;
    else buttonText = fix.text ?? textOn(cta);
    if (preferredButtonText) {
      changes.push({
        text: `button-text-color ${raw('button-text-color')} on ${ctaName} (${ratioText(preferredButtonText, cta)}, below ${AA}:1): ${fix.background ? `the button is ${toHex(button)}` : `the button text is ${toHex(buttonText)}`}`,
      });
    }
  }

  // Secondary text and links sit on the surface and on the tinted current-item backgrounds alike:
  // the tint (the player's own, from the main colour) is lightened before the author's colour is shaded.
  const accentText = readable(main, surface);
  const tintBase = mix(main, surface, 0.9);
  const tintStep = firstStep((i) => contrast(accentText, shadeOf(tintBase, surface, i)) >= AA);
  const tint = tintStep < 0 ? surface : shadeOf(tintBase, surface, tintStep);
  if (authored('main-color') && toHex(accentText) !== toHex(main)) {
    changes.push({ text: `main-color ${raw('main-color')} as text on ${surfaceName} (${ratioText(main, surface)}, below ${AA}:1): links and secondary text are ${toHex(accentText)}` });
  }

  // The cover text sits on the header colour, the image and the overlay; the overlay blended over
  // the header colour is the background it is checked against. The author's cover text is kept and
  // that backdrop shaded (header and overlay alike) until it reads.
  const overlayOn = theme.header.overlay.enabled;
  const opacity = Math.min(1, Math.max(0, theme.header.overlay.opacity));
  let header = parseColor(theme.header.color) ?? (parseColor(THEME_DEFAULTS.headerColor) as Rgb);
  let overlay = parseColor(theme.header.overlay.color) ?? header;
  const backdropOf = (h: Rgb, o: Rgb) => (overlayOn ? mix(h, o, opacity) : h);
  const authorBackdrop = backdropOf(header, overlay);
  const preferredCoverText = authored('cover-bg-overlay-text-color');
  let coverText = preferredCoverText ?? textOn(authorBackdrop, null, AA);
  if (contrast(coverText, authorBackdrop) < AA) {
    const away = awayFrom(coverText);
    const shadedAt = (i: number) => [shadeOf(header, away, i), shadeOf(overlay, away, i)] as const;
    const fix = smallerChange(coverText, (i) => whole(backdropOf(...shadedAt(i))), authorBackdrop);
    if (fix.background) [header, overlay] = shadedAt(fix.step);
    else coverText = fix.text ?? textOn(authorBackdrop, null, AA);
    if (preferredCoverText) {
      changes.push({
        text: `cover-bg-overlay-text-color ${raw('cover-bg-overlay-text-color')} on the cover's ${overlayOn ? 'overlay' : 'header colour'} ${toHex(authorBackdrop)} (${ratioText(preferredCoverText, authorBackdrop)}, below ${AA}:1): ${fix.background ? `the cover is ${toHex(fix.background)}` : `the cover text is ${toHex(coverText)}`}`,
      });
    }
  }
  const coverBackdrop = whole(backdropOf(header, overlay));

  const signal = (key: string, fallback: string) => textColour(key, fallback, surface, surfaceName);
  const vars: Record<string, string> = {
    '--main': toHex(main),
    '--accent-text': toHex(accentText),
    '--accent-tint': toHex(tint),
    '--button-bg': toHex(button),
    '--button-text': toHex(buttonText),
    '--text': toHex(text),
    '--muted-text': toHex(readableOn(readableOn(mix(text, surface, 0.35), surface), tint)),
    '--body-bg': toHex(body),
    '--surface': toHex(surface),
    '--body-text': toHex(bodyText),
    '--line': toHex(mix(text, surface, 0.78)),
    '--correct': toHex(signal('correct-color', '#2C632E')),
    '--incorrect': toHex(signal('incorrect-color', '#B3261E')),
    '--header-bg': toHex(header),
    '--cover-backdrop': toHex(coverBackdrop),
    '--cover-overlay': overlayOn ? toHex(overlay) : 'transparent',
    '--cover-overlay-opacity': String(overlayOn ? theme.header.overlay.opacity : 0),
    '--cover-text': toHex(coverText),
    '--cover-image': theme.header.imageUrl ? `url("${encodeURI(theme.header.imageUrl)}")` : 'none',
    '--body-texture': theme.body.textureUrl ? `url("${encodeURI(theme.body.textureUrl)}")` : 'none',
  };
  return { vars, changes };
}

/** Every custom property of the theme: its colours (themeColors) and its fonts by role (fontRoles.ts). */
export function themeVariables(theme: Theme): Record<string, string> {
  return { ...themeColors(theme).vars, ...fontVariables(theme) };
}

/** The warnings already given on this page: the cover, the player and the sign-in screens apply one theme. */
const warned = new Set<string>();

export function applyTheme(theme: Theme, target: HTMLElement = document.documentElement): void {
  const { vars, changes } = themeColors(theme);
  for (const [name, value] of Object.entries({ ...vars, ...fontVariables(theme) })) target.style.setProperty(name, value);
  // The learner's contrast theme replaces these values wherever they are set (styles/accessibility.css).
  if (target !== document.documentElement) target.setAttribute('data-theme-root', '');
  const message = changes.length
    ? `The theme's colours were kept where they meet WCAG AA contrast; these did not, and were changed: ${changes.map((c) => c.text).join('; ')}.`
    : '';
  if (message && !warned.has(message)) {
    warned.add(message);
    console.warn(message);
  }
}

/** Exposed for tests and for the contrast check of the accessibility panel later. */
export const contrastRatio = (a: string, b: string): number => contrast(parseColor(a) ?? WHITE, parseColor(b) ?? WHITE);
