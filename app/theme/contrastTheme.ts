import { contrast, mix, parseColor, toHex, type Rgb } from './contrast';

/**
 * The learner's contrast theme (SPEC 2.7, 9.4), derived here once from SPEC 9.4's contrast colours and
 * written into app/styles/accessibility.css, whose values a unit test holds to these (contrastTheme.test.ts).
 * It replaces the author's branding while `html[data-a11y-contrast]` is set; docs/accessibility.md
 * gives each choice.
 *
 * The standard is AAA for text (WCAG 1.4.6: 7:1) and 3:1 for the parts of controls (1.4.11). Text sits
 * on the white surface and on the tint of the current or chosen item, so every text colour is checked
 * on both. SPEC 9.4's incorrect colour (#DD3943, 4.43:1 on white) and its correct colour (#2C632E, 7.16:1
 * on white but 6.04:1 on the tint) fall short there: each is replaced by its nearest darker shade that
 * reaches 7:1 on both, which keeps its hue. Text and main need nothing.
 */
export const SPEC_CONTRAST_COLOURS = { text: '#2A2A2A', correct: '#2C632E', incorrect: '#DD3943', main: '#1C304A' } as const;

/** WCAG 1.4.6 (enhanced contrast, text) and 1.4.11 (non-text contrast). */
export const TEXT_RATIO = 7;
export const UI_RATIO = 3;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const whole = (c: Rgb): Rgb => c.map(Math.round) as Rgb;

/** `color` itself when it reaches `ratio` on every background, else its nearest darker shade (1% steps) that does. */
export function shadeFor(color: Rgb, backgrounds: Rgb[], ratio: number): Rgb {
  for (let i = 0; i <= 100; i++) {
    const shade = whole(mix(color, BLACK, i / 100));
    if (backgrounds.every((b) => contrast(shade, b) >= ratio)) return shade;
  }
  return BLACK;
}

const main = parseColor(SPEC_CONTRAST_COLOURS.main)!;
/** The current item's and the chosen answer's background: the main colour at a tenth, a visible grey-blue. */
const tint = whole(mix(main, WHITE, 0.9));
const surfaces = [WHITE, tint];

/**
 * The theme's custom properties (app/styles/base.css names them) in the contrast theme. Secondary
 * text is a step lighter than the text, so locked answers (lockedAnswers.css) still look locked, yet
 * reaches 7:1; the lines that outline controls (inputs, cards, choices) reach 3:1 on both surfaces.
 */
export function contrastThemeVariables(): Record<string, string> {
  const hex = (c: Rgb) => toHex(c);
  const text = parseColor(SPEC_CONTRAST_COLOURS.text)!;
  return {
    '--main': hex(main),
    '--accent-text': hex(main),
    '--accent-tint': hex(tint),
    '--button-bg': hex(main),
    '--button-text': hex(WHITE),
    '--text': hex(text),
    '--muted-text': hex(shadeFor([90, 90, 90], surfaces, TEXT_RATIO)),
    '--body-bg': hex(WHITE),
    '--body-text': hex(text),
    '--surface': hex(WHITE),
    '--line': hex(shadeFor([128, 128, 128], surfaces, UI_RATIO)),
    '--correct': hex(shadeFor(parseColor(SPEC_CONTRAST_COLOURS.correct)!, surfaces, TEXT_RATIO)),
    '--incorrect': hex(shadeFor(parseColor(SPEC_CONTRAST_COLOURS.incorrect)!, surfaces, TEXT_RATIO)),
    '--header-bg': hex(main),
    '--cover-backdrop': hex(main),
    '--cover-overlay': hex(main),
    '--cover-overlay-opacity': String(COVER_OVERLAY_OPACITY),
    '--cover-text': hex(WHITE),
    '--focus': hex(main),
  };
}

/**
 * The cover's photo is toned down behind its white text by the main colour laid over it at this
 * opacity: over the lightest possible pixel (white) the blend is #3e4f65, on which white text reaches
 * 8.35:1 (coverTextWorstCase); a darker photo only raises it.
 */
export const COVER_OVERLAY_OPACITY = 0.85;

/** White text's contrast on the cover over a white pixel of the photo, under the overlay. */
export const coverTextWorstCase = (): number => contrast(WHITE, whole(mix(WHITE, main, COVER_OVERLAY_OPACITY)));
