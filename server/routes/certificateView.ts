import { credentialJsonPath, credentialJwtPath } from '../certificates/paths';
import { escapeHtml, page } from '../http/html';
import type { ServiceTexts } from '../i18n/serviceTexts';
import type { CertificateRecord } from '../storage/certificates';

/**
 * Issue 26 §3: the public verify page, the record the service keeps (never what a PDF says). Plain HTML
 * under the service pages' CSP (inline style only, no script); every stored text escaped and marked
 * dir="auto" so a name or title in another script keeps its own direction inside an ltr or rtl page.
 * Logical CSS properties (inline-start, padding-inline) so the layout mirrors under dir="rtl".
 */
const STYLE =
  'body{max-width:40rem;margin:2rem auto;color:#1b1b1b;background:#fff}main{border:1px solid #c8c8c8;border-radius:.75rem;padding:1.25rem 1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}' +
  'h1{font-size:1.6rem;margin:0 0 .75rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}' +
  '.status{display:inline-block;font-weight:700;border-radius:999px;padding:.2rem .9rem;margin:0 0 1rem}.valid{background:#e6f4ea;color:#1e5c3a;border:1px solid #1e5c3a}.revoked{background:#fbeaea;color:#8b1a1a;border:1px solid #8b1a1a}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.25rem;margin:0}dt{font-weight:600;color:#444}dd{margin:0;overflow-wrap:anywhere}' +
  '.name{font-size:1.25rem;font-weight:700}code{font-size:.95rem;overflow-wrap:anywhere}.note{border-inline-start:4px solid #1a5fb4;padding-inline-start:.75rem;margin:1.25rem 0;color:#333}' +
  'ul.downloads{padding-inline-start:1.25rem}a{color:#1a5fb4}' +
  '@media (max-width:30rem){body{margin:0}main{border:0;border-radius:0;box-shadow:none;padding:1rem}dl{grid-template-columns:1fr;gap:.1rem}dd{margin:0 0 .6rem}}';

const formatDate = (lang: string, date: Date) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
const time = (lang: string, date: Date) => `<time datetime="${date.toISOString()}">${escapeHtml(formatDate(lang, date))}</time>`;
const percent = (lang: string, score: number) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(score / 100);

export function certificatePage(c: CertificateRecord, lang: string, texts: ServiceTexts, issuer: { name: string; url: string }): string {
  const t = texts.certificatePage;
  const revoked = c.revokedAt !== null;
  const statusText = revoked ? `${t.revoked} (${t.revokedOn} ${formatDate(lang, c.revokedAt!)})` : t.valid;
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`;
  const body = `<p class="status ${revoked ? 'revoked' : 'valid'}">${escapeHtml(statusText)}</p>
<dl>
${row(t.learner, `<span class="name" dir="auto">${escapeHtml(c.learnerName)}</span>`)}
${row(t.course, `<span dir="auto">${escapeHtml(c.courseTitle)}</span>`)}
${row(t.result, escapeHtml(c.status === 'passed' ? t.passed : t.completed))}
${c.score !== null ? row(t.score, `<bdi>${escapeHtml(percent(lang, c.score))}</bdi>`) : ''}
${row(t.completedOn, time(lang, c.completedAt))}
${row(t.issuedOn, time(lang, c.issuedAt))}
${row(t.issuedBy, `<a href="${escapeHtml(issuer.url)}" dir="auto">${escapeHtml(issuer.name)}</a>`)}
${row(t.status, escapeHtml(revoked ? t.revoked : t.valid))}
${revoked ? row(t.revokedOn, time(lang, c.revokedAt!)) : ''}
${row(t.code, `<code dir="ltr">${escapeHtml(c.code)}</code>`)}
</dl>
<p class="note">${escapeHtml(t.recordNote)}</p>
<h2>${escapeHtml(t.credential)}</h2>
<p>${escapeHtml(t.credentialNote)}</p>
<ul class="downloads">
<li><a href="${escapeHtml(credentialJwtPath(c.code))}" download>${escapeHtml(t.downloadJwt)}</a></li>
<li><a href="${escapeHtml(credentialJsonPath(c.code))}" download>${escapeHtml(t.downloadJson)}</a></li>
</ul>`;
  return page({ title: t.title, body, style: STYLE, lang, dir: texts.dir });
}

/** The same page for an unknown code and an altered or malformed one: it tells nothing about which. */
export function certificateNotFoundPage(lang: string, texts: ServiceTexts): string {
  const t = texts.certificatePage;
  return page({ title: t.notFoundTitle, body: `<p>${escapeHtml(t.notFoundBody)}</p>`, style: STYLE, lang, dir: texts.dir });
}
