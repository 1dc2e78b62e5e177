/**
 * The learner's accessibility settings in a browser test, and the measurements their effects are
 * checked by (test/browser/accessibility-effects.test.ts).
 *
 *   await withSettings(page, { isContrastTheme: true, fontSize: 3 }, server);   // before the page opens
 *   await openRoute(page, env.server, '/');
 *
 * The settings reach the page as the player gives them: `window.__coursePlayerAccessibility` is
 * what the session starts from (app/startPlayer.tsx), and the attributes and --a11y-font-scale on
 * <html> are what applySettings writes (issue 23's contract), set here before any of the page's
 * scripts as the pre-rendered page's head does.
 */
import type { Frame, Page } from 'puppeteer-core';

export interface Settings {
  fontSize?: 0 | 1 | 2 | 3;
  isContrastTheme?: boolean;
  isReadableFont?: boolean;
  isDyslexiaFont?: boolean;
  isSeizureSafe?: boolean;
}

const DEFAULTS: Required<Settings> = { fontSize: 0, isContrastTheme: false, isReadableFont: false, isDyslexiaFont: false, isSeizureSafe: false };

/** The contract's attributes for these settings (app/accessibility/applySettings.ts). */
export function attributesOf(settings: Settings): Record<string, string | null> {
  const s = { ...DEFAULTS, ...settings };
  return {
    'data-a11y-contrast': s.isContrastTheme ? '' : null,
    'data-a11y-font': s.isDyslexiaFont ? 'dyslexia' : s.isReadableFont ? 'readable' : null,
    'data-a11y-seizure-safe': s.isSeizureSafe ? '' : null,
    'data-a11y-font-size': String(s.fontSize),
  };
}

export const scaleOf = (level: number) => Math.round(1.1 ** level * 1000) / 1000;

/** SPEC 9.5's browser key of the course `server` serves, or null when its course data cannot be read. */
async function progressKeyOf(server: { url: string }): Promise<string | null> {
  try {
    const data = (await (await fetch(new URL('content/data.js', server.url))).json()) as { id?: unknown; templateId?: unknown };
    return `course_progress${String(data.id ?? '')}${String(data.templateId ?? '')}`;
  } catch {
    return null;
  }
}

/**
 * The page (every document it opens from now on) starts with these settings, as a returning learner's
 * does: given the course's server, the browser store holds a record with them (what the player saved
 * when the learner chose them: the defaults left out, SPEC 3.7), so the session restores the same
 * settings the page starts with; and <html> carries them before any script, as the pre-rendered page's
 * head script puts them there. Without a record the session would restore a first launch's defaults
 * (docs/accessibility-settings.md). A course whose data cannot be read (the error page) keeps what
 * <html> starts with.
 */
export async function withSettings(page: Page, settings: Settings, server?: { url: string }): Promise<void> {
  const full = { ...DEFAULTS, ...settings };
  const chosen = Object.fromEntries(Object.entries(full).filter(([name, value]) => value !== DEFAULTS[name as keyof Settings]));
  const key = server && Object.keys(chosen).length > 0 ? await progressKeyOf(server) : null;
  await page.evaluateOnNewDocument(
    (saved, attributes, scale, storageKey, record) => {
      // Only into an empty store: what the player writes later is the learner's. (A sandboxed frame of
      // the page's, an author's or a scenario's, has no storage at all.)
      try {
        if (storageKey && localStorage.getItem(storageKey) === null) localStorage.setItem(storageKey, record);
      } catch {
        /* not the player's document */
      }
      (window as Window & { __coursePlayerAccessibility?: unknown }).__coursePlayerAccessibility = saved;
      const apply = () => {
        const html = document.documentElement;
        if (!html) return false;
        for (const [name, value] of Object.entries(attributes)) if (value !== null) html.setAttribute(name, value);
        html.style.setProperty('--a11y-font-scale', scale);
        return true;
      };
      if (!apply()) new MutationObserver((_, observer) => apply() && observer.disconnect()).observe(document, { childList: true });
    },
    full,
    attributesOf(full),
    String(scaleOf(full.fontSize)),
    key,
    JSON.stringify({ accessibility: chosen }),
  );
}

/** Changes the settings of an open page, as the panel does (the attributes, at once). */
export async function changeSettings(scope: Page | Frame, settings: Settings): Promise<void> {
  await scope.evaluate(
    (attributes, scale) => {
      const html = document.documentElement;
      for (const [name, value] of Object.entries(attributes)) (value === null ? html.removeAttribute(name) : html.setAttribute(name, value));
      html.style.setProperty('--a11y-font-scale', scale);
    },
    attributesOf(settings),
    String(scaleOf(settings.fontSize ?? 0)),
  );
}

/** WCAG 1.4.12's text-spacing override (the bookmarklet the criterion's understanding document uses). */
export const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * What does not fit at this width (WCAG 1.4.10, 1.4.12): a page wider than the window, and each
 * element whose own text is cut by its box (overflow hidden or clip with more content than room).
 * A one-line name cut with an ellipsis and given whole in its title (the user menu's) is the design.
 */
export function overflowProblems(scope: Page | Frame): Promise<string[]> {
  return scope.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('.visually-hidden, [hidden], svg, video, audio, iframe, canvas') || !el.getClientRects().length) continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!hasText) continue;
      const style = getComputedStyle(el);
      const clips = (o: string) => o === 'hidden' || o === 'clip';
      if (style.textOverflow === 'ellipsis' && el.title) continue;
      const cutX = clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutY = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY) problems.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent!.trim().slice(0, 40)}" is cut ${cutX ? 'across' : 'down'}`);
    }
    return problems;
  });
}

/** The families Chromium actually drew an element's text in (CDP CSS.getPlatformFontsForNode). */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const client = await page.createCDPSession();
  try {
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { root } = await client.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`nothing matches ${selector}`);
    const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => f.familyName);
  } finally {
    await client.detach();
  }
}

/** Animations still running on the page (CSS animations and transitions, Web Animations). */
export const runningAnimations = (scope: Page | Frame) =>
  scope.evaluate(() => document.getAnimations().map((a) => `${a.constructor.name} ${(a as Animation & { animationName?: string; transitionProperty?: string }).animationName ?? (a as { transitionProperty?: string }).transitionProperty ?? ''} on ${(a.effect as KeyframeEffect | null)?.target?.className ?? '?'}`));

/** WCAG contrast of two computed colours ('rgb(r, g, b)'). */
export function contrastOf(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c.match(/[\d.]+/g)!.slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [l1, l2] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}
