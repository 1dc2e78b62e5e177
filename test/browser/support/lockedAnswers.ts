/**
 * Whether a question's answers look and read locked after Submit (issue 22), in any question type:
 * the answer area marks them (app/styles/lockedAnswers.css), and then
 * - no text of the answer keeps a live colour (the theme's text, body text or accent colour): the
 *   answers are visibly greyed;
 * - every text still passes WCAG AA contrast on what is behind it (4.5:1, 3:1 when large), and none is
 *   faded with opacity: a locked answer stays readable;
 * - the pointer over any part of the answer says not-allowed;
 * - no control in the accessibility tree is left enabled, and something in it says "disabled".
 * What a view marks data-not-answer (a zoom button, the correct order shown) and links keep their
 * live look and use, and are left out.
 */
import type { ElementHandle, Page, SerializedAXNode } from 'puppeteer-core';

/** Roles of controls a screen reader offers to operate. */
const CONTROL_ROLES = new Set(['button', 'checkbox', 'radio', 'combobox', 'textbox', 'searchbox', 'listbox', 'slider', 'spinbutton', 'switch', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'application']);

/** The problems found, each once (empty when the answers look and read locked). */
export async function lockedAnswerProblems(page: Page): Promise<string[]> {
  const form = await page.$('.answer-form[data-answers-locked]');
  if (!form) return ['the answer area does not mark its answers locked (.answer-form[data-answers-locked])'];
  const problems = new Set(await form.evaluate(lookProblems));
  for (const p of await readProblems(page, form)) problems.add(p);
  await form.dispose();
  return [...problems];
}

/** Runs in the page: the greyed look, contrast, opacity and pointer of everything in the answer. */
function lookProblems(root: Element): string[] {
  const problems: string[] = [];
  const name = (el: Element) => `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
  const probe = (value: string) => {
    const el = document.createElement('span');
    el.style.color = value;
    root.parentElement!.appendChild(el);
    const color = getComputedStyle(el).color;
    el.remove();
    return color;
  };
  const live = new Set([probe('var(--text)'), probe('var(--accent-text)'), probe('var(--body-text)')]);

  type Rgba = [number, number, number, number];
  const parse = (c: string): Rgba => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m) return [0, 0, 0, 0];
    const [r, g, b, a = '1'] = m[1].split(/[\s,/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3] + below[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    return [0, 1, 2].map((i) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / a).concat(a) as Rgba;
  };
  const background = (el: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const bg = parse(getComputedStyle(e).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    let result: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  const lum = ([r, g, b]: Rgba) =>
    [r, g, b].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a: Rgba, b: Rgba) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const opacity = (el: Element) => {
    let o = 1;
    for (let e: Element | null = el; e && e !== root.parentElement; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };

  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (el.closest('[data-not-answer], a[href]') || el.tagName === 'OPTION') continue;
    const style = getComputedStyle(el);
    if (el.getClientRects().length === 0 || style.visibility !== 'visible') continue;
    if (style.cursor !== 'not-allowed') problems.push(`${name(el)}: the pointer says ${style.cursor}, not not-allowed`);
    // The text a field shows (a radio's or a checkbox's value is not shown).
    const field = el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && /^(?:text|search|email|url|tel|number)$/.test(el.type)) ? el : null;
    const text = field ? field.value : el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('');
    if (!text.trim() || el.closest('.visually-hidden')) continue;
    const color = field ? style.webkitTextFillColor : style.color;
    if (live.has(color)) problems.push(`${name(el)} "${text.trim().slice(0, 30)}": still drawn in a live colour (${color})`);
    if (opacity(el) < 1) problems.push(`${name(el)}: faded with opacity ${opacity(el)}`);
    const bg = background(el);
    const fg = over(parse(color), bg);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const r = ratio(fg, bg);
    if (r < (large ? 3 : 4.5)) problems.push(`${name(el)} "${text.trim().slice(0, 30)}": contrast ${r.toFixed(2)}:1 (${color} on rgb(${bg.slice(0, 3).map(Math.round).join(', ')}))`);
  }
  return problems;
}

/** The accessibility tree of the answer: no control left enabled, and at least one said to be disabled. */
async function readProblems(page: Page, form: ElementHandle<Element>): Promise<string[]> {
  const tree = await page.accessibility.snapshot({ root: form, interestingOnly: false });
  const problems: string[] = [];
  let disabled = 0;
  const walk = async (node: SerializedAXNode) => {
    if (node.disabled) disabled++;
    else if (CONTROL_ROLES.has(node.role)) {
      const element = await node.elementHandle();
      const exempt = element ? await element.evaluate((el) => el.closest('[data-not-answer], a[href]') !== null) : false;
      await element?.dispose();
      if (!exempt) problems.push(`a ${node.role} "${node.name ?? ''}" is not disabled for screen readers`);
    }
    for (const child of node.children ?? []) await walk(child);
  };
  if (tree) await walk(tree);
  if (disabled === 0) problems.push('nothing in the answer is said to be disabled (aria-disabled or a native disabled control)');
  return problems;
}
