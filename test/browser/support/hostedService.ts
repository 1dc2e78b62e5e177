/**
 * The real learner service (server/, PGlite in a temp folder) beside a copy of a course published
 * for it ("Publish", the service's URLs, cross-device saving on), for hosted-mode browser tests.
 * The service runs in development mode, so its mailer prints every link it e-mails: `mailedLinks`.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LearnerServiceProcess, publishToService, registerLearner } from './learnerService';
import { courseFixture, startCourseServer, type CourseServer } from './server';

export interface HostedCourse {
  dir: string;
  server: CourseServer;
  serviceUrl: string;
  origin: string;
  /** Every link the service's mailer sent, with its recipient, in order. */
  readonly mailedLinks: { to: string; link: string }[];
  /** Registers a learner through the service; resolves with a token for a `?token=` launch. */
  register(learner: { name: string; email: string; password: string }): Promise<string>;
  stop(): Promise<void>;
}

export interface HostedCourseOptions {
  fixture?: string;
  /** settings.js keys over the fixture's. */
  settings?: Record<string, unknown>;
  /** publishSettings.js keys over the fixture's, given the service's URL. */
  publish?: (serviceUrl: string) => Record<string, unknown>;
  /** Extra environment for the service (e.g. XAPI_READER_USERNAME / XAPI_READER_PASSWORD). */
  env?: Record<string, string>;
}

export async function startHostedCourse(options: HostedCourseOptions = {}): Promise<HostedCourse> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'hosted-'));
  const dir = path.join(work, 'course');
  await cp(courseFixture(options.fixture ?? 'showcase'), dir, { recursive: true });
  const server = await startCourseServer(dir);
  const origin = new URL(server.url).origin;
  const service = await LearnerServiceProcess.start({ playerOrigin: origin, dataDir: path.join(work, 'service'), courseDir: dir, env: options.env });
  const serviceUrl = service.url;
  await publishToService(dir, serviceUrl, options.publish?.(serviceUrl) ?? {}, options.settings ?? {});
  return {
    dir,
    server,
    serviceUrl,
    origin,
    get mailedLinks() {
      return service.mailedLinks;
    },
    register: (learner) => registerLearner(serviceUrl, origin, learner),
    async stop() {
      await server.close();
      await service.stop();
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** The answers the service holds for an attempt, once there are `count` of them (saves are debounced). */
export async function answersSaved(hosted: HostedCourse, attemptUrl: () => string | undefined, token: string, count: number): Promise<unknown[]> {
  for (let i = 0; i < 120; i++) {
    const url = attemptUrl();
    if (url) {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Origin: hosted.origin } });
      if (response.ok) {
        const record = JSON.parse(((await response.json()) as { jsonProgress: string }).jsonProgress) as { answers?: unknown[] };
        const answers = (record.answers ?? []).filter((a) => a !== null && a !== undefined);
        if (answers.length >= count) return answers;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the service never held ${count} answers`);
}
