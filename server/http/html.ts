const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text placed in the service's pages, always escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The service's pages (password reset, My courses): no script, styles inline, forms posting to itself only. */
export const PAGE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  // The address holds the reset token: it must not reach another site as a Referer. Not 'no-referrer':
  // under it Chromium sends 'Origin: null' with the form's POST, which the origin guard refuses.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

const BASE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5}label,input,button{display:block;font-size:1rem}input{width:100%;padding:.5rem;margin:.25rem 0 1rem;box-sizing:border-box}button{padding:.5rem 1rem}' +
  'a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}';

/** `header`: HTML before <main> (a banner); `style`: CSS added to the shared rules; `lang` and `dir`: those of the text. */
export function page({ title, body, header = '', style = '', lang = 'en', dir = 'ltr' }: { title: string; body: string; header?: string; style?: string; lang?: string; dir?: 'ltr' | 'rtl' }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${BASE_STYLE}${style}</style>
</head>
<body>${header}<main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
}
