/**
 * `npm run screenshots [-- --course <folder>] [--out <dir>]`: serves the built player on a course and
 * saves PNGs of every screen, wide and phone-sized, left-to-right and right-to-left (the course's
 * right-to-left language when it has one), so a person can look at what learners will see.
 */
import { mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './serve.mjs';
import { launchChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = process.cwd();
const courseDir = path.resolve(arg('--course', 'test/fixtures/courses/showcase'));
const outDir = path.resolve(arg('--out', '.screenshots'));
const only = arg('--only', '');
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
const server = await startServer({ distDir: path.join(root, 'dist'), courseDir });
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
  for (const v of variants) {
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
}
