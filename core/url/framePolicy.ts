/**
 * The one rule for every frame the player shows, whichever block or page made it (docs/security.md).
 *
 * A package's own pages (an embed pointing at media/survey.html, a scenario, a document's fallback
 * viewer, an <iframe> in a text fragment) are served from the player's origin. Framed as they are,
 * their scripts would run as the player: read the learner's saved progress in localStorage, later
 * the sign-in token, and rewrite the player's page. So a frame whose page comes from the player's
 * origin (a relative src, an absolute one on the same origin, or anything that inherits the
 * origin: about:, blob:, data:) gets htmlBlock's sandbox: scripts run, in an opaque origin, with
 * no allow-same-origin. A cross-origin http(s) page (a video host, a survey service) cannot reach
 * the player anyway and keeps its own origin, so its storage and sign-in keep working.
 *
 * SVG is an image format that can carry scripts: as a document (a frame) it would run them, so an
 * SVG is shown as an <img>, where it never does.
 */

/** htmlBlock's sandbox: scripts run, in an opaque origin; never allow-same-origin. */
export const FRAME_SANDBOX = 'allow-scripts';

export type FrameTreatment =
  /** Load `src` in a frame; `sandbox` is the attribute to set, or null for a cross-origin page. */
  | { kind: 'frame'; src: string; sandbox: string | null }
  /** Show `src` as an image instead of a document. */
  | { kind: 'image'; src: string }
  /** Nothing to show (no address, a javascript: URL, an address that does not parse). */
  | { kind: 'none' };

const SVG_PATH = /\.svgz?$/i;

/**
 * How to show a frame whose address is `src` on a page at `pageUrl` (the player's location).
 * Relative addresses resolve against `pageUrl`, as the browser would resolve them.
 */
export function frameTreatment(src: string | null | undefined, pageUrl: string): FrameTreatment {
  // As a browser's URL parser does: tabs and line breaks anywhere are dropped, so "java\tscript:"
  // is judged as the javascript: URL it is.
  const raw = (src ?? '').replace(/[\t\n\r]/g, '').trim();
  if (!raw) return { kind: 'none' };
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(raw, page);
  } catch {
    return { kind: 'none' };
  }
  const scheme = url.protocol;
  if (scheme === 'javascript:' || scheme === 'vbscript:') return { kind: 'none' };
  if (SVG_PATH.test(url.pathname) || (scheme === 'data:' && /^image\/svg\+xml[;,]/i.test(url.pathname))) return { kind: 'image', src: raw };
  const crossOrigin = (scheme === 'http:' || scheme === 'https:') && url.origin !== page.origin;
  return { kind: 'frame', src: raw, sandbox: crossOrigin ? null : FRAME_SANDBOX };
}
