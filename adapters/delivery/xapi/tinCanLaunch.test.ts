import { readTinCanLaunch, hasTinCanLaunch } from './tinCanLaunch';

const query = (q: Record<string, string>) => new URLSearchParams(q);
const launchQuery = {
  endpoint: 'https://lrs.example.com/xapi',
  auth: 'Basic a2V5OnNlY3JldA==',
  actor: JSON.stringify({ name: 'Ada Lovelace', mbox: 'mailto:Ada@Example.com' }),
  registration: '760E3480-BA55-4991-94B0-01820DBD23A2',
  activity_id: 'https://example.com/courses/c1',
};

describe('the Tin Can launch query', () => {
  it('is there when the query names an endpoint and an actor', () => {
    expect(hasTinCanLaunch(query(launchQuery))).toBe(true);
    expect(hasTinCanLaunch(query({ actor: launchQuery.actor }))).toBe(false);
    expect(hasTinCanLaunch(query({ endpoint: launchQuery.endpoint }))).toBe(false);
  });

  it('gives the endpoint with a trailing slash, the auth as it is, the registration in lower case and the activity id', () => {
    const warnings: string[] = [];
    expect(readTinCanLaunch(query(launchQuery), (m) => warnings.push(m))).toEqual({
      endpoint: 'https://lrs.example.com/xapi/',
      auth: 'Basic a2V5OnNlY3JldA==',
      actor: { objectType: 'Agent', name: 'Ada Lovelace', mbox: 'mailto:Ada@Example.com' },
      registration: '760e3480-ba55-4991-94b0-01820dbd23a2',
      activityId: 'https://example.com/courses/c1',
    });
    expect(warnings).toEqual([]);
  });

  it('leaves out a registration that is not a UUID, saying so (the LRS would refuse every request)', () => {
    const warnings: string[] = [];
    expect(readTinCanLaunch(query({ ...launchQuery, registration: 'attempt-1' }), (m) => warnings.push(m))).not.toHaveProperty('registration');
    expect(warnings).toEqual([expect.stringContaining('attempt-1')]);
  });

  it('refuses a launch it cannot use: no activity_id, an endpoint that is not http(s), an actor without identifier', () => {
    const { activity_id: _, ...noActivity } = launchQuery;
    expect(() => readTinCanLaunch(query(noActivity), () => undefined)).toThrow(/activity_id/);
    expect(() => readTinCanLaunch(query({ ...launchQuery, endpoint: 'javascript:alert(1)' }), () => undefined)).toThrow(/endpoint/);
    expect(() => readTinCanLaunch(query({ ...launchQuery, actor: '{"name":"Ada"}' }), () => undefined)).toThrow(/mbox nor an account/);
    expect(() => readTinCanLaunch(query({ ...launchQuery, actor: '{' }), () => undefined)).toThrow(/not JSON/);
    // The actor's own rules are core's (core/delivery/launchActor.test.ts); a launch with both keeps the mbox.
    const both = JSON.stringify({ mbox: 'mailto:ada@example.com', account: { homePage: 'https://lms.example.com', name: 'ada' } });
    expect(readTinCanLaunch(query({ ...launchQuery, actor: both }), () => undefined).actor).toEqual({ objectType: 'Agent', mbox: 'mailto:ada@example.com' });
  });
});
