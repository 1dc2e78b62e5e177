import { guardedRouteRedirect, publicRouteRedirect } from './routeGuards';

describe('SPEC 2.3 guarded routes', () => {
  it.each([
    ['/', false, '/login'],
    ['/sections/s1/questions/q1', false, '/login'],
    ['/results', false, '/login'],
    ['/login', false, null],
    ['/signup', false, null],
    ['/sections', true, null],
  ])('%s, authorized %s → %s', (path, authorized, to) => {
    expect(guardedRouteRedirect({ path, authorized })).toBe(to);
  });
});

describe('SPEC 2.3 public-route guard', () => {
  const base = { authorized: false, crossDevice: true, savedUrl: '' };
  it('a signed-in learner goes from login or sign-up to the saved progress url, else the cover', () => {
    expect(publicRouteRedirect({ ...base, path: '/login', authorized: true, savedUrl: '/sections/s1/questions/q2' })).toBe('/sections/s1/questions/q2');
    expect(publicRouteRedirect({ ...base, path: '/signup', authorized: true })).toBe('/');
    expect(publicRouteRedirect({ ...base, path: '/login', authorized: true, savedUrl: '/login' })).toBe('/');
  });
  it('without cross-device saving sign-up leads to login', () => {
    expect(publicRouteRedirect({ ...base, path: '/signup', crossDevice: false })).toBe('/login');
    expect(publicRouteRedirect({ ...base, path: '/signup' })).toBeNull();
    expect(publicRouteRedirect({ ...base, path: '/login', crossDevice: false })).toBeNull();
  });
  it('leaves other routes alone', () => {
    expect(publicRouteRedirect({ ...base, path: '/results', authorized: true })).toBeNull();
  });
});
