import { FakeReviewApi } from '../../test/support/fakeReviewApi';
import { FakeReviewThreads, thread } from '../../test/support/fakeReviewThreads';
import { readReviewSettings } from '../settings/reviewDetails';
import { ReviewerSession } from './ReviewerSession';
import { canPostComments, reviewMenuShown } from './reviewPanel';

const settings = (query = '') => readReviewSettings({ reviewApiUrl: 'https://svc.example.org/api/review' }, 'Review', { query: new URLSearchParams(query), pageOrigin: '' })!;
const RETURN = 'https://courses.example.org/review/';

describe('the reviewer and the review panel layouts (SPEC 2.11, 2.4, 2.8)', () => {
  it('LOGIN_WITH_EMAIL -> REGISTER_NEW_REVIEWER -> VERIFICATION_EMAIL_SENT; the menu only from the third', async () => {
    const api = new FakeReviewApi();
    const r = new ReviewerSession(api, settings(), () => 'de');
    await r.start();
    expect(r.layout).toBe('LOGIN_WITH_EMAIL');
    expect(reviewMenuShown(r.layout)).toBe(false);
    expect(r.continueWithEmail('not an address')).toEqual({ ok: false, problem: '[error email input]', field: 'email' });
    expect(r.continueWithEmail(' Ann.Lee@Example.COM ')).toEqual({ ok: true });
    expect(r.layout).toBe('REGISTER_NEW_REVIEWER');
    expect(reviewMenuShown(r.layout)).toBe(false);
    expect(await r.requestLoginLink('   ', RETURN)).toMatchObject({ ok: false, field: 'name' });
    expect(await r.requestLoginLink('  Ann   Lee ', RETURN)).toEqual({ ok: true });
    expect(api.calls).toEqual(['login-link ann.lee@example.com']);
    expect(r.layout).toBe('VERIFICATION_EMAIL_SENT');
    expect(reviewMenuShown(r.layout)).toBe(true);
    expect(canPostComments(r.reviewer)).toBe(false);
  });

  it("the e-mailed link's code signs the reviewer in: ADD_COMMENT, then ADD_COMMENT_WITH_HISTORY once threads exist", async () => {
    const api = new FakeReviewApi();
    await api.requestLoginLink({ email: 'ann@example.com', name: 'Ann Lee' });
    const code = api.outbox.get('ann@example.com')!;
    const threads = new FakeReviewThreads();
    const r = new ReviewerSession(api, settings(`reviewLoginCode=${code}`), () => 'en', () => threads);
    await r.start();
    expect(r.layout).toBe('ADD_COMMENT');
    expect(canPostComments(r.reviewer)).toBe(true);
    // The layout follows the comment model's threads (another reviewer's comment arriving live).
    threads.receive(thread({ anchor: { type: 'course' }, text: 'Who is this for?' }));
    expect(r.layout).toBe('ADD_COMMENT_WITH_HISTORY');
  });

  it('a used or unknown code leaves the login form with a problem to show', async () => {
    const r = new ReviewerSession(new FakeReviewApi(), settings('reviewLoginCode=nope'), () => 'en');
    await r.start();
    expect(r.layout).toBe('LOGIN_WITH_EMAIL');
    expect(r.startProblem).toBe('player:review link not valid');
  });

  it('a kept token brings the reviewer back without a new link', async () => {
    const api = new FakeReviewApi();
    await api.requestLoginLink({ email: 'ann@example.com', name: 'Ann Lee' });
    const r = new ReviewerSession(api, settings(), () => 'en');
    await r.start();
    expect(r.reviewer?.email).toBe('ann@example.com');
  });

  it("'Resend link' shows the toast; 'Change email or name' before the link, with a toast for the new address", async () => {
    const api = new FakeReviewApi();
    const r = new ReviewerSession(api, settings(), () => 'en');
    await r.start();
    r.continueWithEmail('ann@example.com');
    await r.requestLoginLink('Ann Lee', RETURN);
    expect(await r.resendLoginLink()).toEqual({ ok: true });
    expect(r.toast).toEqual({ email: 'ann@example.com' });
    r.dismissToast();
    expect(await r.updateReviewer({ name: 'Ann B. Lee', email: 'ann.b@example.com' })).toEqual({ ok: true });
    expect(r.reviewer).toMatchObject({ name: 'Ann B. Lee', email: 'ann.b@example.com' });
    expect(r.toast).toEqual({ email: 'ann.b@example.com' });
  });

  it("'Change name' for an authenticated reviewer; 'End session' goes back to LOGIN_WITH_EMAIL and re-mounts the course", async () => {
    const api = new FakeReviewApi();
    await api.requestLoginLink({ email: 'ann@example.com', name: 'Ann Lee' });
    const r = new ReviewerSession(api, settings(`reviewLoginCode=${api.outbox.get('ann@example.com')}`), () => 'en');
    await r.start();
    expect(await r.updateReviewer({ name: 'Ann Marie Lee' })).toEqual({ ok: true });
    expect(r.reviewer?.name).toBe('Ann Marie Lee');
    const key = r.mountKey;
    await r.endSession();
    expect(r.layout).toBe('LOGIN_WITH_EMAIL');
    expect(r.mountKey).toBe(key + 1);
    expect(api.token).toBe('');
  });

  it('a token the service no longer takes sends the reviewer back to the login form', async () => {
    const api = new FakeReviewApi();
    await api.requestLoginLink({ email: 'ann@example.com', name: 'Ann Lee' });
    const r = new ReviewerSession(api, settings(), () => 'en');
    await r.start();
    await api.endSession();
    expect(await r.resendLoginLink()).toMatchObject({ ok: false });
    expect(r.layout).toBe('LOGIN_WITH_EMAIL');
  });
});
