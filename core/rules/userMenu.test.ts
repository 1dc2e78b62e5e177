import { readPublishSettings } from '../settings/publishSettings';
import { closeCourseShowsMyCourses, closeCourseText, launchContext, userMenuItems, type CloseCourseFacts, type MenuFacts } from './userMenu';

const signedIn: MenuFacts = { context: 'hosted', trackingOn: true, authenticated: true, anonymous: false, guest: false, crossDevice: true, multiLanguage: false, finalized: false, failed: false };

describe('SPEC 2.4 user menu items', () => {
  it.each<[string, Partial<MenuFacts>, string[]]>([
    ['hosted, signed in, cross-device', {}, ['identity', 'my-courses', 'continue-later-link', 'accessibility', 'logout']],
    ['hosted, signed in, cross-device off', { crossDevice: false }, ['identity', 'my-courses', 'accessibility', 'logout']],
    ['hosted, skipped signing in (anonymous)', { anonymous: true }, ['continue-later-link', 'accessibility', 'exit-course']],
    ['hosted, guest', { guest: true }, ['identity', 'continue-later-link', 'accessibility', 'logout']],
    ['hosted, not signed in', { authenticated: false }, ['identity', 'accessibility']],
    ['hosted, tracking off', { trackingOn: false, authenticated: false, anonymous: true, crossDevice: false }, ['accessibility']],
    ['LTI', { context: 'lti' }, ['identity', 'continue-later-link', 'accessibility', 'logout']],
    ['preview', { context: 'preview', trackingOn: false, crossDevice: false }, ['accessibility']],
    ['SCORM, not finalized', { context: 'scorm', crossDevice: false }, ['identity', 'continue-course-later', 'accessibility']],
    ['SCORM, finalized', { context: 'scorm', finalized: true }, ['identity', 'submit-result', 'accessibility']],
    ['xAPI package', { context: 'xapi', crossDevice: false }, ['identity', 'continue-course-later', 'accessibility']],
    ['review, reviewer signed in', { context: 'review', trackingOn: false, reviewerAuthenticated: true }, ['identity', 'change-name', 'end-session']],
    ['review, reviewer not signed in', { context: 'review', trackingOn: false, authenticated: false }, ['identity', 'change-email-or-name', 'resend-link', 'end-session']],
    ['multi-language, signed in', { multiLanguage: true }, ['identity', 'my-courses', 'continue-later-link', 'change-language', 'accessibility', 'logout']],
    ['multi-language preview', { context: 'preview', multiLanguage: true, trackingOn: false }, ['accessibility']],
    ['loading failed', { failed: true }, []],
  ])('%s', (_, change, items) => {
    expect(userMenuItems({ ...signedIn, ...change })).toEqual(items);
  });
});

describe('SPEC 2.8 close-course overlay', () => {
  const base: CloseCourseFacts = { context: 'hosted', anonymous: false, guest: false, crossDevice: true, authenticated: true };
  it.each<[string, Partial<CloseCourseFacts>, string, boolean]>([
    ['signed in, cross-device', {}, '[close course text]', true],
    ['anonymous', { anonymous: true }, '[close anonymous user course text]', false],
    ['cross-device off', { crossDevice: false }, '[close anonymous user course text]', false],
    ['LTI', { context: 'lti' }, '[close lti course text]', false],
    ['review', { context: 'review' }, '[close lti course text]', false],
    ['xAPI', { context: 'xapi' }, '[close lti course text]', false],
    ['an LMS learner (SCORM)', { context: 'scorm' }, '[close course text]', false],
    ['guest', { guest: true }, '[close course text]', false],
    ['not signed in', { authenticated: false }, '[close course text]', false],
  ])('%s', (_, change, text, myCourses) => {
    expect(closeCourseText({ ...base, ...change })).toBe(text);
    expect(closeCourseShowsMyCourses({ ...base, ...change })).toBe(myCourses);
  });
});

describe('SPEC 6.1 launch context', () => {
  const ctx = (publishMode: string, query = '') => launchContext(readPublishSettings({ publishMode }), new URLSearchParams(query));
  it('reads the mode, and LTI from the callback and the attempt id (SPEC 7.6)', () => {
    expect(ctx('Publish')).toBe('hosted');
    expect(ctx('Publish', 'ltiResultCallbackUrl=https%3A%2F%2Flms.example%2Fr&attemptId=a1')).toBe('lti');
    expect(ctx('Publish', 'ltiResultCallbackUrl=https%3A%2F%2Flms.example%2Fr')).toBe('hosted');
    expect(ctx('Lms')).toBe('scorm');
    expect(ctx('Lms2004')).toBe('scorm');
    expect(ctx('xapi')).toBe('xapi');
    expect(ctx('Preview')).toBe('preview');
    expect(ctx('Review')).toBe('review');
  });
});
