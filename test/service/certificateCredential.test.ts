/**
 * Issue 26 §5: a certificate as a signed Open Badges 3.0 credential. It validates against 1EdTech's
 * published AchievementCredential JSON schema (test/fixtures/openbadges), its VC-JWT verifies with the
 * key of the issuer's JWKS (jose, as a verifier would), and a changed payload does not. Instances on
 * one database sign with one key. PGlite and PostgreSQL.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { issue, saveResult, verifyJwt } from './support/certificates';
import { BACKENDS, call, driveService, forkService, freshStorage, PLAYER_ORIGIN, register, registerVerified, startHarness, type Harness } from './support/serviceHarness';

const schema = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/openbadges/ob_v3p0_achievementcredential_schema.json'), 'utf8'));
const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);
const valid = (credential: unknown) => (validate(credential) ? [] : validate.errors);

let courses = 0;
const newCourse = () => `ob-course-${(courses += 1)}-${Date.now().toString(36)}`;

async function passedCertificate(h: Harness, score: number, verified = false): Promise<{ code: string; email: string }> {
  const { token, learner } = verified ? await registerVerified(h) : await register(h);
  const courseId = newCourse();
  await saveResult(h, token, courseId, 'PASSED', score);
  const answer = await issue(h, token, { courseId, courseTitle: `Course ${courseId}` });
  if (answer.status !== 201) throw new Error(`issue: ${answer.status}`);
  return { code: answer.body.code, email: learner.email.toLowerCase() };
}

describe.each(BACKENDS)('Open Badges credential on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { certificateIssuer: { name: 'Example Academy', url: 'https://academy.example.org/' } });
  });
  afterAll(async () => h?.close());

  it('validates against the Open Badges 3.0 AchievementCredential schema, scored and not scored', async () => {
    for (const score of [85, 0]) {
      const { code } = await passedCertificate(h, score);
      const download = await call(h, 'GET', `/api/certificates/${code}/credential.json`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${code}.json"`);
      const { credential, jwt } = download.body;
      expect(valid(credential)).toEqual([]);
      expect(typeof jwt).toBe('string');
      expect(credential).toMatchObject({
        '@context': ['https://www.w3.org/2018/credentials/v1', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        issuer: { id: `${h.url}/api/certificates/issuer`, type: ['Profile'], name: 'Example Academy', url: 'https://academy.example.org/' },
        credentialStatus: { id: `${h.url}/api/certificates/${code}` },
        credentialSchema: [{ id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json', type: '1EdTechJsonSchemaValidator2019' }],
      });
      expect(credential.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      const subject = credential.credentialSubject;
      if (score > 0) {
        expect(subject.result).toEqual([{ type: ['Result'], resultDescription: subject.achievement.resultDescription[0].id, value: '85' }]);
        expect(subject.achievement.resultDescription[0]).toMatchObject({ resultType: 'Percent', valueMin: '0', valueMax: '100' });
      } else {
        expect(subject.result).toBeUndefined();
        expect(subject.achievement.criteria.narrative).toMatch(/^Completed/);
      }
    }
  });

  it('names the recipient by a salted hash of the proven address, never the address itself', async () => {
    const { code, email } = await passedCertificate(h, 90, true);
    const { credential, jwt } = (await call(h, 'GET', `/api/certificates/${code}/credential.json`)).body;
    const [identity] = credential.credentialSubject.identifier;
    expect(identity).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    expect(identity.identityHash).toBe(`sha256$${createHash('sha256').update(email + identity.salt).digest('hex')}`);
    expect(JSON.stringify(credential)).not.toContain(email);
    expect(Buffer.from(jwt.split('.')[1], 'base64url').toString()).not.toContain(email);
    // An address only claimed at sign-up is not vouched for: the account id stands in.
    const unproven = await passedCertificate(h, 90);
    const other = (await call(h, 'GET', `/api/certificates/${unproven.code}/credential.json`)).body.credential;
    expect(other.credentialSubject.identifier[0].identityType).toBe('systemId');
  });

  it('signs a VC-JWT that verifies with the published JWKS; a changed payload with the old signature does not', async () => {
    const { code } = await passedCertificate(h, 77);
    const jwtAnswer = await fetch(`${h.url}/api/certificates/${code}/credential.jwt`);
    expect(jwtAnswer.status).toBe(200);
    expect(jwtAnswer.headers.get('content-type')).toBe('application/jwt');
    expect(jwtAnswer.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${code}.jwt"`);
    const jwt = await jwtAnswer.text();
    const { credential, jwt: sameJwt } = (await call(h, 'GET', `/api/certificates/${code}/credential.json`)).body;
    expect(sameJwt).toBe(jwt); // RS256 over the same record: every download is the same credential

    const jwks = await call(h, 'GET', '/.well-known/jwks.json');
    expect(jwks.headers.get('access-control-allow-origin')).toBe('*');
    expect(jwks.body.keys).toHaveLength(1);
    const [key] = jwks.body.keys;
    expect(key).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    expect(key.d).toBeUndefined();
    expect(key.kid.startsWith(`${h.url}/.well-known/jwks.json#`)).toBe(true);

    const verified = await verifyJwt(h, jwt);
    expect(verified.ok).toBe(true);
    expect(verified.header).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: key.kid, jwk: { kty: 'RSA', n: key.n, e: key.e } });
    expect((verified.header!.jwk as Record<string, unknown>).d).toBeUndefined();
    expect(verified.payload).toMatchObject({ iss: credential.issuer.id, jti: credential.id, sub: credential.credentialSubject.identifier[0].identityHash, nbf: Date.parse(credential.issuanceDate) / 1000 });
    expect(verified.payload!.vc).toEqual(credential);

    const [header, payload, signature] = jwt.split('.');
    const changed = JSON.parse(Buffer.from(payload, 'base64url').toString());
    changed.vc.credentialSubject.result[0].value = '100';
    const tampered = await verifyJwt(h, `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`);
    expect(tampered).toMatchObject({ ok: false, code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });

    const issuer = await call(h, 'GET', '/api/certificates/issuer');
    expect(issuer.body).toMatchObject({ id: `${h.url}/api/certificates/issuer`, type: ['Profile'], name: 'Example Academy' });
  });
});

it('signs with the key CERTIFICATE_SIGNING_KEY gives', async () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const h = await startHarness('PGlite', { certificateSigningKey: pem.replace(/\n/g, '\\n') });
  try {
    const [key] = (await call(h, 'GET', '/.well-known/jwks.json')).body.keys;
    expect(key.n).toBe((publicKey.export({ format: 'jwk' }) as { n: string }).n);
    const { code } = await passedCertificate(h, 60);
    expect((await verifyJwt(h, (await call(h, 'GET', `/api/certificates/${code}/credential.json`)).body.jwt)).ok).toBe(true);
  } finally {
    await h.close();
  }
});

it('gives instances started together on one PostgreSQL one key: a credential from one verifies with the other\'s JWKS', async () => {
  const storage = await freshStorage('PostgreSQL');
  // One deployment: one PUBLIC_URL (the balancer's) for both, so the key's id is one URL.
  const publicUrl = 'https://learn.example.org';
  const started = await Promise.all([1, 2].map(() => forkService({ ...storage.options, publicUrl, playerOrigin: PLAYER_ORIGIN, authRateLimit: { max: 10_000, windowMs: 60_000 } })));
  const [a, b] = started.map((s) => driveService(s.child, s.url, 'PostgreSQL'));
  try {
    // Both make their key at the same moment, on the first request: one key is stored, both use it.
    const [ka, kb] = await Promise.all([a, b].map(async (h) => (await call(h, 'GET', '/.well-known/jwks.json')).body.keys[0]));
    expect(ka).toEqual(kb);
    const { code } = await passedCertificate(a, 88);
    const jwt = (await call(b, 'GET', `/api/certificates/${code}/credential.json`)).body.jwt;
    expect((await verifyJwt(a, jwt, `${publicUrl}/api/certificates/issuer`)).ok).toBe(true);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
