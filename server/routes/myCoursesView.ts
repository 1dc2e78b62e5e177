import { PASSWORD_MAX_LENGTH } from '../auth/inputRules';
import { escapeHtml, page } from '../http/html';

/** One row of the page, already resolved: the title (or the id), and a continue link only when it is safe to follow. */
export interface CourseRow {
  courseId: string;
  name: string;
  status: string;
  score: number;
  updatedAt: Date;
  continueUrl: string | null;
}

export const MY_COURSES_PATH = '/api/account/my-courses';
export const SIGN_IN_PATH = `${MY_COURSES_PATH}/sign-in`;
export const SIGN_OUT_PATH = `${MY_COURSES_PATH}/sign-out`;

const STATUS_TEXT: Record<string, string> = { IN_PROGRESS: 'In progress', PASSED: 'Passed', FAILED: 'Failed' };

// The page is English (lang="en"); a UTC time with its zone says the same thing wherever the learner is.
const SAVED_AT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const STYLE =
  'body{max-width:44rem}.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  'header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;margin:0 0 1rem}' +
  'header p{margin:0}header form{margin:0}main form{max-width:28rem}[role=alert]{font-weight:600;color:#a51d2d}' +
  'ul.courses{list-style:none;padding:0;margin:0}ul.courses>li{border:1px solid #8a8a8a;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}' +
  'h2{font-size:1.15rem;margin:0 0 .5rem;overflow-wrap:anywhere}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .5rem}dt{font-weight:600}dd{margin:0}' +
  'a{color:#1a5fb4}.continue{display:inline-block;padding:.25rem 0}';

export function signInPage(problem?: string, email = ''): string {
  const alert = problem ? `<p role="alert">${escapeHtml(problem)}</p>` : '';
  return page({
    title: 'Sign in to see your courses',
    style: STYLE,
    body: `${alert}
<form method="post" action="${SIGN_IN_PATH}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX_LENGTH}">
<button type="submit">Sign in</button>
</form>
<p>You stay signed in on this browser until you sign out.</p>`,
  });
}

function courseItem(row: CourseRow, index: number): string {
  const headingId = `course-${index}`;
  const status = STATUS_TEXT[row.status] ?? row.status;
  const link = row.continueUrl
    ? `<a class="continue" href="${escapeHtml(row.continueUrl)}">Continue<span class="vh"> <span dir="auto">${escapeHtml(row.name)}</span></span></a>`
    : '';
  return `<li aria-labelledby="${headingId}">
<h2 id="${headingId}" dir="auto">${escapeHtml(row.name)}</h2>
<dl>
<dt>Status</dt><dd>${escapeHtml(status)}</dd>
<dt>Score</dt><dd>${escapeHtml(String(Math.round(row.score)))}%</dd>
<dt>Last saved</dt><dd><time datetime="${row.updatedAt.toISOString()}">${escapeHtml(SAVED_AT.format(row.updatedAt))} UTC</time></dd>
</dl>${link}
</li>`;
}

export function coursesPage(learnerName: string, rows: CourseRow[]): string {
  const header = `<header>
<p>Signed in as <strong dir="auto">${escapeHtml(learnerName)}</strong></p>
<form method="post" action="${SIGN_OUT_PATH}"><button type="submit">Sign out</button></form>
</header>`;
  const list = rows.length
    ? `<ul class="courses" aria-label="Your courses">${rows.map(courseItem).join('\n')}</ul>`
    : '<p>You have not started a course yet. When you do, it will be listed here so you can pick up where you left off.</p>';
  return page({ title: 'My courses', header, style: STYLE, body: list });
}
