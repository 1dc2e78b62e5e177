/** Issue 25 §1: REVIEW_OWNERS, the owners of each course from the environment (no SQL by hand). */
import { parseReviewOwners } from '../../server/review/ownerConfig';

describe('REVIEW_OWNERS', () => {
  it('reads courseId:emails entries, lower-cases the addresses and joins a course named twice', () => {
    expect(parseReviewOwners(' c1:Ann@Example.org,bo@example.org\n c2:cy@example.org c1:ann@example.org ')).toEqual([
      { courseId: 'c1', emails: ['ann@example.org', 'bo@example.org'] },
      { courseId: 'c2', emails: ['cy@example.org'] },
    ]);
    expect(parseReviewOwners('')).toEqual([]);
  });

  it('stops the start on a malformed entry or address instead of dropping an owner', () => {
    expect(() => parseReviewOwners('no-colon')).toThrow('REVIEW_OWNERS');
    expect(() => parseReviewOwners(':a@example.org')).toThrow('REVIEW_OWNERS');
    expect(() => parseReviewOwners('c1:not-an-address')).toThrow('not an e-mail address');
    expect(() => parseReviewOwners('c1:')).toThrow('REVIEW_OWNERS');
  });
});
