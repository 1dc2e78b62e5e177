import { THEME_DEFAULTS, type Theme } from '@core';
import { contrast, fillFor, mix, parseColor, readableOn, textOn, toHex, type Rgb } from './contrast';

const WHITE: Rgb = [255, 255, 255];

/**
 * Turns the package's branding (themeSettings.js, SPEC 9.4 defaults) into CSS custom properties.
 * Author colours are kept where they are readable and shaded just enough where they are not, so a
 * brand colour never produces unreadable buttons or labels (WCAG AA, checked by axe in the tests).
 */
export function themeVariables(theme: Theme): Record<string, string> {
  const color = (key: string, fallback: string): Rgb => parseColor(theme.colors[key]) ?? (parseColor(fallback) as Rgb);
  const body = parseColor(theme.body.color) ?? WHITE;
  const surface = parseColor(theme.colors['content-body-color']) ?? WHITE;
  const main = color('main-color', THEME_DEFAULTS.mainColor);
  const cta = parseColor(theme.colors['cta-button-color']) ?? main;
  const text = readableOn(color('text-color', THEME_DEFAULTS.textColor), surface, 7);
  const buttonText = textOn(cta, parseColor(theme.colors['button-text-color']));
  const button = fillFor(cta, buttonText);
  const tint = mix(main, surface, 0.9);
  // Secondary text and links sit on the surface and on the tinted current-item backgrounds alike.
  const accentText = readableOn(readableOn(main, surface), tint);
  const header = parseColor(theme.header.color) ?? (parseColor(THEME_DEFAULTS.headerColor) as Rgb);
  const overlay = parseColor(theme.header.overlay.color) ?? header;
  // The cover text sits on the header colour, the image and the overlay; the overlay blended over
  // the header colour is the background it is checked against.
  const coverBackdrop = theme.header.overlay.enabled ? mix(header, overlay, Math.min(1, Math.max(0, theme.header.overlay.opacity))) : header;
  const coverText = textOn(coverBackdrop, parseColor(theme.colors['cover-bg-overlay-text-color']), 4.5);
  const font = (key: string) => theme.fonts[key]?.fontFamily;
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
    '--body-text': toHex(readableOn(text, body, 7)),
    '--line': toHex(mix(text, surface, 0.78)),
    '--correct': toHex(readableOn(color('correct-color', '#2C632E'), surface)),
    '--incorrect': toHex(readableOn(color('incorrect-color', '#B3261E'), surface)),
    '--header-bg': toHex(header),
    '--cover-backdrop': toHex(coverBackdrop),
    '--cover-overlay': theme.header.overlay.enabled ? toHex(overlay) : 'transparent',
    '--cover-overlay-opacity': String(theme.header.overlay.enabled ? theme.header.overlay.opacity : 0),
    '--cover-text': toHex(coverText),
    '--cover-image': theme.header.imageUrl ? `url("${encodeURI(theme.header.imageUrl)}")` : 'none',
    '--body-texture': theme.body.textureUrl ? `url("${encodeURI(theme.body.textureUrl)}")` : 'none',
  };
  const mainFont = font('main-font') ?? font('Heading1');
  const secondaryFont = font('secondary-font') ?? font('Normal');
  if (mainFont) vars['--font-heading'] = `${fontStack(mainFont)}, ${fallbackStack}`;
  if (secondaryFont) vars['--font-body'] = `${fontStack(secondaryFont)}, ${fallbackStack}`;
  return vars;
}

const GENERIC = /^(?:serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-[a-z]+|math|emoji|fangsong|-apple-system|BlinkMacSystemFont)$/i;

/**
 * The author's family list as CSS: each name quoted (a name such as "Open Sans 2" or "1Font" is
 * not a valid bare identifier list), generic families left bare, anything that could end the
 * value (quotes, semicolons, braces) dropped.
 */
export function fontStack(families: string): string {
  return families
    .split(',')
    .map((f) => f.trim().replace(/^["']|["']$/g, '').replace(/["'\\;{}<>]/g, '').trim())
    .filter(Boolean)
    .map((f) => (GENERIC.test(f) ? f : `"${f}"`))
    .join(', ');
}

const fallbackStack = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export function applyTheme(theme: Theme, target: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) target.style.setProperty(name, value);
}

/** Exposed for tests and for the contrast check of the accessibility panel later. */
export const contrastRatio = (a: string, b: string): number => contrast(parseColor(a) ?? WHITE, parseColor(b) ?? WHITE);
