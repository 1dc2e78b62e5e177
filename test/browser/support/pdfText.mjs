// Prints the text of every page of the PDF file named on the command line, as JSON: the words a
// reader would copy out of it (pdfjs-dist, the PDF viewer block's library). A child process of its
// own, so the jest run needs no ES module loader for pdfjs.
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(await readFile(process.argv[2]));
const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const content = await (await pdf.getPage(n)).getTextContent();
  // Items are glued as pdf.js lays them out: it gives spaces and line ends itself (a glyph run split
  // across fonts, as CJK subsets are, must not gain a space between its pieces).
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: pages.join('\n') }));
