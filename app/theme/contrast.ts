/** WCAG 2 contrast helpers: author colours are adjusted until text on them is readable. */
export type Rgb = [number, number, number];

export function parseColor(value: string | undefined): Rgb | null {
  if (!value) return null;
  const v = value.trim();
  let m = /^#([0-9a-f]{3})$/i.exec(v);
  if (m) return m[1].split('').map((c) => parseInt(c + c, 16)) as Rgb;
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(v);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1].slice(i, i + 2), 16)) as Rgb;
  m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(v);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  return null;
}

export const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** The colour itself when it reads on the background, else the nearest shade toward black or white that does. */
export function readableOn(color: Rgb, background: Rgb, ratio = 4.5): Rgb {
  if (contrast(color, background) >= ratio) return color;
  const target = luminance(background) > 0.18 ? BLACK : WHITE;
  for (let t = 0.05; t <= 1; t += 0.05) {
    const candidate = mix(color, target, t);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return target;
}

/** Text colour for a filled surface: the preferred one if it reads, else black or white, whichever reads better. */
export function textOn(background: Rgb, preferred?: Rgb | null, ratio = 4.5): Rgb {
  if (preferred && contrast(preferred, background) >= ratio) return preferred;
  return contrast(WHITE, background) >= contrast(BLACK, background) ? WHITE : BLACK;
}

/** A fill that carries text of the given colour: the fill itself, or a shade of it dark/light enough. */
export function fillFor(fill: Rgb, text: Rgb, ratio = 4.5): Rgb {
  if (contrast(fill, text) >= ratio) return fill;
  const target = luminance(text) > 0.5 ? BLACK : WHITE;
  for (let t = 0.05; t <= 1; t += 0.05) {
    const candidate = mix(fill, target, t);
    if (contrast(candidate, text) >= ratio) return candidate;
  }
  return target;
}
