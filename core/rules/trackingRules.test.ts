import { readPublishSettings } from '../settings/publishSettings';
import { readTemplateSettings } from '../settings/templateSettings';
import { identityFormNeeded, isHosted, trackingRequired, trackingSwitches, userAuthorized, type AuthorizationFacts } from './trackingRules';

const none = { crossDevice: false, resultsTracking: false, survey: false, accessLimitation: false };

describe('SPEC 6.3 "tracking is required"', () => {
  it.each([
    ['nothing on', none, false],
    ['cross-device saving', { ...none, crossDevice: true }, true],
    ['results tracking', { ...none, resultsTracking: true }, true],
    ['the satisfaction survey', { ...none, survey: true }, true],
    ['access limitation', { ...none, accessLimitation: true }, true],
  ])('%s → %s', (_, switches, required) => expect(trackingRequired(switches)).toBe(required));

  it('reads the switches from settings.js and publishSettings.js; preview and review turn the first three off (SPEC 4.7)', () => {
    const settings = readTemplateSettings({}, { saveProgressCrossDevice: { enabled: true }, resultsTracking: { enabled: true }, conductLearnerSatisfactionSurvey: { enabled: true } });
    const publish = (mode: string) => readPublishSettings({ publishMode: mode, accessLimitation: { enabled: true, allowedUsers: [] } });
    expect(trackingSwitches(settings, publish('Publish'))).toEqual({ crossDevice: true, resultsTracking: true, survey: true, accessLimitation: true });
    expect(trackingSwitches(settings, publish('Preview'))).toEqual({ crossDevice: false, resultsTracking: false, survey: false, accessLimitation: true });
    expect(trackingSwitches(settings, publish('Review'))).toEqual({ crossDevice: false, resultsTracking: false, survey: false, accessLimitation: true });
    expect(trackingSwitches(readTemplateSettings({}, {}), readPublishSettings({}))).toEqual(none);
  });
});

describe('SPEC 6.3 hosted mode', () => {
  it.each([
    ['Publish', true],
    ['Lms', false],
    ['Lms2004', false],
    ['Preview', false],
    ['Review', false],
    ['xapi', false],
  ])('%s → %s', (mode, hosted) => expect(isHosted(readPublishSettings({ publishMode: mode }))).toBe(hosted));
});

// Nobody: hosted, tracking required, not cross-device, nothing that authorizes.
const nobody: AuthorizationFacts = { authenticated: false, authorizationSkipped: false, crossDevice: false, trackingRequired: true, emailValid: false, hosted: true };

describe('SPEC 6.3 "the user counts as authorized", one row at a time', () => {
  it('none of the rows holds: not authorized', () => expect(userAuthorized(nobody)).toBe(false));
  it('authenticated with the service', () => expect(userAuthorized({ ...nobody, authenticated: true })).toBe(true));
  it('authorization was skipped', () => expect(userAuthorized({ ...nobody, authorizationSkipped: true })).toBe(true));
  it('not cross-device, tracking required, and the e-mail valid', () => expect(userAuthorized({ ...nobody, emailValid: true })).toBe(true));
  it('... but a valid e-mail does not authorize with cross-device saving on', () => expect(userAuthorized({ ...nobody, emailValid: true, crossDevice: true })).toBe(false));
  it('the mode is not the hosted one', () => expect(userAuthorized({ ...nobody, hosted: false })).toBe(true));
  it('tracking is not required', () => expect(userAuthorized({ ...nobody, trackingRequired: false })).toBe(true));
});

describe('the name-and-e-mail form', () => {
  it('asks a hosted learner without cross-device saving when tracking needs them', () => expect(identityFormNeeded(nobody)).toBe(true));
  it('does not ask once any row authorizes', () => {
    for (const change of [{ authenticated: true }, { authorizationSkipped: true }, { emailValid: true }, { hosted: false }, { trackingRequired: false }]) {
      expect(identityFormNeeded({ ...nobody, ...change })).toBe(false);
    }
  });
  it('leaves cross-device saving to the sign-in of the learner service', () => expect(identityFormNeeded({ ...nobody, crossDevice: true })).toBe(false));
});
