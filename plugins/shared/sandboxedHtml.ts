/**
 * The document of a sandboxed author-HTML frame (SandboxedHtmlFrame): the author's HTML, scripts
 * included, run with sandbox="allow-scripts" only, in an opaque origin, so the author's code cannot
 * reach the player, its storage or its cookies, open pop-ups, or navigate the page. Never
 * allow-same-origin. Shared by the htmlBlock content block and the scenario question type.
 *
 * Sizing: a small script appended after the author's markup posts the content's height to the
 * parent ({type: HEIGHT_MESSAGE, height}) whenever it changes; the view accepts it only from its own
 * frame's contentWindow and clamps it to MIN_HEIGHT..MAX_HEIGHT. Until the first message the frame
 * is the height its user asks for (default DEFAULT_HEIGHT).
 */

export const HEIGHT_MESSAGE = 'bd-html-block:height';
export const MIN_HEIGHT = 24;
export const MAX_HEIGHT = 5000;
export const DEFAULT_HEIGHT = 150;

/** A height from the frame, or null when it is not a usable number. */
export function clampHeight(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return null;
  return Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(n)));
}

/** The script appended to the frame's document: posts the content's height on every change. */
export const HEIGHT_SCRIPT = `(function () {
  var root = document.getElementById('bd-html-block-root');
  var last = -1;
  function post() {
    var h = Math.ceil(root.getBoundingClientRect().height);
    if (h !== last) { last = h; parent.postMessage({ type: '${HEIGHT_MESSAGE}', height: h }, '*'); }
  }
  if (window.ResizeObserver) new ResizeObserver(post).observe(root);
  window.addEventListener('load', post);
  setTimeout(post, 0);
  post();
})();`;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface FrameLook {
  lang: string;
  dir: 'ltr' | 'rtl';
  color?: string;
  font?: string;
}

/** The body of a full document the author may have written (or the fragment itself). */
function bodyOf(rawHtml: string): { head: string; body: string } {
  if (!/<html[\s>]|<body[\s>]/i.test(rawHtml)) return { head: '', body: rawHtml };
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(rawHtml)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*?)(?:<\/body>|$)/i.exec(rawHtml)?.[1] ?? rawHtml;
  return { head, body };
}

/** The frame's srcdoc: the author's HTML in a plain document, with the height script after it. */
export function buildSrcdoc(rawHtml: string, look: FrameLook): string {
  const { head, body } = bodyOf(rawHtml);
  const base = `html,body{margin:0;padding:0;background:transparent}body{${look.color ? `color:${look.color};` : ''}font-family:${look.font ?? 'system-ui, sans-serif'};line-height:1.5;overflow-wrap:anywhere}#bd-html-block-root{display:flow-root}img,video,canvas,svg{max-width:100%;height:auto}`;
  return (
    `<!DOCTYPE html><html lang="${escapeAttr(look.lang)}" dir="${look.dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${base.replace(/</g, '')}</style>${head}</head>` +
    `<body><div id="bd-html-block-root">${body}</div><script>${HEIGHT_SCRIPT}</script></body></html>`
  );
}
