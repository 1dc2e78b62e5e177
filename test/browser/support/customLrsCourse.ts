/**
 * A copy of a course fixture tracked to a custom LRS, as an author sets it up in settings.js
 * (SPEC 7.8 destinations): results tracking on, `xApi.selectedLrs: 'custom'`, the LRS's address
 * and basic credentials.
 *
 *   const dir = await courseTrackedTo(path.join(work, 'course'), { uri: lrs.endpoint, username: 'player', password: 's3cret' });
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { courseFixture } from './server';

/** Every verb of SPEC 7.8 by its display name, for settings.js xApi.allowedVerbs / lmsAllowedVerbs. */
export const EVERY_VERB = ['launched', 'started', 'stopped', 'experienced', 'mastered', 'answered', 'passed', 'failed', 'progressed', 'evaluated', 'completed', 'submitted'];

/**
 * Results tracking on a hosted course without cross-device saving needs the learner's name and e-mail
 * (SPEC 6.3); launches that carry them in the URL (SPEC 5.3) go straight to the course. The form that
 * asks for them is test/browser/identity-form.test.ts's.
 */
export const LEARNER_QUERY = 'name=Ada%20Lovelace&email=ada%40example.org';

export interface CustomLrs {
  /** settings.js xApi.lrs.uri: the LRS's xAPI root ('' for the misconfiguration). */
  uri: string;
  username: string;
  password: string;
}

export interface TrackedCourseOptions {
  /** The fixture copied (test/fixtures/courses/<name>); 'showcase' by default. */
  fixture?: string;
  /** More of settings.js xApi (allowedVerbs, lmsAllowedVerbs). */
  xApi?: Record<string, unknown>;
  /** Other settings.js keys, set over the fixture's (e.g. sendXAPIStatementsForContentPages). */
  settings?: Record<string, unknown>;
}

export async function courseTrackedTo(dir: string, lrs: CustomLrs, options: TrackedCourseOptions = {}): Promise<string> {
  await cp(courseFixture(options.fixture ?? 'showcase'), dir, { recursive: true });
  const file = path.join(dir, 'settings.js');
  const settings = JSON.parse(await readFile(file, 'utf8'));
  Object.assign(settings, options.settings, {
    resultsTracking: { enabled: true },
    xApi: {
      selectedLrs: 'custom',
      lrs: { uri: lrs.uri, credentials: { username: lrs.username, password: lrs.password }, authenticationRequired: true },
      ...options.xApi,
    },
  });
  await writeFile(file, JSON.stringify(settings));
  return dir;
}
