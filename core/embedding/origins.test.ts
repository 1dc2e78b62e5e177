// docs/embedding.md "Origins and threat model": who may hear the player and command it.
import { hostOrigin, normalizeOrigin, OncePerOrigin, packageHostOrigins, type HostFacts } from './origins';

const facts = (f: Partial<HostFacts>): HostFacts => ({ named: null, allowed: [], ancestor: null, referrer: null, ...f });

describe('normalizeOrigin', () => {
  it('keeps http(s) origins as the browser writes them', () => {
    expect(normalizeOrigin('https://portal.example')).toBe('https://portal.example');
    expect(normalizeOrigin('https://portal.example/')).toBe('https://portal.example');
    expect(normalizeOrigin('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
    expect(normalizeOrigin('HTTPS://Portal.Example')).toBeNull();
  });
  it.each(['*', 'null', '', 'portal.example', 'https://portal.example/path', 'https://portal.example?x=1', 'javascript:alert(1)', 'file:///etc', 'https://u:p@portal.example'])('refuses %j', (value) => {
    expect(normalizeOrigin(value)).toBeNull();
  });
});

it('reads the package list, dropping what is not an origin', () => {
  expect(packageHostOrigins({ allowedHostOrigins: ['https://a.example', '*', 'https://b.example/x', 3] })).toEqual(['https://a.example']);
  expect(packageHostOrigins({})).toEqual([]);
});

describe('hostOrigin', () => {
  it('is nobody without a named origin or a package list: the player posts nothing', () => {
    expect(hostOrigin(facts({ ancestor: 'https://lms.example' }))).toBeNull();
  });
  it('is the origin the host page names when the browser confirms it frames the player', () => {
    expect(hostOrigin(facts({ named: 'https://portal.example', ancestor: 'https://portal.example' }))).toBe('https://portal.example');
    expect(hostOrigin(facts({ named: 'https://portal.example', referrer: 'https://portal.example' }))).toBe('https://portal.example');
  });
  it('is nobody when the named origin is not the framing page', () => {
    expect(hostOrigin(facts({ named: 'https://portal.example', ancestor: 'https://evil.example' }))).toBeNull();
    expect(hostOrigin(facts({ named: 'https://portal.example', ancestor: 'https://evil.example', referrer: 'https://portal.example' }))).toBeNull();
  });
  it('is nobody when the named origin is not on the package list', () => {
    expect(hostOrigin(facts({ named: 'https://portal.example', allowed: ['https://intranet.example'], ancestor: 'https://portal.example' }))).toBeNull();
    expect(hostOrigin(facts({ named: '*' }))).toBeNull();
  });
  it('is the framing page when the package lists it', () => {
    expect(hostOrigin(facts({ allowed: ['https://a.example', 'https://b.example'], ancestor: 'https://b.example' }))).toBe('https://b.example');
    expect(hostOrigin(facts({ allowed: ['https://a.example'], ancestor: 'https://c.example' }))).toBeNull();
  });
  it("is the package's only host when the browser does not say who frames (posting there is safe: the browser checks)", () => {
    expect(hostOrigin(facts({ allowed: ['https://a.example'] }))).toBe('https://a.example');
    expect(hostOrigin(facts({ allowed: ['https://a.example', 'https://b.example'] }))).toBeNull();
  });
  it('is the named origin when the browser does not say who frames (the exact target origin makes a wrong name deliver nothing)', () => {
    expect(hostOrigin(facts({ named: 'https://portal.example' }))).toBe('https://portal.example');
  });
});

it('logs an ignored origin once', () => {
  const warn = jest.fn();
  const once = new OncePerOrigin(warn);
  once.ignored('https://evil.example', 'not the host');
  once.ignored('https://evil.example', 'not the host');
  once.ignored('https://other.example', 'not the host');
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn.mock.calls[0][0]).toContain('https://evil.example');
});
