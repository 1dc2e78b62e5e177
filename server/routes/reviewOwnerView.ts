import { escapeHtml, page } from '../http/html';
import { STYLE as CERTIFICATES_STYLE } from './certificateOwnerView';
import type { ThreadView } from '../review/commentView';
import { REVIEW_LIMITS } from '../review/limits';
import { OWNER_ROOT, OWNER_SIGN_IN_LINK_PATH, OWNER_SIGN_IN_PATH, OWNER_SIGN_OUT_PATH, ownerCoursePath } from '../review/paths';

const STYLE =
  'body{max-width:52rem}header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;margin:0 0 1rem}header p,header form{margin:0}' +
  'ul.threads{list-style:none;padding:0}ul.threads>li{border:1px solid #8a8a8a;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}' +
  '.meta{color:#444;font-size:.9rem}.state{font-weight:600}blockquote{border-inline-start:3px solid #8a8a8a;margin:.5rem 0;padding-inline-start:.75rem}' +
  '.text{white-space:pre-wrap;overflow-wrap:anywhere}ol.replies{padding-inline-start:1.25rem}.actions{display:flex;flex-wrap:wrap;gap:.5rem}.actions form{margin:0}' +
  'textarea{width:100%;box-sizing:border-box;font:inherit}[role=alert]{font-weight:600;color:#a51d2d}a{color:#1a5fb4}';

export function ownerSignInPage(notice?: string, problem?: string): string {
  return page({
    title: 'Review page: sign in',
    style: STYLE,
    body: `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="${OWNER_SIGN_IN_LINK_PATH}">
<label for="email">Your e-mail (a course owner's)</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="320">
<button type="submit">E-mail me a sign-in link</button>
</form>`,
  });
}

/** What the e-mailed link opens: a button, so a mail scanner that follows links signs nobody in. */
export function ownerConfirmPage(code: string): string {
  return page({
    title: 'Review page: sign in',
    style: STYLE,
    body: `<form method="post" action="${OWNER_SIGN_IN_PATH}"><input type="hidden" name="code" value="${escapeHtml(code)}"><button type="submit">Sign in to the review page</button></form>`,
  });
}

const header = (email: string) => `<header><p>Signed in as <strong>${escapeHtml(email)}</strong></p>
<form method="post" action="${OWNER_SIGN_OUT_PATH}"><button type="submit">Sign out</button></form></header>`;

export function ownerCoursesPage(email: string, courses: Array<{ courseId: string; title: string }>): string {
  const list = courses.length
    ? `<ul>${courses.map((c) => `<li><a href="${escapeHtml(ownerCoursePath(c.courseId))}" dir="auto">${escapeHtml(c.title)}</a></li>`).join('')}</ul>`
    : '<p>This address owns no course (REVIEW_OWNERS).</p>';
  return page({ title: 'Your courses under review', header: header(email), style: STYLE, body: list });
}

const PLACEMENT_TEXT = { inPlace: '', outdated: 'Outdated: the content changed since this was written.', elsewhere: 'Elsewhere: what it was written on is no longer in the course.' };

function actionForm(base: string, action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(`${base}/${action}`)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

function threadItem(courseId: string, t: ThreadView, index: number): string {
  const base = `${ownerCoursePath(courseId)}/comments/${t.id}`;
  const who = (p: { name: string; email?: string }) => `<span dir="auto">${escapeHtml(p.name)}</span>${p.email ? ` &lt;${escapeHtml(p.email)}&gt;` : ''}`;
  const where = [t.anchor.type, t.anchor.sectionId, t.anchor.pageId, t.anchor.blockId].filter(Boolean).map((s) => escapeHtml(String(s))).join(' · ');
  const state = [t.isResolved ? `Resolved by ${who(t.resolvedBy!)}` : '', t.isDeleted ? `Deleted by ${who(t.deletedBy!)}` : '', t.placement ? escapeHtml(PLACEMENT_TEXT[t.placement]) : ''].filter(Boolean).join('. ');
  const replies = t.replies.map((r) => `<li><p class="meta">${who(r.createdBy)}${r.createdBy.isOwner ? ' (owner)' : ''}, <time datetime="${new Date(r.createdOn).toISOString()}">${new Date(r.createdOn).toISOString()}</time>${r.isDeleted ? ' <span class="state">(deleted)</span>' : ''}</p>
<p class="text" dir="auto">${escapeHtml(r.text)}</p><div class="actions">${actionForm(`${base}/replies/${r.id}`, r.isDeleted ? 'restore' : 'delete', r.isDeleted ? 'Restore reply' : 'Delete reply')}</div></li>`).join('');
  return `<li aria-labelledby="thread-${index}">
<h3 id="thread-${index}" class="meta">${who(t.createdBy)} on ${where}, <time datetime="${new Date(t.createdOn).toISOString()}">${new Date(t.createdOn).toISOString()}</time></h3>
${t.anchor.quote ? `<blockquote dir="auto">${escapeHtml(t.anchor.quote)}</blockquote>` : ''}
<p class="text" dir="auto">${escapeHtml(t.text)}</p>
${state ? `<p class="state">${state}</p>` : ''}
${replies ? `<ol class="replies">${replies}</ol>` : ''}
<div class="actions">${actionForm(base, t.isResolved ? 'unresolve' : 'resolve', t.isResolved ? 'Unresolve' : 'Resolve')}${actionForm(base, t.isDeleted ? 'restore' : 'delete', t.isDeleted ? 'Restore' : 'Delete')}</div>
<form method="post" action="${escapeHtml(`${base}/reply`)}"><label for="reply-${index}">Reply</label><textarea id="reply-${index}" name="text" required maxlength="${REVIEW_LIMITS.body}" rows="2"></textarea><button type="submit">Post reply</button></form>
</li>`;
}

/**
 * One course's threads: those in place or outdated first, then the ones whose anchor is gone (issue 25 §3,
 * never dropped); then `certificates`, the course's certificates section (issue 26 §6, certificateOwnerView.ts).
 */
export function ownerCoursePage(email: string, courseId: string, title: string, threads: ThreadView[], certificates = ''): string {
  const here = threads.filter((t) => t.placement !== 'elsewhere');
  const elsewhere = threads.filter((t) => t.placement === 'elsewhere');
  const list = (items: ThreadView[], offset: number) => `<ul class="threads">${items.map((t, i) => threadItem(courseId, t, i + offset)).join('\n')}</ul>`;
  const body = `<p><a href="${OWNER_ROOT}">All your courses</a> · <a href="${escapeHtml(`${ownerCoursePath(courseId)}/comments.csv`)}">Export every thread as CSV</a></p>
<h2>Comments (${threads.length})</h2>${here.length ? list(here, 0) : '<p>No comments yet.</p>'}
${elsewhere.length ? `<h2>Elsewhere (${elsewhere.length})</h2><p>What these were written on is no longer in the course as published now.</p>${list(elsewhere, here.length)}` : ''}
${certificates}`;
  return page({ title: `Review: ${title}`, header: header(email), style: STYLE + CERTIFICATES_STYLE, body });
}
