import { when } from 'mobx';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { FakeReviewApi } from '../../test/support/fakeReviewApi';
import { ReviewApiLoader, type ReviewApiConfig } from '../review/ReviewApi';
import { NATIVE_REVIEW_MESSAGE } from '../review/nativeSupport';
import { launchContext } from '../rules/userMenu';
import { trackingSwitches } from '../rules/trackingRules';

const REVIEW = { publishMode: 'Review', learnServiceUrl: 'https://svc.example.org', authoringToolDomain: 'https://tool.example.com' };
const withPublish = (publish: object, settings: object = {}) => ({
  'publishSettings.js': JSON.stringify(publish),
  'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), ...settings }),
});
const everythingOn = {
  timer: { enabled: true, time: { hours: 0, minutes: 0, seconds: 30 } },
  saveProgressCrossDevice: { enabled: true },
  resultsTracking: { enabled: true },
  conductLearnerSatisfactionSurvey: { enabled: true },
};

/** A framed player page: what its parent was told. */
function framedWindow() {
  const posted: [unknown, string][] = [];
  const win = { parent: { postMessage: (m: unknown, o: string) => posted.push([m, o]) }, location: { origin: 'https://courses.example.org' }, addEventListener() {}, removeEventListener() {}, document: { addEventListener() {}, removeEventListener() {}, visibilityState: 'visible' } };
  return { win: win as unknown as Window, posted };
}

async function reviewPlayer(publish: object = REVIEW, query = '') {
  const api = new FakeReviewApi();
  const configs: ReviewApiConfig[] = [];
  const { win, posted } = framedWindow();
  const player = await createTestPlayer({
    overrides: withPublish(publish, everythingOn),
    window: win,
    query,
    setUp: (c) => c.registerInstance(ReviewApiLoader, async (config: ReviewApiConfig) => (configs.push(config), api)),
  });
  return { ...player, api, configs, posted };
}

describe('review mode in the session (SPEC 2.11, 4.7, 7.7)', () => {
  it("is the 'review' context, with SPEC 4.7's switches off: no survey, no cross-device saving, no result tracking", async () => {
    const { session } = await reviewPlayer();
    expect(launchContext(session.pkg.publish, session.page.query)).toBe('review');
    expect(trackingSwitches(session.pkg.template, session.pkg.publish)).toMatchObject({ crossDevice: false, resultsTracking: false, survey: false });
  });

  it('runs no timer, though the course has one (SPEC 2.11)', async () => {
    const { session } = await reviewPlayer();
    expect(session.pkg.template.timer.enabled).toBe(true);
    expect(session.timing.timer).toBeNull();
  });

  it("tells the parent once, at the authoring tool's exact origin (SPEC 7.7)", async () => {
    const { posted } = await reviewPlayer();
    expect(posted).toEqual([[NATIVE_REVIEW_MESSAGE, 'https://tool.example.com']]);
  });

  it('starts the reviewer side with the course id and the API of the learner service', async () => {
    const { session, configs } = await reviewPlayer();
    await when(() => session.review !== null);
    expect(configs[0]).toMatchObject({ courseId: session.course.id, settings: { apiUrl: 'https://svc.example.org/api/review' } });
    expect(session.review!.layout).toBe('LOGIN_WITH_EMAIL');
  });

  it("the address's reviewApiUrl on the player's own origin turns a hosted package into review mode", async () => {
    const { session } = await reviewPlayer({ publishMode: 'Publish' }, '?reviewApiUrl=https://courses.example.org/api/review');
    expect(session.pkg.publish.isReview).toBe(true);
    await when(() => session.review !== null);
    expect(session.review!.settings.source).toBe('address');
    expect(session.timing.timer).toBeNull();
  });

  it('outside review mode nothing of it starts and the timer runs', async () => {
    const { session, configs, posted } = await reviewPlayer({ publishMode: 'Publish' });
    expect(session.pkg.publish.isReview).toBe(false);
    expect(session.timing.timer).not.toBeNull();
    expect(session.review).toBeNull();
    expect(configs).toEqual([]);
    expect(posted).toEqual([]);
  });
});
