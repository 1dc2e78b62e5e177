/**
 * A small OpenID Connect provider for the social-login tests, on 127.0.0.1 and a free port: discovery,
 * an authorize endpoint that signs in `person` at once (no consent screen) and a token endpoint that
 * checks the client's secret, the code and its PKCE verifier, and answers an RS256 ID token.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An RS256 JWT with node's crypto (jose is an ES module, which this test runner cannot load). */
function signRs256(claims: object, key: KeyObject): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', kid: 'stub-key', typ: 'JWT' })}.${part(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

export interface StubPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface StubProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in. */
  person: StubPerson;
  /** What each authorization request asked for. */
  authorizations: URLSearchParams[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return new URLSearchParams(text);
}

export async function startStubProvider(): Promise<StubProvider> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'stub-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { person: StubPerson; challenge: string; nonce: string; redirectUri: string }>();
  const stub: StubProvider = { issuer: '', clientId: 'player-client', clientSecret: randomBytes(16).toString('hex'), person: { sub: 'p-1' }, authorizations: [], close: async () => undefined };
  const json = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', stub.issuer);
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: stub.issuer,
        authorization_endpoint: `${stub.issuer}/authorize`,
        token_endpoint: `${stub.issuer}/token`,
        jwks_uri: `${stub.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const q = url.searchParams;
      stub.authorizations.push(q);
      if (q.get('client_id') !== stub.clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') return json(res, 400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { person: { ...stub.person }, challenge: q.get('code_challenge') ?? '', nonce: q.get('nonce') ?? '', redirectUri: q.get('redirect_uri') ?? '' });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      return res.writeHead(302, { location: back.href }).end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      void bodyOf(req).then((form) => {
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
        const [id, secret] = basic ? Buffer.from(basic[1], 'base64').toString().split(':').map(decodeURIComponent) : [form.get('client_id'), form.get('client_secret')];
        if (id !== stub.clientId || secret !== stub.clientSecret) return json(res, 401, { error: 'invalid_client' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
        if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant' });
        const now = Math.floor(Date.now() / 1000);
        const idToken = signRs256({ ...grant.person, nonce: grant.nonce, iss: stub.issuer, aud: stub.clientId, iat: now, exp: now + 300 }, privateKey);
        return json(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
      });
      return;
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
