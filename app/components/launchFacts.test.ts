import { myCoursesPageUrl } from './launchFacts';

// SPEC 2.4 / 2.8 'My courses' leads to the learner service's page of the learner's courses.
describe('myCoursesPageUrl', () => {
  it("is the service's my-courses page, under the service's address and path", () => {
    expect(myCoursesPageUrl('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100/api/account/my-courses');
    expect(myCoursesPageUrl(' https://learn.example.org/ ')).toBe('https://learn.example.org/api/account/my-courses');
    expect(myCoursesPageUrl('https://example.org/learn')).toBe('https://example.org/learn/api/account/my-courses');
    expect(myCoursesPageUrl('https://example.org/learn/?x=1#top')).toBe('https://example.org/learn/api/account/my-courses');
  });

  it('is null for anything that is not an http(s) address', () => {
    for (const raw of [undefined, null, 42, '', 'not a url', 'javascript:alert(1)', 'ftp://example.org', 'data:text/html,x']) {
      expect(myCoursesPageUrl(raw)).toBeNull();
    }
  });
});
