import { clampHeight, DEFAULT_HEIGHT } from '../../shared/sandboxedHtml';

/**
 * htmlBlock: the author's own HTML, scripts included, run in a sandboxed frame (never in the
 * player's page; plugins/shared/sandboxedHtml.ts builds the frame's document).
 *
 * Shape read: `<div class="eg-content-editor" data-type="htmlBlock" [data-title="…"] [data-height="320">`
 * followed by any HTML, <style> and <script> of the author's. The frame's document is built from
 * the fragment as the package has it (rawHtml, unsanitised). Until the frame reports its height it
 * is data-height tall (default DEFAULT_HEIGHT).
 */

export interface HtmlBlockInfo {
  title: string | null;
  initialHeight: number;
}

export function readHtmlBlock(root: Element): HtmlBlockInfo {
  const title = root.getAttribute('data-title')?.trim() || null;
  return { title, initialHeight: clampHeight(root.getAttribute('data-height')) ?? DEFAULT_HEIGHT };
}
