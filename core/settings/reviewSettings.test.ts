import { readPublishSettings } from './publishSettings';
import { authoringToolOrigin, readReviewSettings as readReview } from './reviewDetails';

/** The publish settings with review mode's details read as its chunk reads them. */
const readPublish = (raw: Record<string, unknown>, addr?: ReturnType<typeof address>) => ({ ...readPublishSettings(raw, addr), review: readReview(raw, String(raw.publishMode ?? 'Publish'), addr) });
const readReviewSettings = readReview;

const address = (query: string, pageOrigin = 'https://courses.example.org') => ({ query: new URLSearchParams(query), pageOrigin });

describe('review mode detection (SPEC 2.1, 3.1, 7.7)', () => {
  it.each(['Review', 'review', 'reviewApiUrl'])('publishMode %s is review mode (SPEC 3.1 names the value reviewApiUrl)', (mode) => {
    const publish = readPublish({ publishMode: mode, learnServiceUrl: 'https://service.example.org' });
    expect(publish.isReview).toBe(true);
    expect(publish.review).toMatchObject({ apiUrl: 'https://service.example.org/api/review', source: 'package' });
  });

  it('a reviewApiUrl in publishSettings.js is review mode, whatever the publish mode', () => {
    const publish = readPublish({ publishMode: 'Publish', reviewApiUrl: 'https://svc.example.org/api/review/' });
    expect(publish.isReview).toBe(true);
    expect(publish.review?.apiUrl).toBe('https://svc.example.org/api/review');
  });

  it('a plain hosted, preview or LMS package is not', () => {
    for (const mode of ['Publish', 'Preview', 'Lms', 'Lms2004', 'xapi']) expect(readPublish({ publishMode: mode }).isReview).toBe(false);
  });

  it("the address turns it on towards the player's own origin or a service the package names", () => {
    const own = readPublish({ publishMode: 'Publish' }, address('reviewApiUrl=https://courses.example.org/api/review'));
    expect(own).toMatchObject({ isReview: true, review: { apiUrl: 'https://courses.example.org/api/review', source: 'address' } });
    const service = readPublish({ publishMode: 'Publish', learnServiceUrl: 'https://svc.example.org' }, address('reviewApiUrl=https://svc.example.org/api/review'));
    expect(service.review?.apiUrl).toBe('https://svc.example.org/api/review');
  });

  it("never towards a stranger's server: a link cannot make the course collect reviewers' addresses for it", () => {
    const publish = readPublish({ publishMode: 'Publish', learnServiceUrl: 'https://svc.example.org' }, address('reviewApiUrl=https://evil.example.net/api/review'));
    expect(publish.isReview).toBe(false);
    expect(readPublish({}, address('reviewApiUrl=javascript:alert(1)')).isReview).toBe(false);
  });

  it('a review package keeps its own API when the address names a stranger', () => {
    const publish = readPublish({ publishMode: 'Review', reviewApiUrl: 'https://svc.example.org/api/review' }, address('reviewApiUrl=https://evil.example.net/api/review'));
    expect(publish.review?.apiUrl).toBe('https://svc.example.org/api/review');
  });

  it('reads authoringToolDomain, tokenServiceUrl, commentContext and the login link code', () => {
    const review = readReviewSettings(
      { reviewApiUrl: 'https://svc.example.org/api/review', authoringToolDomain: 'https://package.example.com' },
      'Review',
      address('authoringToolDomain=tool.example.com&tokenServiceUrl=https://tokens.example.com&commentContext=c-1&reviewLoginCode=abc'),
    );
    expect(review).toEqual({ apiUrl: 'https://svc.example.org/api/review', authoringToolOrigin: 'https://tool.example.com', tokenServiceUrl: 'https://tokens.example.com', commentContext: 'c-1', loginCode: 'abc', source: 'package' });
  });

  it('review wins over preview: a review package is never a preview', () => {
    expect(readPublish({ publishMode: 'Preview', reviewApiUrl: 'https://svc.example.org/api/review' })).toMatchObject({ isReview: true, isPreview: false });
  });
});

describe('authoringToolDomain as an exact origin (SPEC 7.7: never "*")', () => {
  it.each([
    ['https://tool.example.com', 'https://tool.example.com'],
    ['tool.example.com', 'https://tool.example.com'],
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['*', null],
    ['', null],
    ['https://tool.example.com/path', null],
    ['javascript:alert(1)', null],
    ['https://user:pw@tool.example.com', null],
  ])('%s -> %s', (value, origin) => {
    expect(authoringToolOrigin(value)).toBe(origin);
  });
});
