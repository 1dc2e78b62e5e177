/// <reference types="webpack/module" />
/** Noto Sans TC's subset files (400 only), a chunk of its own: see fileUrls.ts. */
export const files = import.meta.webpackContext('certificate-fonts/noto-sans-tc/files', { recursive: false, regExp: /-\d+-400-normal\.woff$/, mode: 'sync' });
