/**
 * Review mode (issue 25, docs/review.md) as the command-line scripts set it up: `npm start -- --review`,
 * `npm run package -- --format review --service-url URL` and `npm run screenshots -- --review`.
 *
 * A course in review mode is the published course with publishSettings.js saying so: `publishMode`
 * 'Review' and `reviewApiUrl` `{service}/api/review` (SPEC 3.1, 2.1; docs/service.md, Review). The
 * learner service learns the course's owners from REVIEW_OWNERS (`courseId:owner@example.org,…`) and
 * reads the course folder (COURSES) to place comments after a republish.
 *
 * Loaded by Node, by tsx and by Jest (test/browser/support/loadScript.ts): only Node built-ins, no
 * top-level await, no `import.meta`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The owner `npm start -- --review` configures when none is given (`--owner`). */
export const DEFAULT_REVIEW_OWNER = 'owner@example.org';

/** The review API under a learner service's address (docs/service.md: `{service}/api/review`). */
export const REVIEW_API_PATH = '/api/review';

/**
 * `{serviceUrl}/api/review` for an http(s) address of the learner service (its path kept, a trailing
 * slash dropped); throws with the reason when the address is not one: no query, fragment or
 * credentials (the player sends every reviewer's token there).
 */
export function reviewApiUrl(serviceUrl) {
  let url;
  try {
    url = new URL(String(serviceUrl ?? '').trim());
  } catch {
    throw new Error(`the service URL must be an http(s) address like https://learn.example.org, not '${serviceUrl}'`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`the service URL must be http or https, not '${url.protocol.replace(/:$/, '')}'`);
  if (url.username || url.password) throw new Error('the service URL must not hold a user name or password');
  if (url.search || url.hash) throw new Error('the service URL must not have a query or a fragment');
  const base = url.pathname.replace(/\/+$/, '');
  // Given the review API's own address already: kept as it is.
  if (base.endsWith(REVIEW_API_PATH)) return `${url.origin}${base}`;
  return `${url.origin}${base}${REVIEW_API_PATH}`;
}

/** publishSettings.js of a review copy: the course's own keys, review mode pointed at the service. */
export function reviewPublishSettings(publish, serviceUrl) {
  return { ...publish, publishMode: 'Review', reviewApiUrl: reviewApiUrl(serviceUrl) };
}

/** The course's id (content/data.js), under which the service files its comments and owners. */
export function courseIdOf(courseDir) {
  const data = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
  if (typeof data.id !== 'string' || !data.id) throw new Error(`${courseDir}/content/data.js has no course id`);
  return data.id;
}

/** The course's title in its first language, for what the scripts print. */
export function courseTitleOf(courseDir) {
  const { title } = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
  return typeof title === 'string' ? title : (Object.values(title ?? {})[0] ?? '');
}

/** REVIEW_OWNERS for one course (docs/service.md, Configuration). */
export const reviewOwnersEnv = (courseId, owners) => `${courseId}:${owners.join(',')}`;

/** The owner's review page of the course on the service (docs/service.md, Owners). */
export const ownerPageUrl = (serviceUrl, courseId) => `${serviceUrl.replace(/\/+$/, '')}${REVIEW_API_PATH}/owner/courses/${encodeURIComponent(courseId)}`;

/**
 * The served files of a review copy of `courseDir` (URL path → text), for serve.mjs's overrides:
 * the course folder is only read.
 */
export function reviewOverrides(courseDir, serviceUrl) {
  const publish = JSON.parse(readFileSync(path.join(courseDir, 'publishSettings.js'), 'utf8'));
  return { '/publishSettings.js': JSON.stringify(reviewPublishSettings(publish, serviceUrl)) };
}

/**
 * Every e-mail the service's development mailer printed (server/mail/Mailer.ts consoleMailer:
 * "[learner service] e-mail to {to}: {subject}" and the link on the next line), in order.
 */
export function printedMails(output) {
  return [...output.matchAll(/\[learner service\] e-mail to (\S+): ([^\n]*)\n\s+(\S+)/g)].map((m) => ({ to: m[1], subject: m[2], link: m[3] }));
}
