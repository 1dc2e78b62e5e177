import { basicAuth } from './lrsClient';
import { lrsCredentialsOf, sameOrigin, serviceAuthorization } from './serviceAuth';

const publishRaw = { learnServiceUrl: 'https://learn.example/', defaultLRSUrl: 'https://learn.example', defaultNpsUrl: 'https://learn.example' };
const credentials = { username: 'lrs-1', password: 'pw' };
const settingsRaw = (selectedLrs = 'default') => ({ xApi: { selectedLrs, lrs: { credentials, authenticationRequired: true } } });

test("issue 21: the learner's token goes to the learner service, read at each request; without one, the course's default-LRS credentials", () => {
  let token = '';
  const auth = serviceAuthorization('https://learn.example/xApi', { publishRaw, settingsRaw: settingsRaw(), learnerToken: () => token });
  expect(auth()).toBe(basicAuth('lrs-1', 'pw'));
  token = 't0k3n';
  expect(auth()).toBe('Bearer t0k3n');
  expect(serviceAuthorization('https://learn.example/xApi', { publishRaw, settingsRaw: {} })()).toBeNull();
});

test('neither goes to another host: the token only to the learner service, the credentials only to the default LRS, a custom LRS\'s never', () => {
  const token = () => 't0k3n';
  expect(serviceAuthorization('https://nps.elsewhere.example/xApi', { publishRaw, settingsRaw: settingsRaw(), learnerToken: token })()).toBeNull();
  const lrsElsewhere = { ...publishRaw, defaultLRSUrl: 'https://lrs.example' };
  expect(serviceAuthorization('https://learn.example/xApi', { publishRaw: lrsElsewhere, settingsRaw: settingsRaw() })()).toBeNull();
  expect(serviceAuthorization('https://lrs.example/xApi', { publishRaw: lrsElsewhere, settingsRaw: settingsRaw(), learnerToken: token })()).toBe(basicAuth('lrs-1', 'pw'));
  expect(serviceAuthorization('https://learn.example/xApi', { publishRaw, settingsRaw: settingsRaw('custom') })()).toBeNull();
});

test('SPEC 7.8 credentials decoded from the settings; origins compared as the browser would', () => {
  expect(lrsCredentialsOf({ lrs: { credentials: { username: ' u ', password: 'p' } } })).toBe(basicAuth('u', 'p'));
  expect(lrsCredentialsOf({ lrs: { credentials, authenticationRequired: false } })).toBeNull();
  expect(lrsCredentialsOf(undefined)).toBeNull();
  expect(sameOrigin('https://a.example/x', 'https://a.example:443/y')).toBe(true);
  expect(sameOrigin('https://a.example', 'http://a.example')).toBe(false);
  expect(sameOrigin('/service', '/other')).toBe(true);
  expect(sameOrigin('', '')).toBe(false);
});
