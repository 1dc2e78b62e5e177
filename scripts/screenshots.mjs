/**
 * `npm run screenshots [-- --course <folder>] [--out <dir>]`: serves the built player on a course and
 * saves PNGs of every screen, wide and phone-sized, left-to-right and right-to-left (the course's
 * right-to-left language when it has one), so a person can look at what learners will see.
 *
 * `--review`: review mode's screens instead (issue 25, docs/review.md), with the learner service
 * started beside the player (PGlite in a temporary folder, the course's owner configured) as
 * `npm start -- --review` does: the review bar and each panel layout a reviewer goes through
 * (LOGIN_WITH_EMAIL, REGISTER_NEW_REVIEWER, VERIFICATION_EMAIL_SENT, the resend toast, ADD_COMMENT on
 * the cover, a section page, scrolled, with the contents open, and a question page), the reviewer menu
 * and the change-name modal, and a used login link refused; files named review-*.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './serve.mjs';
import { launchChromium } from './chromium.mjs';
import { startServiceProcess } from './startHosted.mjs';
import { courseIdOf, printedMails, reviewOverrides, reviewOwnersEnv, DEFAULT_REVIEW_OWNER } from './review.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = process.cwd();
const courseDir = path.resolve(arg('--course', 'test/fixtures/courses/showcase'));
const outDir = path.resolve(arg('--out', '.screenshots'));
const only = arg('--only', '');
const review = args.includes('--review');
// `--a11y contrast,size=3,dyslexia,readable,seizure`: the learner's accessibility settings, set on <html>
// before the page's scripts as the player sets them (docs/accessibility.md); the files are named after them.
const a11y = arg('--a11y', '');
const a11yAttributes = (() => {
  const wanted = a11y.split(',').filter(Boolean);
  const size = Number((wanted.find((w) => w.startsWith('size=')) ?? 'size=0').slice(5));
  return {
    attributes: {
      ...(wanted.includes('contrast') ? { 'data-a11y-contrast': '' } : {}),
      ...(wanted.includes('dyslexia') ? { 'data-a11y-font': 'dyslexia' } : wanted.includes('readable') ? { 'data-a11y-font': 'readable' } : {}),
      ...(wanted.includes('seizure') ? { 'data-a11y-seizure-safe': '' } : {}),
      'data-a11y-font-size': String(size),
    },
    scale: String(Math.round(1.1 ** size * 1000) / 1000),
  };
})();

const RTL = ['ar', 'az', 'dv', 'he', 'ku', 'fa', 'ur'];
const languageSettings = (() => {
  try {
    return JSON.parse(readFileSync(path.join(courseDir, 'languageSettings.json'), 'utf8'));
  } catch {
    return [];
  }
})();
const languages = languageSettings.map((l) => l.language);
const rtl = languages.find((l) => RTL.includes(l.split('-')[0]));
// The screens name their language (a first launch of a course in several languages otherwise opens the
// language popup over them, SPEC 2.8); the 'language' screen is that popup, on a first launch.
const defaultLanguage = (languageSettings.find((l) => l.isDefault) ?? languageSettings[0])?.language ?? '';

await mkdir(outDir, { recursive: true });
const overrides = {};
const server = await startServer({ distDir: path.join(root, 'dist'), courseDir, overrides });
let service = null;
let serviceData = null;
if (review) {
  serviceData = await mkdtemp(path.join(os.tmpdir(), 'screenshots-review-'));
  service = startServiceProcess({
    repoRoot: root,
    playerOrigin: new URL(server.url).origin,
    courseDir,
    dataDir: serviceData,
    env: { REVIEW_OWNERS: reviewOwnersEnv(courseIdOf(courseDir), [DEFAULT_REVIEW_OWNER]), LOG_REQUESTS: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '300' },
    echo: false,
  });
  Object.assign(overrides, reviewOverrides(courseDir, await service.url));
}
const browser = await launchChromium();
try {
  const data = JSON.parse(readFileSync(path.join(courseDir, 'content/data.js'), 'utf8'));
  const sections = data.sections ?? data.objectives ?? [];
  const s0 = sections[0];
  const firstQuestion = sections.flatMap((s) => s.questions.map((q) => ({ s, q }))).find(({ q }) => q.type !== 'informationContent');
  const firstContent = sections.flatMap((s) => s.questions.map((q) => ({ s, q }))).find(({ q }) => q.type === 'informationContent');
  const screens = [
    ['cover', '#/'],
    ['sections', '#/sections'],
    ['section', `#/sections/${s0.id}`],
    firstContent && ['content', `#/sections/${firstContent.s.id}/questions/${firstContent.q.id}`],
    firstQuestion && ['question', `#/sections/${firstQuestion.s.id}/questions/${firstQuestion.q.id}`],
    ['objective', `#/sections/${s0.id}/learning-objective`],
    ['results', '#/results'],
    ['login', '#/login'],
    languages.length > 1 && ['language', '#/'],
  ].filter(Boolean).filter(([name]) => !only || only.split(',').includes(name));
  const variants = [
    { name: 'wide', width: 1440, height: 900, lang: defaultLanguage },
    { name: 'phone', width: 390, height: 844, lang: defaultLanguage },
    ...(rtl ? [{ name: 'wide-rtl', width: 1440, height: 900, lang: rtl }, { name: 'phone-rtl', width: 390, height: 844, lang: rtl }] : []),
  ];
  if (review) {
    for (const v of variants) await reviewScreens(v, { s0, firstQuestion });
  }
  for (const v of review ? [] : variants) {
    const page = await browser.newPage();
    await page.setViewport({ width: v.width, height: v.height, deviceScaleFactor: 1 });
    if (a11y) {
      await page.evaluateOnNewDocument(({ attributes, scale }) => {
        const apply = () => {
          if (!document.documentElement) return false;
          for (const [k, value] of Object.entries(attributes)) document.documentElement.setAttribute(k, value);
          document.documentElement.style.setProperty('--a11y-font-scale', scale);
          return true;
        };
        if (!apply()) new MutationObserver((_, o) => apply() && o.disconnect()).observe(document, { childList: true });
      }, a11yAttributes);
    }
    for (const [name, hash] of screens) {
      if (name === 'language') {
        // A first launch: nothing saved, no language in the address; the browser prefers the variant's.
        await page.evaluate(() => localStorage.clear());
        await page.evaluateOnNewDocument((lang) => lang && Object.defineProperty(navigator, 'languages', { get: () => [lang] }), v.lang);
      }
      const url = `${server.url}${v.lang && name !== 'language' ? `?language=${v.lang}` : ''}${hash}`;
      await page.goto(url, { waitUntil: 'networkidle0' });
      await page.waitForSelector(name === 'language' ? 'dialog[open].language-popup' : 'main h1', { timeout: 15000 });
      await new Promise((r) => setTimeout(r, 300));
      const file = path.join(outDir, `${name}-${v.name}${a11y ? `-${a11y.replace(/[^a-z0-9]+/gi, '-')}` : ''}.png`);
      await page.screenshot({ path: file, fullPage: args.includes('--full') });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  await service?.stop();
  if (serviceData) await rm(serviceData, { recursive: true, force: true });
}

/**
 * The comment UI on a section page (issue 25 §2): the first block's control focused (it shows on focus
 * as on hover), its form, a comment posted there (ADD_COMMENT_WITH_HISTORY: the panel's history), and
 * a reply; long words, as reviewers write them.
 */
async function commentScreens(page, shot, rtl) {
  const control = await page.waitForSelector('.review-spot-button', { timeout: 20000 });
  await control.focus();
  await shot('review-control-focused');
  await control.press('Enter');
  const field = await page.waitForSelector('.review-form textarea', { timeout: 20000 });
  await shot('review-form');
  await field.type(rtl ? 'هذه الفقرة طويلة جدًا؛ أقترح تقسيمها إلى نقاط قصيرة ليسهل على المتعلمين قراءتها.' : 'This paragraph is long: split it into three short points, and say "overwatering" rather than "excessive irrigation".');
  await page.click('.review-form .review-text-form button[type=submit]');
  await page.waitForSelector('.review-panel[data-layout=ADD_COMMENT_WITH_HISTORY]', { timeout: 20000 });
  await shot('review-posted');
  const reply = await page.$('.review-form .review-thread textarea, .review-form .review-reply-form textarea');
  if (reply) {
    await reply.type(rtl ? 'تم، سأعدّلها.' : 'Agreed, and the second sentence too.');
    await reply.press('Enter');
  }
  await page.keyboard.press('Escape');
  await shot('review-history');
}

/**
 * One reviewer's way through review mode in a fresh profile, in the variant's size and language,
 * saving each screen on the way (`--only review-login,review-menu` keeps some).
 */
async function reviewScreens(v, { s0, firstQuestion }) {
  const wanted = (name) => !only || only.split(',').includes(name);
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: v.width, height: v.height, deviceScaleFactor: 1 });
  const settle = () => new Promise((r) => setTimeout(r, 400));
  const layout = (name) => page.waitForSelector(`.review-panel[data-layout=${name}]`, { timeout: 20000 });
  const shot = async (name) => {
    if (!wanted(name)) return;
    await settle();
    const file = path.join(outDir, `${name}-${v.name}.png`);
    await page.screenshot({ path: file, fullPage: args.includes('--full') });
    console.log(file);
  };
  const query = v.lang ? `?language=${v.lang}` : '';
  const rtlName = v.lang && RTL.includes(v.lang.split('-')[0]);
  const email = `reviewer.${v.name}@example.org`;
  const mailsBefore = printedMails(service.output).length;

  await page.goto(`${server.url}${query}`, { waitUntil: 'networkidle0' });
  await layout('LOGIN_WITH_EMAIL');
  await shot('review-login');
  await page.type('.review-panel input[name=email]', email);
  await page.keyboard.press('Enter');
  await layout('REGISTER_NEW_REVIEWER');
  await shot('review-register');
  // A long name, as real ones can be: the menu and the modal must hold it.
  await page.type('.review-panel input[name=name]', rtlName ? 'ريم عبد الرحمن المراجِعة الخارجية' : 'Maximiliane Alexandra Featherstonehaugh-Wolfeschlegel');
  await page.keyboard.press('Enter');
  await layout('VERIFICATION_EMAIL_SENT');
  await shot('review-link-sent');
  await page.click('.review-panel .btn-quiet');
  await page.waitForSelector('.review-toast');
  await shot('review-toast');
  await page.click('.review-toast button');

  let link;
  for (let i = 0; i < 100 && !link; i++) {
    link = printedMails(service.output).slice(mailsBefore).find((m) => m.to === email)?.link;
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`the service e-mailed no login link to ${email}`);
  // domcontentloaded: once signed in, the live channel (SSE) keeps a request open, so the network is never idle.
  await page.goto(link, { waitUntil: 'domcontentloaded' });
  await layout('ADD_COMMENT');
  await shot('review-comment');
  for (const [name, hash] of [['review-section', `#/sections/${s0.id}`], firstQuestion && ['review-question', `#/sections/${firstQuestion.s.id}/questions/${firstQuestion.q.id}`]].filter(Boolean)) {
    await page.evaluate((h) => (window.location.hash = h), hash);
    await page.waitForFunction((h) => window.location.hash === h && document.querySelector('main h1') && !document.querySelector('.block-gate:not([data-shown])'), { timeout: 20000 }, hash);
    await shot(name);
    if (name !== 'review-section') continue;
    await commentScreens(page, shot, rtlName);
    // Scrolled: the learner's header and the contents stay below the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await shot('review-scrolled');
    // The table of contents opened from the learner's header (a drawer on a phone).
    const toggle = await page.$('.toc-toggle[aria-expanded=false]');
    if (toggle) {
      await toggle.click();
      await page.waitForSelector('.toc.is-open');
      await shot('review-contents');
      await page.click('.toc-toggle');
    }
  }
  await page.click('.review-menu-button');
  await page.waitForSelector('.review-menu-list');
  await shot('review-menu');
  await page.click('.review-menu-list li:first-child button');
  await page.waitForSelector('dialog[open] .review-change-name');
  await shot('review-change-name');
  await page.keyboard.press('Escape');

  // The same link again, in another profile: used once, refused with the reason.
  const other = await browser.createBrowserContext();
  const second = await other.newPage();
  await second.setViewport({ width: v.width, height: v.height, deviceScaleFactor: 1 });
  await second.goto(link, { waitUntil: 'networkidle0' });
  await second.waitForSelector('.review-panel [role=alert]', { timeout: 20000 });
  if (wanted('review-link-refused')) {
    await settle();
    const file = path.join(outDir, `review-link-refused-${v.name}.png`);
    await second.screenshot({ path: file });
    console.log(file);
  }
  await other.close();
  await context.close();
}
