/**
 * Reads a PDF with pdf.js (the legacy build, which runs in Node) and prints what a reader of it gets, as
 * JSON: each page's size and text (the items pdf.js extracts, one line per text line it reports), the
 * structure tree's roles, the MarkInfo and the document language. Run as a child process by the
 * certificate tests, because pdf.js is ES modules only and Jest runs the tests as CommonJS.
 *
 *   node test/support/pdfjsText.mjs file.pdf
 */
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, disableFontFace: true, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n += 1) {
  const page = await pdf.getPage(n);
  const [x0, y0, x1, y1] = page.view;
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str + (item.hasEOL ? '\n' : '');
  }
  const roles = [];
  const walk = (node) => {
    if (!node) return;
    if (node.role) roles.push(node.role);
    for (const child of node.children ?? []) walk(child);
  };
  walk(await page.getStructTree());
  pages.push({ width: x1 - x0, height: y1 - y0, text, roles });
}
const { info } = await pdf.getMetadata();
process.stdout.write(JSON.stringify({ pages, markInfo: await pdf.getMarkInfo(), language: info.Language ?? null, title: info.Title ?? null }));
