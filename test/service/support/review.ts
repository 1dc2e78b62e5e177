/** Helpers of the review API tests (issue 25 §1): a reviewer signed in through the e-mailed link, and an owner on the review page. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, PLAYER_ORIGIN, type Answer, type CallOptions, type Harness } from './serviceHarness';

export const COURSE = 'c0ffee00c0ffee00c0ffee00c0ffee00';
export const OTHER_COURSE = 'other-course-2';
export const OWNER = 'owner@example.org';

let counter = 0;
export const newReviewer = (prefix = 'reviewer') => {
  counter += 1;
  return { email: `${prefix}${counter}.${Date.now().toString(36)}@example.org`, name: `Reviewer ${counter}` };
};

/** A review call: the reviewer's token and the X-Course-Id header of SPEC 7.7. */
export const review = (h: Pick<Harness, 'url'>, method: string, route: string, token: string | undefined, courseId = COURSE, options: CallOptions = {}): Promise<Answer> =>
  call(h, method, `/api/review${route}`, { ...options, token, headers: { 'x-course-id': courseId, ...options.headers } });

export const loginCodeOf = (link: string) => new URL(link).searchParams.get('reviewLoginCode');

/** Asks for a login link: the pending token and the code the e-mail carries. */
export async function askLink(h: Harness, who: { email: string; name: string }, courseId = COURSE): Promise<{ pending: string; code: string }> {
  const before = h.mail.length;
  const asked = await review(h, 'POST', '/login-link', undefined, courseId, { body: { ...who, returnUrl: `${PLAYER_ORIGIN}/course/` } });
  if (asked.status !== 201) throw new Error(`login-link: ${asked.status} ${JSON.stringify(asked.body)}`);
  const mail = await h.mailTo(who.email.toLowerCase(), before);
  return { pending: asked.body.token, code: loginCodeOf(mail.link)! };
}

/** A reviewer who followed the link: the authenticated token. */
export async function signInReviewer(h: Harness, who = newReviewer(), courseId = COURSE): Promise<{ token: string; who: typeof who }> {
  const { code } = await askLink(h, who, courseId);
  const answer = await review(h, 'POST', '/login', undefined, courseId, { body: { code } });
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: answer.body.token, who };
}

export const blockAnchor = (blockId: string, checksum = 'x') => ({ type: 'block', sectionId: 's1', pageId: 'p1', blockId, quote: 'quoted text', checksum });

export async function postComment(h: Harness, token: string, text: string, anchor: object = blockAnchor('b1'), courseId = COURSE): Promise<Answer> {
  return review(h, 'POST', '/comments', token, courseId, { body: { text, anchor } });
}

/** The owner's browser: signs in through the e-mailed link and the confirm button; the cookie. */
export async function signInOwner(h: Harness, email = OWNER): Promise<string> {
  const before = h.mail.length;
  const form = (fields: Record<string, string>) => ({ method: 'POST', redirect: 'manual' as const, body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const asked = await fetch(`${h.url}/api/review/owner/sign-in-link`, form({ email }));
  if (asked.status !== 200) throw new Error(`owner sign-in-link: ${asked.status}`);
  const link = (await h.mailTo(email, before)).link;
  const confirm = await fetch(link);
  if (confirm.status !== 200) throw new Error(`owner confirm page: ${confirm.status}`);
  const signed = await fetch(`${h.url}/api/review/owner/sign-in`, form({ code: new URL(link).searchParams.get('code')! }));
  const cookie = signed.headers.getSetCookie().find((c) => c.startsWith('ocp_review_owner='))?.split(';')[0];
  if (signed.status !== 303 || !cookie) throw new Error(`owner sign-in: ${signed.status}`);
  return cookie;
}

/** A course package with two sections, three pages and blocks, for republishing (issue 25 §3). */
export function coursePackage(): { dir: string; write(change?: { editBlock?: string; removePage?: string }): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ocp-review-course-'));
  mkdirSync(path.join(dir, 'content'));
  writeFileSync(path.join(dir, 'publishSettings.js'), JSON.stringify({ publishMode: 'Publish' }));
  const write = (change: { editBlock?: string; removePage?: string } = {}) => {
    const pages = [
      { id: 'p1', title: 'First page', learningContents: [{ id: 'b1', children: [] }, { id: 'b2', children: [] }] },
      { id: 'p2', title: 'Second page', learningContents: [{ id: 'b3', children: [] }] },
    ].filter((p) => p.id !== change.removePage);
    const data = { id: COURSE, title: 'Ferns <b>&</b> "Mosses"', sections: [{ id: 's1', title: 'Section one', questions: pages }] };
    writeFileSync(path.join(dir, 'content', 'data.js'), JSON.stringify(data));
    for (const id of ['b1', 'b2', 'b3']) writeFileSync(path.join(dir, 'content', `${id}.html`), `<p>Block ${id}${change.editBlock === id ? ' edited' : ''}</p>`);
  };
  write();
  return { dir, write };
}
