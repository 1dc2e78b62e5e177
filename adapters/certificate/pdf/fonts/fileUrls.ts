/// <reference types="webpack/module" />
/**
 * The URLs webpack gives the bundled font files (asset modules, webpack.config.ts). Each map is 'sync' and
 * holds only URL strings, so it sits in the certificate's own chunk and a font costs a request only when a
 * certificate needs it. The CJK families' maps (100–125 files each) are chunks of their own (cjkFileUrls).
 * Jest cannot build import.meta.webpackContext: test/support/certificateFontFiles.ts gives the files' paths.
 */
type FileMap = ReturnType<ImportMeta['webpackContext']>;

const SMALL = {
  'noto-sans': import.meta.webpackContext('certificate-fonts/noto-sans/files', { recursive: false, regExp: /-(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)-(400|700)-normal\.woff$/, mode: 'sync' }),
  vazirmatn: import.meta.webpackContext('certificate-fonts/vazirmatn/files', { recursive: false, regExp: /-arabic-(400|700)-normal\.woff$/, mode: 'sync' }),
  'noto-sans-hebrew': import.meta.webpackContext('certificate-fonts/noto-sans-hebrew/files', { recursive: false, regExp: /-hebrew-(400|700)-normal\.woff$/, mode: 'sync' }),
  'noto-sans-thai': import.meta.webpackContext('certificate-fonts/noto-sans-thai/files', { recursive: false, regExp: /-thai-(400|700)-normal\.woff$/, mode: 'sync' }),
  'noto-sans-devanagari': import.meta.webpackContext('certificate-fonts/noto-sans-devanagari/files', { recursive: false, regExp: /-devanagari-(400|700)-normal\.woff$/, mode: 'sync' }),
  'noto-sans-thaana': import.meta.webpackContext('certificate-fonts/noto-sans-thaana/files', { recursive: false, regExp: /-thaana-(400|700)-normal\.woff$/, mode: 'sync' }),
};

const CJK: Record<string, () => Promise<{ files: FileMap }>> = {
  'noto-sans-jp': () => import(/* webpackChunkName: "certificate-jp" */ './fileUrls.jp'),
  'noto-sans-sc': () => import(/* webpackChunkName: "certificate-sc" */ './fileUrls.sc'),
  'noto-sans-tc': () => import(/* webpackChunkName: "certificate-tc" */ './fileUrls.tc'),
  'noto-sans-kr': () => import(/* webpackChunkName: "certificate-kr" */ './fileUrls.kr'),
};

function lookUp(files: FileMap, file: string): string | null {
  const key = `./${file}`;
  if (!files.keys().includes(key)) return null;
  // publicPath "auto" gives a URL relative to the script: make it absolute for fetch in any context.
  return typeof location === 'undefined' ? (files(key) as string) : new URL(files(key) as string, location.href).href;
}

/** The absolute URL of one of the bundled font files, or null when the build does not carry it. */
export async function fontFileUrl(family: string, file: string): Promise<string | null> {
  if (Object.hasOwn(SMALL, family)) return lookUp(SMALL[family as keyof typeof SMALL], file);
  const cjk = CJK[family];
  return cjk ? lookUp((await cjk()).files, file) : null;
}
