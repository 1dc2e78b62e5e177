/// <reference types="pdfkit" />
import PDFDocument from 'pdfkit';
import { certificateColours, paperPoints, paperSizeFor, type CertificateData } from '@core';

// The certificate's own words travel with the maker, so their 26 tables load with it, not on the first page.
export { certificateWords } from '@core';
import type { Page } from './draw';
import { FaceCatalogue } from './fonts/faces';
import { FontChooser } from './fonts/fontChoice';
import { fetchWithFetch, FontLoader, type FetchBytes } from './fonts/fontLoading';
import { drawCertificate } from './layout';
import { loadLogo } from './logo';
import { certificateTexts, textsByWeight } from './texts';

/*
 * The certificate PDF (issue 26), made in the browser (and in Node for tests): one landscape page, A4 or
 * US Letter by the locale's region, tagged, with real text in any script. The player imports this module
 * with a dynamic import() when the learner asks for the certificate: nothing of it is on the first page,
 * and the fonts it needs are fetched then, file by file (docs/certificates.md).
 */

export interface MakeCertificateOptions {
  /** How files are fetched (fonts, the logo, the package's fonts); `fetch` by default. */
  fetchBytes?: (url: string) => Promise<Uint8Array>;
}

export async function makeCertificatePdf(data: CertificateData, options: MakeCertificateOptions = {}): Promise<Uint8Array> {
  const fetchBytes: FetchBytes = options.fetchBytes ?? fetchWithFetch;
  const texts = certificateTexts(data);
  const loader = new FontLoader(fetchBytes);
  const chooser = new FontChooser(new FaceCatalogue(data.locale), loader);
  const byWeight = textsByWeight(texts);
  // The logo meanwhile; the package's fonts first, so that ours are fetched only for what theirs lack.
  const loadingLogo = loadLogo(data.look.logoUrl, fetchBytes);
  await chooser.chooseTheirs(data.look.fontUrls, byWeight);
  await chooser.warmUp(byWeight);
  const logo = await loadingLogo;

  const { width, height } = paperPoints(paperSizeFor(data.paperLocale ?? data.locale));
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    tagged: true,
    lang: data.locale,
    displayTitle: true,
    pdfVersion: '1.7',
    // No standard font: every glyph comes from an embedded font (and the browser build carries no AFM data).
    font: null as unknown as string,
    info: { Title: `${texts.heading}: ${texts.title}`, Author: texts.name, Subject: texts.title, Creator: 'Open Course Player' },
  } as PDFKit.PDFDocumentOptions);
  const chunks: Uint8Array[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const page: Page = { doc, chooser, direction: data.direction, locale: data.locale, registered: new Set() };
  await drawCertificate(page, texts, certificateColours(data.look), logo, width, height);
  doc.end();
  await done;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
