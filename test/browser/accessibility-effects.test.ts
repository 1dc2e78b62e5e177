/**
 * What each of the learner's accessibility settings does (issue 23, SPEC 2.7, 9.4; docs/accessibility.md),
 * seen in Chromium: the contrast theme's colours and ratios (axe's AAA rule on), the typeface actually
 * drawn, font sizes 1.1x per level with nothing cut at 320 px under WCAG 1.4.12's spacing, and no
 * running animation and no autoplay in seizure-safe mode; every question type in all three at once.
 * The settings are set as the player sets them (support/a11yEffects.ts); the panel's own test is in
 * accessibility.test.ts.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { png, gif } from '../support/motionImages';
import type { DataQuestion, QuestionDriver } from './drivers/types';
import { TEXT_SPACING_CSS, changeSettings, contrastOf, overflowProblems, renderedFonts, runningAnimations, withSettings, type Settings } from './support/a11yEffects';
import { generatedCourse } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { openRoute, readOutline } from './support/player';
import { answeredOnOpen } from './support/questionTypes';
import { courseFixture, type CourseServer } from './support/server';

const dir = courseFixture('showcase');
const outline = readOutline(dir);
const [s1] = outline.sections;
const all = outline.sections.flatMap((s) => s.questions.map((q) => ({ ...q, sectionId: s.id })));
const question = all.find((q) => q.type === 'singleSelectText')!;
const content = all.find((q) => q.type === 'informationContent')!;
const route = (q: { sectionId: string; id: string }) => `/sections/${q.sectionId}/questions/${q.id}`;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const driverOf = (type: string): QuestionDriver => (require(`./drivers/${type}`) as { driver: QuestionDriver }).driver;

const env = browserTestEnv({ course: dir });
const AAA = { rules: { 'color-contrast-enhanced': { enabled: true } } };
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 320, height: 720 };

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .block-skeleton'), { timeout: 20000 });
}

/** Zero axe violations with the enhanced (7:1) contrast rule on; `when` names the screen. */
async function axeAAA(page: Page, when: string): Promise<void> {
  const violations = await env.runAxe(page, AAA);
  expect({ when, violations: violations.length ? env.formatViolations(violations) : '' }).toEqual({ when, violations: '' });
}

async function open(settings: Settings, screen: string, viewport = WIDE, query = '', server: CourseServer = env.server) {
  const opened = await env.freshPage(viewport);
  await withSettings(opened.page, settings, server);
  await openRoute(opened.page, server, screen, query);
  await settled(opened.page);
  return opened;
}

const css = (page: Page, selector: string, property: string, pseudo?: string) =>
  page.$eval(selector, (el, p, ps) => getComputedStyle(el, ps ?? null).getPropertyValue(p), property, pseudo);

describe('contrast theme: SPEC 9.4 contrast colours over the branding, text at 7:1', () => {
  const screens: [string, string][] = [
    ['cover', '/'],
    ['section list', '/sections'],
    ['section', `/sections/${s1.id}`],
    ['learning objective', `/sections/${s1.id}/learning-objective`],
    ['content page', route(content)],
    ['question', route(question)],
    ['results', '/results'],
  ];
  describe.each([
    ['English, wide', '', WIDE],
    ['Arabic, phone', 'language=ar', PHONE],
  ])('%s', (_name, query, viewport) => {
    test.each(screens)('%s', async (screen, at) => {
      const { page, context, errors } = await open({ isContrastTheme: true }, at, viewport, query);
      expect(await css(page, 'body', 'color')).toBe('rgb(42, 42, 42)');
      await axeAAA(page, screen);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  test('the cover photo is toned down under the main colour; the cover text is white on it', async () => {
    const { page, context } = await open({ isContrastTheme: true }, '/');
    expect(await css(page, '.cover-hero', 'opacity', '::before')).toBe('0.85');
    expect(await css(page, '.cover-hero', 'background-color', '::before')).toBe('rgb(28, 48, 74)');
    expect(await css(page, '.cover-title', 'color')).toBe('rgb(255, 255, 255)');
    expect(await css(page, 'body', 'background-image')).toBe('none');
    // The start button stands out from the dark backdrop by its shape too (1.4.11), not by its label alone.
    const button = await css(page, '.cover-hero .btn-primary', 'background-color');
    expect(contrastOf(button, 'rgb(28, 48, 74)')).toBeGreaterThanOrEqual(3);
    expect(contrastOf(await css(page, '.cover-hero .btn-primary', 'color'), button)).toBeGreaterThanOrEqual(7);
    await context.close();
  });

  test("a wrong answer's feedback, in the contrast theme's incorrect colour at 7:1, and the start-over popup", async () => {
    const { page, context } = await open({ isContrastTheme: true }, route(question));
    await driverOf(question.type).answerWronglyWithMouse(page, question as unknown as DataQuestion, 'en');
    await page.click('.answer-form button[type=submit]');
    await page.waitForSelector('.feedback-incorrect');
    const title = await css(page, '.feedback-incorrect .feedback-title', 'color');
    expect(title).toBe('rgb(144, 37, 44)');
    expect(contrastOf(title, await css(page, '.feedback', 'background-color'))).toBeGreaterThanOrEqual(7);
    await axeAAA(page, 'question after a wrong answer');
    await openRoute(page, env.server, '/results');
    await page.click('.page-actions .btn-quiet, .new-attempt-button');
    await page.waitForSelector('dialog[open]');
    await axeAAA(page, 'start-over popup');
    await context.close();
  });

  test('the error page', async () => {
    const broken = await env.serve(courseFixture('broken-data'));
    const { page, context } = await open({ isContrastTheme: true }, '/', WIDE, '', broken);
    await page.waitForSelector('.error-page-box');
    await axeAAA(page, 'error page');
    await context.close();
  });
});

describe('Windows high contrast (forced-colors: active) keeps every control visible', () => {
  test('controls are outlined, the chosen answer and the current page marked in Highlight', async () => {
    const { page, context } = await open({}, route(question));
    // Puppeteer's emulateMediaFeatures does not know forced-colors; Chromium's protocol does.
    const client = await page.createCDPSession();
    await client.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    await page.click('.choice');
    const look = await page.evaluate(() => {
      const outlined = (el: Element) => {
        const s = getComputedStyle(el);
        return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.borderStyle !== 'none' && parseFloat(s.borderTopWidth) > 0);
      };
      const controls = [...document.querySelectorAll('button, .btn, [role=button]')].filter((el) => el.getClientRects().length);
      const chosen = getComputedStyle(document.querySelector('.choice.is-checked')!);
      const current = document.querySelector('[aria-current="page"]');
      return {
        unoutlined: controls.filter((el) => !outlined(el)).map((el) => el.outerHTML.slice(0, 80)),
        chosen: [chosen.outlineStyle, chosen.outlineWidth],
        current: current ? getComputedStyle(current).outlineStyle : 'none',
      };
    });
    expect(look.unoutlined).toEqual([]);
    expect(look.chosen).toEqual(['solid', '3px']);
    expect(look.current).toBe('solid');
    await context.close();
  });
});

describe('readable and dyslexia fonts: drawn for all text, loaded only when on', () => {
  const fontFiles = (server: CourseServer) => server.requests.filter((r) => /\.woff2/.test(r));

  test.each([
    ['readable', { isReadableFont: true }, 'Atkinson Hyperlegible'],
    ['dyslexia', { isDyslexiaFont: true }, 'OpenDyslexic'],
  ] as const)('%s', async (_name, settings, family) => {
    const server = await env.serve(dir);
    const { page, context } = await open({}, route(question), WIDE, '', server);
    expect(fontFiles(server)).toEqual([]);
    await changeSettings(page, settings);
    await page.waitForFunction((f) => [...document.fonts].some((face) => face.family.includes(f) && face.status === 'loaded'), { timeout: 15000 }, family);
    await page.evaluate(() => document.fonts.ready);
    for (const selector of ['main h1', '.choice-text', '.answer-form button[type=submit]', '.toc-page-title', '.page-kicker span:last-child']) {
      expect({ selector, fonts: await renderedFonts(page, selector) }).toEqual({ selector, fonts: [family] });
    }
    expect(fontFiles(server).every((f) => f.toLowerCase().includes(family.split(' ')[0].toLowerCase()))).toBe(true);
    await context.close();
  });
});

describe('font size: 1.1x per level, headings capped as SPEC 9.4 says, nothing cut at 320 px', () => {
  test('the text of the author and of the player grows 1.1x per level; h1 stops at 36 px', async () => {
    const sizes: Record<string, number>[] = [];
    for (const fontSize of [0, 1, 2, 3] as const) {
      const { page, context } = await open({ fontSize }, route(question));
      sizes.push(
        await page.evaluate(() => {
          const px = (s: string) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize);
          return { answer: px('.choice-text'), button: px('.answer-form button[type=submit]'), toc: px('.toc-page'), h1: px('main h1') };
        }),
      );
      await context.close();
    }
    for (const level of [1, 2, 3]) {
      for (const key of ['answer', 'button', 'toc'] as const) expect(sizes[level][key] / sizes[0][key]).toBeCloseTo(1.1 ** level, 2);
      expect(sizes[level].h1).toBeLessThanOrEqual(Math.max(36, sizes[0].h1));
      expect(sizes[level].h1).toBeGreaterThanOrEqual(sizes[0].h1);
    }
  });

  test('the cover title stays within the cover maximum, 90 px wide and 48 px on a phone', async () => {
    for (const [viewport, max] of [[WIDE, 90], [PHONE, 48]] as const) {
      const { page, context } = await open({ fontSize: 3 }, '/', viewport);
      expect(parseFloat(await css(page, '.cover-title', 'font-size'))).toBeLessThanOrEqual(max);
      await context.close();
    }
  });

  describe('level 3 at 320 px with WCAG 1.4.12 text spacing, on a 17-section course with long titles', () => {
    let big: CourseServer;
    let firstQuestion: string;
    beforeAll(async () => {
      const courseDir = generatedCourse(env, 17, 3, ['--long-titles', '--transparent', '3', '--logo', '--ar']);
      const data = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
      firstQuestion = `/sections/${data.sections[0].id}/questions/${data.sections[0].questions[1].id}`;
      big = await env.serve(courseDir);
    });
    test.each(['/', '/sections', 'question', '/results'])('%s', async (at) => {
      for (const query of ['', 'language=ar']) {
        const { page, context } = await open({ fontSize: 3, isContrastTheme: true }, at === 'question' ? firstQuestion : at, NARROWEST, query, big);
        await page.addStyleTag({ content: TEXT_SPACING_CSS });
        expect({ at, query, problems: await overflowProblems(page) }).toEqual({ at, query, problems: [] });
        await axeAAA(page, `${at} ${query}`);
        await context.close();
      }
    });
  });
});

describe('seizure safe: nothing moves, nothing plays by itself', () => {
  let motion: CourseServer;
  let motionPage: string;
  beforeAll(async () => {
    const courseDir = generatedCourse(env, 2, 3, []);
    const data = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
    const page = data.sections[0].questions[0];
    motionPage = `/sections/${data.sections[0].id}/questions/${page.id}`;
    writeFileSync(path.join(courseDir, 'media', 'moving.gif'), gif([[200, 0, 0], [0, 0, 200], [0, 160, 0]]));
    writeFileSync(path.join(courseDir, 'media', 'moving.png'), png([[200, 0, 0], [0, 0, 200]]));
    writeFileSync(path.join(courseDir, 'media', 'still.png'), png([[200, 0, 0]]));
    writeFileSync(path.join(courseDir, 'media', 'embed.html'), '<!doctype html><title>Clip</title><p>A clip</p>');
    copyFileSync(path.join(dir, 'media', 'bd-watering.webm'), path.join(courseDir, 'media', 'loop.webm'));
    writeFileSync(
      path.join(courseDir, 'content', `${page.learningContents[0].id}.html`),
      `<div class="eg-content-editor" data-type="textEditorOneColumn">
<p><img src="media/moving.gif" alt="A moving red, blue and green square" width="40" height="40"></p>
<p><img src="media/moving.png" alt="A moving red and blue square" width="40" height="40"> <img src="media/still.png" alt="A red square" width="40" height="40"></p>
<video autoplay muted loop src="media/loop.webm" aria-label="A looping clip"></video>
<iframe src="media/embed.html?autoplay=1" title="A clip that plays by itself" allow="autoplay; fullscreen"></iframe>
</div>`,
    );
    motion = await env.serve(courseDir);
  });

  test('animated images show their first frame, the video waits, the frame loads without autoplay', async () => {
    const { page, context, errors } = await open({ isSeizureSafe: true }, motionPage, WIDE, '', motion);
    await page.waitForSelector('iframe');
    await page.waitForFunction(() => document.querySelectorAll('img[data-a11y-still]:not([data-a11y-still="checking"])').length === 3, { timeout: 15000 });
    const look = await page.evaluate(async () => {
      const firstPixel = async (img: HTMLImageElement) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 4;
        const context2d = canvas.getContext('2d')!;
        context2d.drawImage(img, 0, 0, 4, 4);
        return [...context2d.getImageData(1, 1, 1, 1).data.slice(0, 3)];
      };
      const imgs = [...document.querySelectorAll<HTMLImageElement>('.blocks img')];
      const video = document.querySelector('video')!;
      return {
        images: await Promise.all(imgs.map(async (img) => [img.getAttribute('data-a11y-still'), img.src.slice(0, 5), await firstPixel(img)])),
        video: { autoplay: video.hasAttribute('autoplay'), paused: video.paused, played: video.played.length },
        frame: [document.querySelector('iframe')!.getAttribute('src'), document.querySelector('iframe')!.getAttribute('allow')],
      };
    });
    expect(look.images).toEqual([
      ['still', 'blob:', [200, 0, 0]],
      ['still', 'blob:', [200, 0, 0]],
      ['no', expect.stringMatching(/^http/), [200, 0, 0]],
    ]);
    expect(look.video).toEqual({ autoplay: false, paused: true, played: 0 });
    expect(look.frame[0]).toMatch(/embed\.html\?autoplay=0$/);
    expect(look.frame[1]).toBe("fullscreen; autoplay 'none'");
    // The learner's own press plays it.
    await page.click('video');
    await page.evaluate(() => document.querySelector('video')!.play());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.evaluate(() => !document.querySelector('video')!.paused)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('no animation or transition runs after any interaction, and scrolling is never smooth', async () => {
    const { page, context } = await open({ isSeizureSafe: true }, '/', PHONE);
    await page.addStyleTag({ content: 'html { scroll-behavior: smooth } .section-card { transition: transform 2s; } .section-card:hover { transform: scale(1.5); }' });
    expect(await runningAnimations(page)).toEqual([]);
    await page.hover('.section-card');
    await page.click('.section-card-details .link-button, .section-card .link-button');
    expect(await runningAnimations(page)).toEqual([]);
    expect(await css(page, 'html', 'scroll-behavior')).toBe('auto');
    await openRoute(page, env.server, route(question));
    // The table of contents slides in and out on a phone: not in this mode.
    await page.click('.app-header .icon-button');
    expect(await runningAnimations(page)).toEqual([]);
    await page.click('.app-header .icon-button');
    await page.waitForSelector('.toc', { hidden: true });
    await page.hover('.choice');
    await page.click('.choice');
    await page.click('.answer-form button[type=submit]');
    await page.waitForSelector('.feedback');
    expect(await runningAnimations(page)).toEqual([]);
    await context.close();
  });
});

describe('every question type in the contrast theme, at level 3 and seizure safe, on 320 px', () => {
  const types = [...new Map(all.map((q) => [q.type, q])).values()];
  test.each(types.map((q) => [q.type, q] as const))('%s', async (type, q) => {
    const { page, context, errors } = await open({ isContrastTheme: true, fontSize: 3, isSeizureSafe: true }, route(q), NARROWEST);
    expect({ type, problems: await overflowProblems(page) }).toEqual({ type, problems: [] });
    expect(await runningAnimations(page)).toEqual([]);
    await axeAAA(page, `${type} before submitting`);
    if (!answeredOnOpen(type)) {
      // By keyboard: what every type supports, whatever the width (a drag needs room on 320 px).
      await page.focus('main h1');
      await driverOf(type).answerCorrectlyWithKeyboard(page, q as unknown as DataQuestion, 'en');
      await page.click('.answer-form button[type=submit]');
      await page.waitForSelector('.feedback');
      await settled(page);
      expect(await runningAnimations(page)).toEqual([]);
      await axeAAA(page, `${type} after submitting`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
