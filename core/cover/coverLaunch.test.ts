import { coverIsComplete } from './coverLaunch';
import type { CoverModel } from './coverModel';

const model = (playerAtOnce = false) => ({ progressKey: 'course_progressC1', playerAtOnce, languageNames: ['en', 'en-us'] }) as CoverModel;
const storage = (entries: Record<string, string> = {}) => (key: string) => entries[key] ?? null;

describe('coverIsComplete (issue 13: when the pre-rendered cover needs the player at once)', () => {
  it('is complete for a plain launch with nothing saved: the player waits for the learner', () => {
    expect(coverIsComplete(model(), { search: '', readStorage: storage() })).toBe(true);
    expect(coverIsComplete(model(), { search: '', readStorage: storage({ course_progressC1: '' }) })).toBe(true);
  });

  it("is not complete with saved progress under the course's key (SPEC 9.5): 'Continue' and the statuses come from it", () => {
    expect(coverIsComplete(model(), { search: '', readStorage: storage({ course_progressC1: '{"v":1}' }) })).toBe(false);
    // Another course's progress is not this learner's here.
    expect(coverIsComplete(model(), { search: '', readStorage: storage({ course_progressC2: '{"v":1}' }) })).toBe(true);
  });

  it('is not complete when the storage cannot be read: the player decides', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(coverIsComplete(model(), { search: '', readStorage: blocked })).toBe(false);
  });

  it('is not complete with a query string (cmi5, xAPI, LTI, a token, another language) or for a package that needs the player', () => {
    for (const search of ['?endpoint=x&fetch=y', '?token=abc', '?language=ar', '?lti=1']) expect(coverIsComplete(model(), { search, readStorage: storage() })).toBe(false);
    expect(coverIsComplete(model(true), { search: '', readStorage: storage() })).toBe(false);
  });

  it("is complete when the 'language' parameter names the cover's own language (SPEC 5.3), by code or locale, in any case", () => {
    for (const search of ['?language=en', '?language=EN-US']) expect(coverIsComplete(model(), { search, readStorage: storage() })).toBe(true);
    expect(coverIsComplete(model(), { search: '?language=en&token=x', readStorage: storage() })).toBe(false);
  });
});
