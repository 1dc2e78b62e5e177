/**
 * The @font-face rules of a package's fonts/fonts.css (or of its customFontPlace stylesheet), read
 * into what the CSS Font Loading API takes, with every url() made absolute against the stylesheet's
 * own address (a FontFace resolves relative URLs against the page, not against the CSS).
 *
 * A small scanner rather than the browser's CSS parser: it runs in the unit tests as it does in
 * the page, and it reads each character once, so no package file can make it backtrack.
 * Only top-level @font-face rules are read; @import, @media and every other rule are skipped.
 */

export interface FontFaceSource {
  family: string;
  /** The src descriptor with absolute URLs, ready for `new FontFace(family, src)`. */
  src: string;
  /** weight, style, stretch, unicodeRange, featureSettings, variant: those the rule gives. */
  descriptors: Record<string, string>;
}

const DESCRIPTORS: Record<string, string> = {
  'font-weight': 'weight',
  'font-style': 'style',
  'font-stretch': 'stretch',
  'unicode-range': 'unicodeRange',
  'font-feature-settings': 'featureSettings',
  'font-variant': 'variant',
};

/** Index after the string that starts at `i` (a quote), or the end of the text when it is unclosed. */
function skipString(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1;
  return Math.min(j + 1, text.length);
}

function withoutComments(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      const end = skipString(css, i);
      out += css.slice(i, end);
      i = end;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      out += ' ';
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Top-level rules: a prelude and the text between its braces (statements such as @import have none). */
function topLevelRules(css: string): { prelude: string; body: string }[] {
  const rules: { prelude: string; body: string }[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") i = skipString(css, i);
    else if (c === ';') start = i += 1;
    else if (c === '{') {
      let depth = 1;
      let j = i + 1;
      while (j < css.length && depth > 0) {
        const d = css[j]!;
        if (d === '"' || d === "'") j = skipString(css, j);
        else {
          if (d === '{') depth += 1;
          else if (d === '}') depth -= 1;
          j += 1;
        }
      }
      rules.push({ prelude: css.slice(start, i).trim(), body: css.slice(i + 1, depth === 0 ? j - 1 : j) });
      start = i = j;
    } else i += 1;
  }
  return rules;
}

/** `name: value` pairs of a rule's body, split on semicolons outside strings and brackets. */
function declarations(body: string): [string, string][] {
  const out: [string, string][] = [];
  let depth = 0;
  let start = 0;
  const take = (end: number) => {
    const part = body.slice(start, end);
    const colon = part.indexOf(':');
    if (colon > 0) out.push([part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim()]);
  };
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (c === '"' || c === "'") {
      i = skipString(body, i);
      continue;
    }
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      take(i);
      start = i + 1;
    }
    i += 1;
  }
  take(body.length);
  return out;
}

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** A family name as written: quoted, or identifiers separated by spaces. */
export function familyName(value: string): string {
  const v = value.trim();
  if (v.startsWith('"') || v.startsWith("'")) return unescape(v.slice(1, skipString(v, 0) - 1)).trim();
  return v.split(/\s+/).filter(Boolean).join(' ');
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/** The src descriptor with each url() resolved against `base`, quoted. */
export function absoluteSrc(src: string, base: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (c === '"' || c === "'") {
      const end = skipString(src, i);
      out += src.slice(i, end);
      i = end;
      continue;
    }
    if (src.slice(i, i + 4).toLowerCase() !== 'url(') {
      out += c;
      i += 1;
      continue;
    }
    let j = i + 4;
    while (isSpace(src[j])) j += 1;
    let address: string;
    if (src[j] === '"' || src[j] === "'") {
      const end = skipString(src, j);
      address = unescape(src.slice(j + 1, end - 1));
      j = end;
    } else {
      const end = src.indexOf(')', j);
      address = src.slice(j, end < 0 ? src.length : end).trim();
      j = end < 0 ? src.length : end;
    }
    while (isSpace(src[j])) j += 1;
    if (src[j] === ')') j += 1;
    let resolved = address;
    try {
      resolved = new URL(address, base).href;
    } catch {
      // Left as written: the FontFace then fails to load it, and the text keeps its fallback font.
    }
    // A URL's href has its quotes and line breaks percent-encoded; a backslash is all that is left to escape.
    out += `url("${resolved.replace(/\\/g, '\\\\').replace(/"/g, '%22')}")`;
    i = j;
  }
  return out;
}

export function readFontFaces(css: string, cssUrl: string): FontFaceSource[] {
  const faces: FontFaceSource[] = [];
  for (const rule of topLevelRules(withoutComments(css))) {
    if (rule.prelude.toLowerCase() !== '@font-face') continue;
    let family = '';
    let src = '';
    const descriptors: Record<string, string> = {};
    for (const [name, value] of declarations(rule.body)) {
      if (name === 'font-family') family = familyName(value);
      else if (name === 'src') src = absoluteSrc(value, cssUrl);
      else if (DESCRIPTORS[name] && value) descriptors[DESCRIPTORS[name]!] = value;
    }
    if (family && src) faces.push({ family, src, descriptors });
  }
  return faces;
}
