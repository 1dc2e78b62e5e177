/**
 * Issue 26 §2: the name on a certificate is the account's. An account without one (older accounts, an
 * operator's import) gives 422 nameRequired until the learner types it; the typed name is then saved on
 * the account and used from then on. No route makes a nameless account, so the test blanks one in the
 * database while the service is stopped (PGlite is one process's), then starts it again. PGlite and PostgreSQL.
 */
import { issue, runSql, saveResult } from './support/certificates';
import { BACKENDS, call, driveService, forkService, freshStorage, newLearner, PLAYER_ORIGIN, register, signIn, type Harness } from './support/serviceHarness';

describe.each(BACKENDS)('the name on a certificate on %s', (backend) => {
  it('asks for a name only when the account has none, and keeps the one typed', async () => {
    const storage = await freshStorage(backend);
    const start = async (): Promise<Harness> => {
      const { child, url } = await forkService({ ...storage.options, playerOrigin: PLAYER_ORIGIN, authRateLimit: { max: 10_000, windowMs: 60_000 } });
      return driveService(child, url, backend);
    };
    let h = await start();
    try {
      const learner = newLearner();
      const { token } = await register(h, learner);
      await saveResult(h, token, 'named-later', 'PASSED', 66);
      await h.close();
      await runSql(storage.options, "UPDATE learners SET name = '' WHERE email = $1", [learner.email.toLowerCase()]);
      h = await start();

      const again = await signIn(h, learner);
      expect(await issue(h, again, { courseId: 'named-later', courseTitle: 'T' })).toMatchObject({ status: 422, body: { error: 'nameRequired' } });
      const named = await issue(h, again, { courseId: 'named-later', courseTitle: 'T', name: '  Amira   Haddad ' });
      expect(named).toMatchObject({ status: 201, body: { learnerName: 'Amira Haddad' } });
      expect((await call(h, 'GET', '/api/learner/me', { token: again })).body.name).toBe('Amira Haddad');
      // From then on the account's name counts, whatever a later body says.
      await saveResult(h, again, 'second-course', 'PASSED', 99);
      expect((await issue(h, again, { courseId: 'second-course', courseTitle: 'T', name: 'Someone Else' })).body.learnerName).toBe('Amira Haddad');
    } finally {
      await h.close();
      storage.remove();
    }
  });
});
