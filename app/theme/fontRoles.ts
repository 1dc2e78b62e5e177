import type { Theme } from '@core';

/**
 * The theme's fonts by role (PACKAGE-FORMAT.md "fonts"; SPEC 3.1's `fonts`, keyed) as the CSS
 * custom properties that app/styles/base.css gives to the text each role styles, as the incumbent
 * does (docs/theming.md has the table):
 *
 *   main-font       → --font-heading  fallback of every heading level
 *   secondary-font  → --font-body     the player's own text: buttons, navigation, labels, messages
 *   Heading1..4     → --font-h1..h4   h1..h4: page and course titles, section titles, the author's headings
 *   Normal          → --font-text     the author's text: paragraphs, lists, answers, introduction, results
 *   Quote           → --font-quote    quotations (the quote block, blockquote)
 *   Highlighted     → --font-highlighted   highlighted author text (mark)
 *   links           → --font-link     links in the author's text
 *
 * A role without a family of its own falls back to its general font (headings to main-font, Normal
 * to secondary-font), and a role left unset keeps what the stylesheet inherits. Before issue 22 the
 * body took secondary-font first, so a theme whose general fonts are its heading family drew every
 * paragraph and answer in the heading font and never used its Normal font.
 */
export function fontVariables(theme: Theme): Record<string, string> {
  const family = (key: string) => theme.fonts[key]?.fontFamily;
  const main = family('main-font');
  const secondary = family('secondary-font');
  const roles: [string, string | undefined][] = [
    ['--font-heading', main ?? family('Heading1')],
    ['--font-body', secondary ?? family('Normal')],
    ['--font-h1', family('Heading1') ?? main],
    ['--font-h2', family('Heading2') ?? main],
    ['--font-h3', family('Heading3') ?? main],
    ['--font-h4', family('Heading4') ?? main],
    ['--font-text', family('Normal') ?? secondary],
    ['--font-quote', family('Quote')],
    ['--font-highlighted', family('Highlighted')],
    ['--font-link', family('links')],
  ];
  const vars: Record<string, string> = {};
  for (const [name, value] of roles) {
    const stack = value ? fontStack(value) : '';
    if (stack) vars[name] = `${stack}, ${fallbackStack}`;
  }
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
