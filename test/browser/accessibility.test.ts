/**
 * axe-core in Chromium: zero violations on the cover, section, question, content, results and error
 * pages, in English and in Arabic (right-to-left), on a wide and on a phone-sized screen.
 */
import { browserTestEnv } from './support/harness';
import { openRoute, readOutline } from './support/player';
import { courseFixture } from './support/server';

const dir = courseFixture('showcase');
const outline = readOutline(dir);
const [s1] = outline.sections;
const question = s1.questions.find((q) => q.type === 'singleSelectText')!;
const multi = s1.questions.find((q) => q.type === 'multipleSelect')!;
const content = s1.questions.find((q) => q.type === 'informationContent')!;

const env = browserTestEnv({ course: dir });

const screens: [string, string, string][] = [
  ['cover', '/', '.section-card'],
  ['section list', '/sections', '.section-card'],
  ['section', `/sections/${s1.id}`, '.page-list'],
  ['learning objective', `/sections/${s1.id}/learning-objective`, '.objective-box'],
  ['content page', `/sections/${s1.id}/questions/${content.id}`, '.content-body .block-ready'],
  ['question', `/sections/${s1.id}/questions/${question.id}`, '.choice-input'],
  ['results', '/results', '[data-testid=course-score]'],
  // Without hosted sign-in the login route is the public-route guard's (SPEC 2.3): it leads into the
  // course, to the saved page (the earlier rows saved one) or the cover. The login and sign-up screens
  // themselves are checked in hosted-cross-device.test.ts.
  ['/login of a course without sign-in (leads into the course)', '/login', 'main h1'],
];

describe.each([
  ['English', '', { width: 1280, height: 900 }],
  ['Arabic', 'language=ar', { width: 1280, height: 900 }],
  ['English on a phone', '', { width: 390, height: 844 }],
  ['Arabic on a phone', 'language=ar', { width: 390, height: 844 }],
])('%s', (_name, query, viewport) => {
  test.each(screens)('%s has no axe violations', async (_screen, route, ready) => {
    const { page, errors } = await env.page(viewport);
    try {
      await openRoute(page, env.server, route, query);
      await page.waitForSelector(ready);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      if (query.includes('ar')) expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await env.axe(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

test('a question after submitting, with its feedback and explanation, has no axe violations', async () => {
  const { page } = await env.page();
  await openRoute(page, env.server, `/sections/${s1.id}/questions/${multi.id}`);
  await page.waitForSelector('.choice-input');
  const labels = await page.$$('.choice');
  await labels[labels.length - 1].click();
  await page.click('.answer-form button[type=submit]');
  await page.waitForSelector('.feedback');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await env.axe(page);
  await page.close();
});

// Issue 22: 'Accessibility mode' opened a note that the settings were "coming to this menu". Until
// issue 23's panel, a learner the course does not know has nothing in the menu, so no menu button.
// The open menus are axe-checked where they have items: hosted-menu.test.ts, lms-ui.test.ts.
test('no unfinished accessibility item reaches a learner: a course with nothing in its user menu has no menu button', async () => {
  const { page } = await env.page();
  for (const route of ['/', `/sections/${s1.id}`]) {
    await openRoute(page, env.server, route);
    expect(await page.$('.user-menu-button')).toBeNull();
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/coming to this menu/i);
  }
  await page.close();
});
