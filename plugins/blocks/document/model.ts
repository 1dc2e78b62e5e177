/**
 * document: a file the author attached (SPEC 2.12 "a PDF document viewer"), read into data.
 *
 * Shape read (SPEC and PACKAGE-FORMAT.md name only the data-type; attributes first, elements second):
 *
 *   <div class="eg-content-editor" data-type="document"
 *        data-document-url="media/care-sheet.pdf" data-file-name="care-sheet.pdf"
 *        data-title="Houseplant care sheet" data-file-size="23456" data-document-type="pdf">
 *     <p>Any text of the author's: shown above the viewer.</p>
 *     <a href="media/care-sheet.pdf">care-sheet.pdf</a>
 *   </div>
 *
 * - URL: data-document-url, data-url, data-src, data-file-url, else the first link, <iframe src>,
 *   <object data> or <embed src> (package-relative or http(s); anything else falls back to static HTML).
 * - It is a PDF when data-document-type says "pdf" (or "application/pdf"), or the URL or file name ends
 *   in .pdf; any other file (a slide deck, a spreadsheet) gets only its download link.
 * - File name: data-file-name, the link's download attribute, else the URL's last segment.
 * - Title (the viewer's accessible name): data-title, else the link's text, else the file name.
 * - Size: data-file-size in bytes, shown in Kb or MB (SPEC 9.5) beside the download link.
 * - The text is the fragment without the link to the file (and without frames).
 */
import { attr, fileNameOf, hasContent, safeUrl, textOf, type Resolve } from '../shared/attributes';

export interface DocumentBlock {
  url: string;
  fileName: string;
  title: string;
  isPdf: boolean;
  /** Bytes, when the author's package says. */
  size: number | null;
  text: Element | null;
}

export function parseDocumentBlock(root: Element, resolve?: Resolve): DocumentBlock | null {
  const link = Array.from(root.querySelectorAll('a[href]')).find((a) => safeUrl(a.getAttribute('href'))) ?? null;
  const frame = root.querySelector('iframe[src], embed[src], object[data]');
  const url = safeUrl(attr(root, 'data-document-url', 'data-url', 'data-src', 'data-file-url') ?? link?.getAttribute('href') ?? frame?.getAttribute('src') ?? frame?.getAttribute('data'), { resolve });
  if (!url) return null;
  const fileName = attr(root, 'data-file-name') ?? attr(link, 'download') ?? (fileNameOf(url) || 'document');
  const declared = (attr(root, 'data-document-type', 'data-file-type') ?? '').toLowerCase();
  const isPdf = declared ? declared === 'pdf' || declared.endsWith('/pdf') : /\.pdf$/i.test(fileName) || /\.pdf(?:[?#]|$)/i.test(url);
  const linkText = link && safeUrl(link.getAttribute('href'), { resolve }) === url ? textOf(link) : '';
  const title = attr(root, 'data-title') ?? (linkText && linkText !== fileName ? linkText : null) ?? fileName;
  const size = Number(attr(root, 'data-file-size', 'data-size'));

  const clone = root.cloneNode(true) as Element;
  clone.querySelectorAll('iframe, embed, object').forEach((f) => f.remove());
  clone.querySelectorAll('a[href]').forEach((a) => {
    if (safeUrl(a.getAttribute('href'), { resolve }) === url) {
      const parent = a.parentElement;
      a.remove();
      if (parent && parent !== clone && !hasContent(parent)) parent.remove();
    }
  });
  return { url, fileName, title, isPdf, size: Number.isFinite(size) && size > 0 ? size : null, text: hasContent(clone) ? clone : null };
}

/** SPEC 9.5: file sizes are shown in Kb or MB. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} Kb`;
}

/** Zoom steps, as factors of "fit to width". */
export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
export const FIT = 2; // index of 1 in ZOOMS

export const clampPage = (page: number, total: number) => Math.min(Math.max(1, Math.round(page)), Math.max(1, total));
export const zoomIn = (index: number) => Math.min(ZOOMS.length - 1, index + 1);
export const zoomOut = (index: number) => Math.max(0, index - 1);

export type ViewerAction = 'next' | 'previous' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'zoomReset' | null;

/**
 * The viewer's keys: PageDown / PageUp and the arrow keys that point forward / backward in the
 * reading direction (ArrowRight is "next" in English, ArrowLeft in Arabic) turn pages; Home / End go
 * to the first / last page; + and - zoom, 0 fits the width again. The arrows are left to the
 * browser (scrolling) while the page is wider than the viewer.
 */
export function keyAction(key: string, rtl: boolean, scrollsSideways: boolean): ViewerAction {
  switch (key) {
    case 'PageDown':
      return 'next';
    case 'PageUp':
      return 'previous';
    case 'ArrowRight':
      return scrollsSideways ? null : rtl ? 'previous' : 'next';
    case 'ArrowLeft':
      return scrollsSideways ? null : rtl ? 'next' : 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'zoomReset';
    default:
      return null;
  }
}
