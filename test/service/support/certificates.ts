/** Helpers of the certificate tests (issue 26): a learner's result as the player saves it, issuing, and looking at what is stored. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { attemptsPath, call, type Answer, type Harness } from './serviceHarness';

const run = promisify(execFile);
let attempts = 0;

/** The player's saves of one attempt: created, then its result (SPEC 7.4). The attempt id. */
export async function saveResult(h: Pick<Harness, 'url'>, token: string, courseId: string, status: 'PASSED' | 'FAILED' | 'IN_PROGRESS', score: number): Promise<string> {
  attempts += 1;
  const attemptId = `attempt-${attempts}-${Date.now().toString(36)}`;
  const created = await call(h, 'POST', attemptsPath(courseId), { token, body: { attemptId, jsonProgress: '{}', courseUrl: 'http://127.0.0.1:9/course/' } });
  if (created.status !== 201) throw new Error(`attempt: ${created.status} ${JSON.stringify(created.body)}`);
  const saved = await call(h, 'PUT', attemptsPath(courseId, attemptId), { token, body: { jsonProgress: '{"done":true}', status, score } });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${JSON.stringify(saved.body)}`);
  return attemptId;
}

export const issue = (h: Pick<Harness, 'url'>, token: string | undefined, body: object): Promise<Answer> => call(h, 'POST', '/api/certificates', { token, body });

/** A certificate code with one character changed: well formed, and no certificate's. */
export function altered(code: string): string {
  const last = code.at(-1)!;
  return `${code.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}

/** One SQL statement on a harness's storage: PostgreSQL while it runs; a PGlite folder only while no service holds it. */
export async function runSql(storage: { dataDir?: string; databaseUrl?: string }, sql: string, params: unknown[]): Promise<void> {
  if (storage.databaseUrl) {
    const client = new pg.Client({ connectionString: storage.databaseUrl });
    await client.connect();
    try {
      await client.query(sql, params);
    } finally {
      await client.end();
    }
    return;
  }
  await run(process.execPath, ['--import', 'tsx', path.join(__dirname, 'runPgliteSql.ts'), storage.dataDir!, sql, JSON.stringify(params)]);
}

export interface Verification {
  ok: boolean;
  code?: string;
  header: Record<string, unknown> | null;
  payload?: Record<string, unknown> & { vc: Record<string, unknown> };
}

/** Verifies a VC-JWT against the issuer's published JWKS, as a verifier would (jose, in a Node process of its own). */
export async function verifyJwt(h: Pick<Harness, 'url'>, jwt: string, issuer = `${h.url}/api/certificates/issuer`): Promise<Verification> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(__dirname, 'verifyCredentialJwt.ts'), `${h.url}/.well-known/jwks.json`, issuer, jwt]);
  return JSON.parse(stdout) as Verification;
}
