import { verifyPagePath } from '../certificates/paths';
import { escapeHtml } from '../http/html';
import { ownerCoursePath } from '../review/paths';
import type { CertificateRecord } from '../storage/certificates';

/** Issue 26 §6: what an owner may write when revoking; kept, shown to owners only. */
export const REVOKE_REASON_MAX = 300;

/** The owner's page is English (like the rest of it); UTC dates say the same wherever the owner is. */
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const date = (d: Date) => `<time datetime="${d.toISOString()}">${escapeHtml(DATE.format(d))}</time>`;

export const STYLE =
  '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  'table.certificates{border-collapse:collapse;width:100%;margin:0 0 1rem}table.certificates th,table.certificates td{border-bottom:1px solid #c8c8c8;padding:.4rem .5rem;text-align:start;vertical-align:top}' +
  '.revoked{color:#8b1a1a;font-weight:600}.valid{color:#1e5c3a;font-weight:600}table.certificates form{display:flex;flex-wrap:wrap;gap:.25rem;margin:0}table.certificates input{width:auto;margin:0;flex:1 1 10rem}' +
  '@media (max-width:40rem){table.certificates thead{display:none}table.certificates tr{display:block;border-bottom:1px solid #c8c8c8;padding:.5rem 0}table.certificates td{display:block;border:0;padding:.1rem 0}}';

function actionCell(courseId: string, c: CertificateRecord, index: number): string {
  const base = `${ownerCoursePath(courseId)}/certificates/${c.code}`;
  if (c.revokedAt) {
    return `<form method="post" action="${escapeHtml(`${base}/restore`)}"><button type="submit">Restore<span class="vh"> certificate ${escapeHtml(c.code)}</span></button></form>`;
  }
  return `<form method="post" action="${escapeHtml(`${base}/revoke`)}"><label class="vh" for="reason-${index}">Reason for revoking (optional)</label>` +
    `<input id="reason-${index}" name="reason" maxlength="${REVOKE_REASON_MAX}" placeholder="Reason (optional)"><button type="submit">Revoke</button></form>`;
}

function statusCell(c: CertificateRecord): string {
  if (!c.revokedAt) return '<span class="valid">Valid</span>';
  const reason = c.revokeReason ? `: <span dir="auto">${escapeHtml(c.revokeReason)}</span>` : '';
  return `<span class="revoked">Revoked</span> ${date(c.revokedAt)}${c.revokedBy ? ` by ${escapeHtml(c.revokedBy)}` : ''}${reason}`;
}

/** The course's certificates on its owner page: each with its verify link and a Revoke (or Restore) form posting to this page. */
export function certificatesSection(courseId: string, certificates: CertificateRecord[], total: number): string {
  if (total === 0) return '<h2>Certificates (0)</h2><p>No certificate has been issued for this course yet.</p>';
  const rows = certificates.map((c, i) => `<tr>
<td dir="auto">${escapeHtml(c.learnerName)}</td><td>${date(c.issuedAt)}</td><td>${c.score === null ? 'Not scored' : `${escapeHtml(String(Math.round(c.score * 100) / 100))}%`}</td>
<td>${statusCell(c)}</td><td><a href="${escapeHtml(verifyPagePath(c.code))}">Verify page</a></td><td>${actionCell(courseId, c, i)}</td></tr>`).join('\n');
  const more = total > certificates.length ? `<p>The ${certificates.length} newest of ${total} are listed.</p>` : '';
  return `<h2>Certificates (${total})</h2>${more}
<p>Revoking keeps the certificate and its record, and its verify page and status say it is revoked; restoring makes it valid again.</p>
<table class="certificates"><thead><tr><th scope="col">Name</th><th scope="col">Issued</th><th scope="col">Score</th><th scope="col">Status</th><th scope="col">Link</th><th scope="col">Action</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}
