import type { CertificateLook } from './certificateData';

/*
 * The certificate's colours from the course theme, made readable: WCAG 2's 4.5:1 for text. A theme whose
 * text colour is too light on its background (a dark theme's white on a light page, say) falls back to
 * dark text; the primary colour frames the page and colours the heading only where it reads as text.
 */
type Rgb = [number, number, number];

export interface CertificateColours {
  background: string;
  text: string;
  /** Headings and the name: the primary colour, or a darker shade of it that reads. */
  accent: string;
  /** The frame: the primary colour as the theme has it (a decoration, not text). */
  frame: string;
}

function parse(value: string): Rgb | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(value.trim()) ?? /^#?([0-9a-f]{3})$/i.exec(value.trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)].map((c) => luminance(c ?? [0, 0, 0])).sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** The colour, or the first shade of it toward black (or white on a dark page) that reaches the ratio. */
function readable(colour: Rgb, background: Rgb, ratio: number): Rgb {
  const target: Rgb = luminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let t = 0; t <= 1.0001; t += 0.05) {
    const mixed = colour.map((v, i) => v + (target[i] - v) * t) as Rgb;
    if (contrastRatio(hex(mixed), hex(background)) >= ratio) return mixed;
  }
  return target;
}

export function certificateColours(look: CertificateLook): CertificateColours {
  const background = parse(look.background) ?? [255, 255, 255];
  const primary = parse(look.primary) ?? [31, 78, 121];
  const themeText = parse(look.text);
  const dark: Rgb = luminance(background) > 0.18 ? [26, 26, 26] : [245, 245, 245];
  const text = themeText && contrastRatio(hex(themeText), hex(background)) >= 4.5 ? themeText : readable(dark, background, 4.5);
  return { background: hex(background), text: hex(text), accent: hex(readable(primary, background, 4.5)), frame: hex(primary) };
}
