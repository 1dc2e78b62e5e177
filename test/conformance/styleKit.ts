/**
 * The accessibility part of the conformance kit (issue 23): a question type's or a block's folder
 * follows the learner's settings without knowing them, because its styles and views use only what
 * the settings change. Use it from a test file, with the plugin's folder:
 *
 *   import { describeSettingsConformance } from '<repo>/test/conformance/styleKit';
 *   describeSettingsConformance('plugins/questions/myType');
 *
 * - Contrast theme: every colour in its CSS is one of the theme's custom properties (app/styles/base.css
 *   names them; a literal only as var()'s fallback), so the contrast theme's values reach it. A colour
 *   that must stay as it is (a ring drawn over the author's picture, a video's dark frame) is said so in
 *   the rule: a comment starting "fixed colour:" with the reason. Shadows are decoration and free.
 * - Font-size levels: its font sizes are relative (rem, em, %), so the level's root size reaches them;
 *   px only inside a cap (a var() fallback or min()/max() with a relative size beside it).
 * - Seizure safe: its views start no media by themselves (no autoplay) and move nothing from script
 *   (no element.animate(), no smooth scrolling), which CSS could not stop; CSS animations and
 *   transitions are stopped for it by app/styles/accessibility.css.
 * What needs a browser (contrast ratios as drawn, the text at level 3 on 320 px, no running animation)
 * is checked for every built-in type in test/browser/accessibility-effects.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function filesOf(folder: string, test: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) out.push(...filesOf(full, test));
    else if (test(name)) out.push(full);
  }
  return out;
}

/** `var(--x, fallback)` → `var(--x)`: a literal that only stands in for a token is the token. */
export function withoutVarFallbacks(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    if (!text.startsWith('var(', i)) {
      out += text[i++];
      continue;
    }
    let depth = 0;
    let comma = -1;
    let j = i;
    for (; j < text.length; j++) {
      if (text[j] === '(') depth++;
      else if (text[j] === ')' && --depth === 0) break;
      else if (text[j] === ',' && depth === 1 && comma < 0) comma = j;
    }
    out += comma > 0 ? `${text.slice(i, comma)})` : text.slice(i, j + 1);
    i = j + 1;
  }
  return out;
}

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(?:white|black|red|green|blue|gr[ae]y|yellow|orange|purple|pink|silver|navy)\b(?![-\w])/i;
const FREE_PROPERTIES = /^(box-shadow|text-shadow|filter|--[\w-]+)$/i;

/** Each declaration of a CSS text with its rule's text (to find a "fixed colour:" comment in it). */
function declarations(css: string): { rule: string; property: string; value: string }[] {
  return css.split('}').flatMap((rule) => {
    const body = rule.slice(rule.lastIndexOf('{') + 1).replace(/\/\*[\s\S]*?\*\//g, '');
    return body.split(';').flatMap((d) => {
      const colon = d.indexOf(':');
      return colon < 0 ? [] : [{ rule, property: d.slice(0, colon).trim(), value: d.slice(colon + 1).trim() }];
    });
  });
}

/** The colours of a CSS text that are not the theme's tokens: "file: property: value". */
export function untokenedColours(css: string): string[] {
  return declarations(css)
    .filter(({ rule, property, value }) => !FREE_PROPERTIES.test(property) && !/\/\*\s*fixed colour:/i.test(rule) && COLOUR.test(withoutVarFallbacks(value)))
    .map(({ property, value }) => `${property}: ${value}`);
}

/** Font sizes in px or pt outside a cap (a var() fallback, or min()/max() beside a relative size). */
export function absoluteFontSizes(css: string): string[] {
  return declarations(css)
    .filter(({ property }) => /^font(-size)?$/i.test(property))
    .filter(({ value }) => {
      const own = withoutVarFallbacks(value);
      if (!/\d(px|pt)\b/i.test(own)) return false;
      return !(/\b(min|max)\(/i.test(own) && /\d(rem|em|%)|var\(--/i.test(own));
    })
    .map(({ property, value }) => `${property}: ${value}`);
}

/** What a view's script would do that no CSS rule can stop. */
const SCRIPTED_MOTION: [RegExp, string][] = [
  [/\bautoPlay\b|['"]autoplay['"]|\.autoplay\s*=\s*true/, 'starts media by itself (autoplay)'],
  [/\.animate\(/, 'animates from script (element.animate)'],
  [/behavior:\s*['"]smooth['"]/, 'scrolls smoothly'],
];

export function scriptedMotion(source: string): string[] {
  return SCRIPTED_MOTION.filter(([pattern]) => pattern.test(source)).map(([, what]) => what);
}

export function describeSettingsConformance(folder: string): void {
  const dir = path.resolve(ROOT, folder);
  const css = filesOf(dir, (name) => name.endsWith('.css'));
  const views = filesOf(dir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|examples\.ts$/.test(name));
  const rel = (file: string) => path.relative(ROOT, file);

  describe(`'${folder}' follows the learner's accessibility settings`, () => {
    it('draws every colour in the theme’s tokens (the contrast theme reaches it)', () => {
      expect(css.flatMap((f) => untokenedColours(readFileSync(f, 'utf8')).map((d) => `${rel(f)}: ${d}`))).toEqual([]);
    });

    it('sizes its text relatively (the font-size levels reach it)', () => {
      expect(css.flatMap((f) => absoluteFontSizes(readFileSync(f, 'utf8')).map((d) => `${rel(f)}: ${d}`))).toEqual([]);
    });

    it('starts no media and moves nothing from script (seizure safe)', () => {
      expect(views.flatMap((f) => scriptedMotion(readFileSync(f, 'utf8')).map((what) => `${rel(f)} ${what}`))).toEqual([]);
    });
  });
}
