import { isLtiLaunch, ltiCallbackUrl, ltiScore } from './ltiMode';

const q = (s: string) => new URLSearchParams(s);

describe('SPEC 7.6 LTI mode', () => {
  it('applies with ltiResultCallbackUrl and attemptId, both', () => {
    expect(ltiCallbackUrl(q('ltiResultCallbackUrl=https%3A%2F%2Ftool.example%2Flti%2Fresult%2F&attemptId=a1'))).toBe('https://tool.example/lti/result');
    expect(isLtiLaunch(q('ltiResultCallbackUrl=https%3A%2F%2Ftool.example%2Fr'))).toBe(false);
    expect(isLtiLaunch(q('attemptId=a1'))).toBe(false);
    expect(isLtiLaunch(q('ltiResultCallbackUrl=&attemptId=a1'))).toBe(false);
  });

  it('takes only a web address as the callback', () => {
    expect(isLtiLaunch(q('ltiResultCallbackUrl=javascript%3Aalert(1)&attemptId=a1'))).toBe(false);
    expect(isLtiLaunch(q('ltiResultCallbackUrl=not%20a%20url&attemptId=a1'))).toBe(false);
    expect(isLtiLaunch(q('ltiResultCallbackUrl=http%3A%2F%2F127.0.0.1%3A9%2Fr&attemptId=a1'))).toBe(true);
  });

  it('scores 0–1 as percent / 100', () => {
    expect([0, 50, 67, 100, 130, -5, Number.NaN].map(ltiScore)).toEqual([0, 0.5, 0.67, 1, 1, 0, 0]);
  });
});
