import { readPublishSettings } from '../settings/publishSettings';
import { accessFromCheck, isAccessLimited, readAccessLimitation } from './accessLimitation';

const publish = (accessLimitation: unknown) => readPublishSettings({ publishMode: 'Publish', accessLimitation });
const limitation = readAccessLimitation(publish({ enabled: true, allowedUsers: [{ email: ' Ada@Example.org ' }, { email: '' }, { nope: 1 }, 'x'] }));

describe('SPEC 6.2 access limitation, the local rule', () => {
  it('reads the allow-list lower-cased and trimmed, without entries that are not e-mails', () => {
    expect(limitation).toEqual({ enabled: true, allowedEmails: ['ada@example.org'] });
    expect(readAccessLimitation(publish(undefined))).toEqual({ enabled: false, allowedEmails: [] });
    expect(readAccessLimitation(publish({ enabled: 'true', allowedUsers: [] })).enabled).toBe(false);
  });

  it('limits a learner whose e-mail is not among allowedUsers', () => {
    expect(isAccessLimited({ limitation, learner: { email: 'bob@example.org' }, review: false })).toBe(true);
  });

  it('admits a listed learner, whatever the case of the e-mail', () => {
    expect(isAccessLimited({ limitation, learner: { email: 'ADA@example.org' }, review: false })).toBe(false);
  });

  it('limits a learner who skipped authorization (they have no listed e-mail)', () => {
    expect(isAccessLimited({ limitation, learner: { authorizationSkipped: true }, review: false })).toBe(true);
  });

  it('does not limit a learner not yet identified, nor in review mode, nor when limitation is off', () => {
    expect(isAccessLimited({ limitation, learner: null, review: false })).toBe(false);
    expect(isAccessLimited({ limitation, learner: { email: '' }, review: false })).toBe(false);
    expect(isAccessLimited({ limitation, learner: { email: 'bob@example.org' }, review: true })).toBe(false);
    expect(isAccessLimited({ limitation: { ...limitation, enabled: false }, learner: { email: 'bob@example.org' }, review: false })).toBe(false);
  });
});

describe('SPEC 7.5 / 8.3 the server access check', () => {
  it('only hasAccessToCourse=false denies', () => {
    expect(accessFromCheck({ hasAccessToCourse: false })).toBe('denied');
    expect(accessFromCheck({ hasAccessToCourse: true })).toBe('granted');
  });

  it('a failed or odd answer grants', () => {
    for (const body of [null, undefined, {}, { hasAccessToCourse: 'false' }, { hasAccessToCourse: 0 }, [false], 'denied']) expect(accessFromCheck(body)).toBe('granted');
  });
});
