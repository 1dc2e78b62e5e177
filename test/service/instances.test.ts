/**
 * The path past one machine (docs/service.md): several stateless instances on one PostgreSQL, and
 * migrations that are applied once however many instances start together. PGlite keeps its data
 * across restarts in its folder.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { migrate, readMigrations } from '../../server/storage/migrate';
import { openPostgresDatabase } from '../../server/storage/postgresDatabase';
import { attemptsPath, call, forkService, freshStorage, newLearner, PLAYER_ORIGIN } from './support/serviceHarness';

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'close' });
  await exited;
}

describe('several instances on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  let databaseUrl: string;
  let a: { url: string };
  let b: { url: string };

  beforeAll(async () => {
    ({ databaseUrl } = (await freshStorage('PostgreSQL')).options as { databaseUrl: string });
    // Started together on an empty database: both would run the migrations without the advisory lock.
    const started = await Promise.all([1, 2].map(() => forkService({ databaseUrl, playerOrigin: PLAYER_ORIGIN })));
    started.forEach((s) => children.push(s.child));
    [a, b] = started;
  });
  afterAll(async () => {
    await Promise.all(children.map(stop));
  });

  it('applied each migration exactly once', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT version, name FROM schema_migrations ORDER BY version');
      expect(rows).toEqual(readMigrations().map(({ version, name }) => ({ version, name })));
    } finally {
      await client.end();
    }
  });

  it('treats a learner the same on either instance: token, progress and logout', async () => {
    const learner = newLearner();
    const { token } = (await call(a, 'POST', '/api/credentials/register', { body: learner })).body;
    expect((await call(b, 'GET', '/api/learner/me', { token })).body.email).toBe(learner.email);

    await call(a, 'POST', attemptsPath('shared-course'), { token, body: { attemptId: 'shared-attempt', jsonProgress: '{}' } });
    await call(b, 'PUT', attemptsPath('shared-course', 'shared-attempt'), { token, body: { jsonProgress: '{"answers":[[2]]}', score: 100, status: 'PASSED' } });
    expect((await call(a, 'GET', attemptsPath('shared-course', 'last'), { token })).body).toMatchObject({ jsonProgress: '{"answers":[[2]]}', status: 'PASSED' });

    await call(b, 'POST', '/api/account/logout', { token, body: {} });
    expect((await call(a, 'GET', '/api/learner/me', { token })).status).toBe(401);
  });
});

it('migrates once when two instances migrate at the same moment (the advisory lock)', async () => {
  const { databaseUrl } = (await freshStorage('PostgreSQL')).options as { databaseUrl: string };
  const dbs = await Promise.all([1, 2].map(() => openPostgresDatabase(databaseUrl, 1)));
  try {
    const applied = await Promise.all(dbs.map((db) => migrate(db)));
    expect(applied.flat()).toEqual(readMigrations().map((m) => m.version));
  } finally {
    await Promise.all(dbs.map((db) => db.close()));
  }
});

describe('PGlite across a restart', () => {
  it('keeps learners and progress in its folder and starts again without re-applying migrations', async () => {
    const storage = await freshStorage('PGlite');
    const learner = newLearner();
    const first = await forkService({ ...storage.options, playerOrigin: PLAYER_ORIGIN });
    const { token } = (await call(first, 'POST', '/api/credentials/register', { body: learner })).body;
    await call(first, 'POST', attemptsPath('kept-course'), { token, body: { attemptId: 'kept', jsonProgress: '{"answers":[[1]]}' } });
    await stop(first.child);

    const second = await forkService({ ...storage.options, playerOrigin: PLAYER_ORIGIN });
    try {
      const signedIn = await call(second, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } });
      expect(signedIn.status).toBe(200);
      // The signing key is kept too: the token from before the restart still works.
      expect((await call(second, 'GET', '/api/learner/me', { token })).status).toBe(200);
      expect((await call(second, 'GET', attemptsPath('kept-course', 'kept'), { token: signedIn.body.token })).body.jsonProgress).toBe('{"answers":[[1]]}');
    } finally {
      await stop(second.child);
      storage.remove();
    }
  });

  it('refuses to open a folder another running service holds', async () => {
    const storage = await freshStorage('PGlite');
    const first = await forkService({ ...storage.options, playerOrigin: PLAYER_ORIGIN });
    try {
      await expect(forkService({ ...storage.options, playerOrigin: PLAYER_ORIGIN })).rejects.toThrow(/is in use by process \d+: one service per PGlite folder/);
    } finally {
      await stop(first.child);
    }
    // Released on close: the folder opens again.
    const again = await forkService({ ...storage.options, playerOrigin: PLAYER_ORIGIN });
    await stop(again.child);
    storage.remove();
  });
});
