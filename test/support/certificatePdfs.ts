import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { certificateWords, type CertificateData } from '../../core/index';

/*
 * The certificate tests' kit: certificate data in a language, files fetched from disk (the fonts from
 * the installed @fontsource packages, as test/support/certificateFontFiles.ts names them), and the
 * text two readers get out of the PDF: poppler's pdftotext and pdf.js (test/support/pdfjsText.mjs).
 */
const root = path.resolve(__dirname, '../..');
export const LOGO_URL = 'https://course.example/media/logo.png';

export function certificate(locale: string, learnerName: string, courseTitle: string, more: Partial<CertificateData> = {}): CertificateData {
  return {
    courseTitle,
    learnerName,
    completedAt: '2026-11-27T10:30:00Z',
    locale,
    direction: /^(ar|he|fa|ur|ku|ckb|dv)\b/.test(locale) ? 'rtl' : 'ltr',
    score: 85,
    words: certificateWords(locale),
    look: { primary: '#1f4e79', text: '#222222', background: '#ffffff', logoUrl: null, fontUrls: [] },
    verification: { code: 'K7Q2-9XWD', url: 'https://learn.example/verify/K7Q2-9XWD' },
    ...more,
  };
}

/** Reads file: URLs from disk and the test logo from the fixtures; anything else is a network error. */
export async function fetchBytes(url: string): Promise<Uint8Array> {
  if (url.startsWith('file:')) return new Uint8Array(await readFile(fileURLToPath(url)));
  if (url === LOGO_URL) return new Uint8Array(await readFile(path.join(root, 'test/fixtures/courses/showcase/media/care-tip-icon.png')));
  throw new Error(`fetch failed: ${url}`);
}

export const fontFile = (family: string, file: string) => `file://${path.join(root, 'node_modules/@fontsource', family, 'files', file)}`;

const dir = mkdtempSync(path.join(tmpdir(), 'certificates-'));
let count = 0;

export interface Extracted {
  poppler: string;
  pdfjs: string;
  pages: Array<{ width: number; height: number; roles: string[] }>;
  markInfo: { Marked?: boolean } | null;
  language: string | null;
  fonts: string;
  raw: string;
}

/** What pdftotext, pdffonts and pdf.js read from the PDF. */
export function extract(pdf: Uint8Array): Extracted {
  count += 1;
  const file = path.join(dir, `certificate-${count}.pdf`);
  writeFileSync(file, pdf);
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { encoding: 'utf8', cwd: root });
    if (result.error || result.status !== 0) {
      throw new Error(`${command} failed (install poppler-utils: apt-get install -y poppler-utils): ${result.error?.message ?? result.stderr}`);
    }
    return result.stdout;
  };
  const pdfjs = JSON.parse(run(process.execPath, [path.join(root, 'test/support/pdfjsText.mjs'), file]));
  return {
    poppler: run('pdftotext', [file, '-']),
    pdfjs: pdfjs.pages.map((p: { text: string }) => p.text).join('\n'),
    pages: pdfjs.pages,
    markInfo: pdfjs.markInfo,
    language: pdfjs.language,
    fonts: run('pdffonts', [file]),
    raw: readFileSync(file, 'latin1'),
  };
}

/** Text compared as a reader sees it: without the bidi marks poppler adds (and Intl puts in dates), whitespace collapsed. */
export const plain = (text: string) => text.replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();

/** The same without any whitespace (see the test for where pdf.js needs it). */
export const squeezed = (text: string) => plain(text).replace(/\s/g, '');
