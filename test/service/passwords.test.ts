/**
 * SPEC 5.2 password rules as the service keeps them (issue 21 §3): no whitespace, at least 8
 * characters by default (NIST SP 800-63B §3.1.1.2, configurable), and no password from a list of
 * common and breached ones; no composition rules. The same on sign-up and on the reset page. The
 * rules do not depend on the database, so PGlite only.
 */
import { call, newLearner, PLAYER_ORIGIN, register, startHarness, type Harness } from './support/serviceHarness';

describe('password rules', () => {
  let h: Harness;
  let strict: Harness;
  beforeAll(async () => {
    [h, strict] = await Promise.all([startHarness('PGlite'), startHarness('PGlite', { passwordMinLength: 12 })]);
  });
  afterAll(async () => {
    await Promise.all([h?.close(), strict?.close()]);
  });

  const signUp = async (service: Harness, password: string) => {
    const answer = await call(service, 'POST', '/api/credentials/register', { body: { ...newLearner(), password } });
    return answer.status === 202 ? 'accepted' : answer.body.message;
  };

  it('needs at least 8 characters by default, none of them whitespace (SPEC 5.2 invalidPassword)', async () => {
    expect(await signUp(h, 'k7#Qm2!')).toBe('invalidPassword');
    expect(await signUp(h, 'k7#Q m2!x')).toBe('invalidPassword');
    expect(await signUp(h, 'k7#Qm2!x')).toBe('accepted');
  });

  it('refuses common and breached passwords with their own message, whatever their case', async () => {
    for (const common of ['password123', 'Password123', 'qwertyuiop', 'iloveyou', '12345678', '1q2w3e4r', 'FOOTBALL1']) {
      expect({ common, answer: await signUp(h, common) }).toEqual({ common, answer: 'commonPassword' });
    }
  });

  it('asks for no composition: a long lower-case passphrase is fine', async () => {
    expect(await signUp(h, 'correcthorsebatterystaple')).toBe('accepted');
    expect(await signUp(h, 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')).toBe('accepted');
  });

  it('takes its minimum from the configuration', async () => {
    expect(await signUp(strict, 'k7#Qm2!x-ab')).toBe('invalidPassword');
    expect(await signUp(strict, 'k7#Qm2!x-abc')).toBe('accepted');
  });

  it('keeps the same rules on the reset page, and says them', async () => {
    const { learner } = await register(h);
    const before = h.mail.length;
    await call(h, 'POST', '/api/credentials/forgot-password', { body: { email: learner.email, returnUrl: `${PLAYER_ORIGIN}/` } });
    const token = new URL((await h.mailNumber(before)).link).searchParams.get('token')!;
    const form = await call(h, 'GET', `/reset-password?token=${token}`);
    expect(form.body).toContain('at least 8 characters');
    expect(form.body).toContain('minlength="8"');
    const post = (password: string) =>
      call(h, 'POST', '/reset-password', { rawBody: new URLSearchParams({ token, password }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const short = await post('k7#Qm2!');
    expect(short.status).toBe(400);
    expect(short.body).toContain('at least 8 characters');
    const common = await post('password123');
    expect(common.status).toBe(400);
    expect(common.body).toContain('too common');
    expect((await post('k7#Qm2!x-reset')).status).toBe(200);
  });
});
