/**
 * `npm run bench [-- --runs N] [--json] [--no-build] [--only bundle,startup] [--strict]`
 *
 * Measures the player against its performance targets:
 *   bundle  the JS and CSS that dist/index.html loads on the first page (its entry files; lazy
 *           chunks are listed apart), raw and gzip -9. Target: first-page JS <= 160 KiB gzip.
 *   startup (alias `cover`) the cover's start-up against a static page with the same title, on a
 *           generated course of 1 section x 20 questions and one of 30 x 20 = 600 (--sections,
 *           --questions), and on every --course folder; beside the incumbent player when a folder
 *           carries it (its own index.html with static/ beside it, as published packages ship it;
 *           skipped otherwise). Targets (issue 13), each course: title <= 2x static, start usable
 *           <= 5x static, layout shift <= 0.05, JS before the title and JS until the network is
 *           quiet <= 160 KiB gzip, requests before the title <= 25, JS heap at the cover <= 8 MB.
 *           Definitions below.
 *   shift   the cumulative layout shift of the showcase's content pages while they load (<= 0.1).
 *   scale   the cost of one answer on a 2,000-question course against a 20-question one (target
 *           ratio <= 1.5), and the time to restore a fully answered 2,000-question record.
 *   codec   the saved progress's characters in an LMS's suspend_data (per answered question and in
 *           all) for 100, 500 and 2,000 answered questions, choice only and all twelve types, in
 *           SCORM 1.2 (4,096, ASCII only) and 2004 (64,000). Target: 500 answered choice questions
 *           in <= 2,048 characters in SCORM 1.2.
 *   outbox  statements per second the LRS sink's outbox (core/tracking, docs/xapi.md) delivers to a
 *           local LRS over HTTP: built from learning events, kept as text as in localStorage,
 *           batched, removed on acceptance. Reported, no target.
 *   preview the author's single-question preview (`?questionId=`, issue 27) beside the cover and a
 *           static page: time until usable, requests and bytes before it (bench-question-preview.mjs).
 *   onepage a 200-question section in the one-page layout beside the multi-page one: first question
 *           usable, JS heap after load and at the end, frames over 50 ms while wheel-scrolling
 *           (bench-onepage.mjs). Reported, no target.
 *
 * How `startup` measures (scripts/bench-startup.mjs; the in-page probe is bench-startup-probe.mjs).
 * Every load is a fresh browser context (no storage, so no saved progress changes the cover), HTTP
 * cache disabled, viewport 1280x800, served by scripts/serve.mjs on localhost (uncompressed). Each
 * run loads every page twice, in an order that rotates from run to run (player, static,
 * incumbent); figures are medians of --runs runs after --warmup unmeasured ones. All times are
 * milliseconds from navigation start. A frame's time is its requestAnimationFrame timestamp, the
 * same for every callback of that frame: the marks and the probe both use it, so that neither is
 * made later by the other's work in the same frame (the probe's tree walk and click ran before the
 * page's own callback and delayed its mark by 5 to 40 ms).
 *   Load 1, "click":
 *   - title visible: the 'player:cover-title' mark when the page makes it (the player marks it in
 *     a requestAnimationFrame after its cover title is rendered; the static page from an inline
 *     script). A page that does not mark (the incumbent) is timed by the probe: the first
 *     animation frame in which an element of <body> whose whole text is the course title is laid
 *     out, visible (checkVisibility with opacity and visibility) and inside the viewport. The probe
 *     runs on every page and its time is printed as a cross-check.
 *   - start usable: as soon as the title shows, the probe clicks (HTMLElement.click()) the first
 *     a[href], button or role=button/link in document order that is in the viewport, enabled, and
 *     whose text matches /^(start|begin|continue)\b/i (--start-text REGEX to change), and clicks
 *     again every 50 ms while neither the URL nor the screen has changed (a click made before the
 *     page listens is lost; a learner clicks again). Start usable is the first animation frame
 *     after a click in which the title element or the clicked control has left the screen
 *     (removed, hidden or out of view): the click has been answered with another screen. When one
 *     left while the URL is the one before the click and a title and a start control show again,
 *     the page has redrawn its cover (hydration replacing server HTML), which does not count. The static page's start
 *     link replaces its content on 'hashchange'. A page without an answer within 20 s has none.
 *   - requests and JS before the title: every http request (CDP Network events) *sent* before the
 *     title time, the document included, counted whole. "Bytes on the wire" is encodedDataLength
 *     (serve.mjs does not compress, so it is the raw size plus headers); for scripts (resource
 *     type Script: the course's .js files are JSON fetched with fetch() and are not counted as JS)
 *     the gzip -9 size of each body is what a compressing server would send.
 *   Load 2, "observe" (no click):
 *   - layout shift: the sum of layout-shift entries (PerformanceObserver, buffered, not after
 *     input) from navigation until 1 s after the time the click load found the start usable.
 *   - JS until quiet: every script requested until no request has been in flight for 500 ms.
 *   - JS heap at the cover: then HeapProfiler.collectGarbage and Performance.getMetrics'
 *     JSHeapUsedSize (8 MB = 8,000,000 bytes).
 * Ratios are player/static medians. The --json output has per page its medians, per-run figures,
 * the page's performance marks (the player's 'player:*' stages: where the time before the title
 * goes) and the requests before the title of the last run with their send/response/finish times.
 *
 * Options:
 *   --runs N        measured runs per page (default 7); --warmup N unmeasured runs first (default 1)
 *   --json          print one JSON object on stdout (all progress output goes to stderr)
 *   --no-build      measure the existing dist/ instead of building first
 *   --no-prerender  startup: serve the plain page (no pre-rendered cover, issue 13), as bare files are served
 *   --only a,b      run only these measurements
 *   --sections N, --questions N   shape of startup's large course (default 30 x 20)
 *   --course DIR    also measure startup on this course folder (repeatable), with its incumbent
 *   --start-text RE the start control's text for startup (a regular expression, case-insensitive)
 *   --strict        exit 1 when a target is missed (default: report only)
 *
 * To add a measurement, append to `measurements` below: { name, title, run(context) } where run
 * returns { lines: string[], data: object, targets: [{ name, met: boolean }] }.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';
import { measureStartup } from './bench-startup.mjs';
import { measureQuestionPreview } from './bench-question-preview.mjs';
import { measureOnePage } from './bench-onepage.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, 'dist');

const TARGET_FIRST_PAGE_JS_GZIP_KIB = 160;

// ---------------------------------------------------------------------------------------------
// Options and output

function parseArgs(argv) {
  const options = { runs: 7, warmup: 1, json: false, build: true, only: null, sections: 30, questions: 20, strict: false, courses: [], startPattern: null, prerender: true };
  const positiveInt = (flag, raw, min) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) usage(`${flag} needs a whole number >= ${min}`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--runs': options.runs = positiveInt(flag, value(), 1); break;
      case '--warmup': options.warmup = positiveInt(flag, value(), 0); break;
      case '--sections': options.sections = positiveInt(flag, value(), 1); break;
      case '--questions': options.questions = positiveInt(flag, value(), 1); break;
      case '--json': options.json = true; break;
      case '--no-build': options.build = false; break;
      case '--no-prerender': options.prerender = false; break;
      case '--strict': options.strict = true; break;
      case '--course': options.courses.push(String(value() ?? '')); break;
      case '--start-text': options.startPattern = String(value() ?? ''); break;
      case '--only': options.only = String(value() ?? '').split(',').filter(Boolean); break;
      case '--help': case '-h': usage(); break;
      default: usage(`unknown option ${argv[i]}`);
    }
  }
  return options;
}

function usage(error) {
  if (error) console.error(`bench: ${error}`);
  console.error('Usage: npm run bench [-- --runs N] [--warmup N] [--json] [--no-build] [--only bundle,startup] [--sections N] [--questions N] [--course DIR] [--start-text REGEX] [--no-prerender] [--strict]');
  process.exit(error ? 1 : 0);
}

const options = parseArgs(process.argv.slice(2));
/** Progress and the human-readable report; kept off stdout in --json mode so stdout stays parseable. */
const say = (line = '') => (options.json ? console.error(line) : console.log(line));

const kib = (bytes) => bytes / 1024;
const fmtKib = (bytes) => `${kib(bytes).toFixed(1).padStart(7)} KiB`;
const fmtMs = (ms) => `${ms.toFixed(1)} ms`;
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// ---------------------------------------------------------------------------------------------
// Measurement: first-page bundle size

/**
 * The attributes of every <name ...> tag in `html`. The build minifies index.html, which drops
 * attribute quotes (`<script defer src=player/main.js>`), so values may be quoted or bare.
 */
function tagsOf(html, name) {
  const tags = [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))];
  return tags.map(([, attributeText]) => {
    const attributes = {};
    for (const m of attributeText.matchAll(/([^\s=>\/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      attributes[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
    }
    return attributes;
  });
}

/**
 * The files index.html loads itself (<script src>, <link rel=stylesheet href>). webpack's
 * HtmlWebpackPlugin injects only entry chunks there; lazy chunks load later on demand.
 */
function entryFiles(html) {
  const scripts = tagsOf(html, 'script').map((a) => a.src).filter(Boolean);
  const styles = tagsOf(html, 'link')
    .filter((a) => (a.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet') && a.href)
    .map((a) => a.href);
  return { scripts, styles };
}

/** A URL from index.html as a path inside dist/ (publicPath 'auto' gives relative URLs like player/main.js). */
function distPathOf(url) {
  if (/^[a-z]+:|^\/\//i.test(url)) return null; // external: not ours to measure
  return path.join(distDir, url.split(/[?#]/)[0].replace(/^\.?\//, ''));
}

function fileSizes(relativePaths) {
  return relativePaths.map((file) => {
    const buffer = readFileSync(path.join(distDir, file));
    return { file, raw: buffer.length, gzip: gzipSize(buffer) };
  });
}

async function measureBundle() {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error('dist/index.html is missing: build the player (drop --no-build)');
  const html = readFileSync(indexPath, 'utf8');
  const { scripts, styles } = entryFiles(html);
  // Guard against a parsing miss reading as "0 KiB, target met".
  if (scripts.length === 0) throw new Error('found no <script src=...> in dist/index.html');
  const external = [...scripts, ...styles].filter((url) => distPathOf(url) === null);
  const toRelative = (urls) => urls.map(distPathOf).filter(Boolean).map((p) => path.relative(distDir, p));
  const js = fileSizes(toRelative(scripts));
  const css = fileSizes(toRelative(styles));
  const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);

  // Everything else in dist/player: lazy chunks, shown for context only.
  const entrySet = new Set([...js, ...css].map((f) => f.file));
  const playerDir = path.join(distDir, 'player');
  const lazy = existsSync(playerDir)
    ? fileSizes(readdirSync(playerDir).filter((name) => /\.(js|css)$/.test(name)).map((name) => path.join('player', name)).filter((f) => !entrySet.has(f)))
    : [];

  const jsGzip = sum(js, 'gzip');
  const met = kib(jsGzip) <= TARGET_FIRST_PAGE_JS_GZIP_KIB;
  const indexBuffer = Buffer.from(html);
  const lines = ['First-page files (entry files loaded by dist/index.html), raw and gzip -9:'];
  lines.push(`  ${'index.html (inline style/script, not in totals)'.padEnd(40)} ${fmtKib(indexBuffer.length)} raw  ${fmtKib(gzipSize(indexBuffer))} gzip`);
  for (const f of [...js, ...css]) lines.push(`  ${f.file.padEnd(40)} ${fmtKib(f.raw)} raw  ${fmtKib(f.gzip)} gzip`);
  lines.push(`  ${'JS total'.padEnd(40)} ${fmtKib(sum(js, 'raw'))} raw  ${fmtKib(jsGzip)} gzip   target <= ${TARGET_FIRST_PAGE_JS_GZIP_KIB} KiB gzip: ${met ? 'met' : 'MISSED'}`);
  lines.push(`  ${'CSS total'.padEnd(40)} ${fmtKib(sum(css, 'raw'))} raw  ${fmtKib(sum(css, 'gzip'))} gzip`);
  if (external.length > 0) lines.push(`  not measured (external): ${external.join(', ')}`);
  lines.push(`  lazy chunks (not on the first page by this count): ${lazy.length} files, ${fmtKib(sum(lazy, 'raw')).trim()} raw, ${fmtKib(sum(lazy, 'gzip')).trim()} gzip`);

  const asKib = (f) => ({ file: f.file, rawKiB: round(kib(f.raw)), gzipKiB: round(kib(f.gzip)) });
  return {
    lines,
    data: {
      js: js.map(asKib),
      css: css.map(asKib),
      totals: {
        jsRawKiB: round(kib(sum(js, 'raw'))),
        jsGzipKiB: round(kib(jsGzip)),
        cssRawKiB: round(kib(sum(css, 'raw'))),
        cssGzipKiB: round(kib(sum(css, 'gzip'))),
      },
      indexHtml: { rawKiB: round(kib(indexBuffer.length)), gzipKiB: round(kib(gzipSize(indexBuffer))) },
      lazyChunks: lazy.map(asKib),
      external,
      targetJsGzipKiB: TARGET_FIRST_PAGE_JS_GZIP_KIB,
    },
    targets: [{ name: 'first-page JS gzip', met }],
  };
}

// ---------------------------------------------------------------------------------------------
// Main

/** In order; each runs independently, so one failing does not hide the others' figures. */
const TARGET_ANSWER_RATIO = 1.5;

/**
 * scale: the cost of answering one question (scoring, the saved record, saving) on a 2,000-question
 * course against a 20-question one, and the time to restore a fully answered 2,000-question record.
 * Runs core in Node (scripts/bench-scale.ts): no rendering is measured here.
 */
async function measureScale() {
  const { generateCourse } = await import('./generate-course.mjs');
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'course-bench-scale-'));
  try {
    const small = path.join(tempDir, 'small');
    const large = path.join(tempDir, 'large');
    await generateCourse(small, { sections: 1, questionsPerSection: 20 });
    await generateCourse(large, { sections: 100, questionsPerSection: 20 });
    // tsx, not esbuild-register: core loads some of its modules with import(), which tsx resolves.
    const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'scripts', 'bench-scale.ts'), small, large], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`bench-scale failed: ${result.stderr}`);
    const data = JSON.parse(result.stdout);
    const met = data.ratio <= TARGET_ANSWER_RATIO;
    return {
      lines: [
        `  one answer, 20 questions      ${fmtMs(data.answerMs.small)}`,
        `  one answer, 2,000 questions   ${fmtMs(data.answerMs.large)} (with 1,500 already answered)`,
        `  ratio                         ${data.ratio.toFixed(2)}   target <= ${TARGET_ANSWER_RATIO}: ${met ? 'met' : 'MISSED'}`,
        `  launch with a fully answered 2,000-question record: median ${fmtMs(data.restoreMs)} (${data.answered} answers, ${data.recordChars} characters)`,
        `  the same launch without saved progress: median ${fmtMs(data.launchWithoutProgressMs)}; restoring costs ${fmtMs(data.restoreMs - data.launchWithoutProgressMs)}`,
      ],
      data,
      targets: [{ name: 'answer cost ratio 2000/20', met }],
    };
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

/**
 * codec: what the progress codec (core/progress/codec, docs/progress-format.md) makes of a learner's
 * record in an LMS's suspend_data. Node-side (scripts/bench-codec.ts) with the real plugins' compact
 * forms; the choice course is a generated one's choice questions, the mix cycles through the
 * plugins' showcase examples of all twelve types.
 */
const TARGET_CHOICE_500_CHARS = 2048;
async function measureCodec() {
  const { generateCourse } = await import('./generate-course.mjs');
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'course-bench-codec-'));
  try {
    await generateCourse(tempDir, { sections: 100, questionsPerSection: 25 });
    const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'scripts', 'bench-codec.ts'), tempDir], { cwd: repoRoot, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`bench-codec failed: ${result.stderr}`);
    const data = JSON.parse(result.stdout);
    const cell = (store) => {
      if (store.tooLarge) return `does not fit (needs ${store.minimumChars.toLocaleString('en')})`.padEnd(30);
      const dropped = store.dropped.length ? `, dropped ${store.dropped.join(', ')}` : '';
      return `${store.chars.toLocaleString('en').padStart(6)} (${store.perAnswer.toFixed(2).padStart(5)}/answer)${dropped}`.padEnd(30);
    };
    const rows = (title, list) => [
      `  ${title}`,
      ...list.map((r) => `    ${r.answered.toLocaleString('en').padStart(5)} answered   ${cell(r.scorm12)} ${cell(r.scorm2004)} ${r.jsonChars.toLocaleString('en').padStart(8)}`),
    ];
    const choice500 = data.choice.find((r) => r.answered === 500).scorm12;
    const met = !choice500.tooLarge && choice500.dropped.length === 0 && choice500.chars <= TARGET_CHOICE_500_CHARS;
    return {
      lines: [
        `  suspend_data characters: ${'SCORM 1.2 (4,096, ASCII only)'.padEnd(30)} ${'SCORM 2004 (64,000)'.padEnd(30)} ${'JSON (before)'.padStart(8)}`,
        ...rows('choice questions only (a generated course):', data.choice),
        ...rows('choice questions, options shuffled:', data.choiceShuffled),
        ...rows(`all twelve types (${data.types.join(', ')}):`, data.mix),
        `  500 answered choice questions <= ${TARGET_CHOICE_500_CHARS.toLocaleString('en')} characters (SCORM 1.2): ${choice500.chars ?? 'none'}: ${met ? 'met' : 'MISSED'}`,
      ],
      data,
      targets: [{ name: '500 answered choice questions in <= 2,048 suspend_data characters', met }],
    };
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

/**
 * shift: the cumulative layout shift of every showcase page with author content (content pages and
 * fill-in questions) from navigation until it settles, in Chromium. Target: <= 0.1 (the "good" mark).
 */
const TARGET_SHIFT = 0.1;
async function measureShift() {
  const courseDir = path.join(repoRoot, 'test', 'fixtures', 'courses', 'showcase');
  const data = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
  const wide = { width: 1280, height: 900 };
  const settled = '.block-gate[data-shown]';
  // The cover too, wide and on a phone: its introduction loads after the title is on screen.
  const cover = settled;
  const pagesToMeasure = [
    { route: '/', id: 'cover (wide)'.padEnd(32), viewport: wide, ready: cover },
    { route: '/', id: 'cover (phone)'.padEnd(32), viewport: { width: 390, height: 844 }, ready: cover },
    ...data.sections.flatMap((s) =>
      s.questions
        .filter((q) => q.type === 'informationContent' || q.type === 'fillInTheBlank')
        .map((q) => ({ route: `/sections/${s.id}/questions/${q.id}`, id: q.id, viewport: wide, ready: settled })),
    ),
  ];
  const server = await startServer({ distDir, courseDir, host: '127.0.0.1', port: 0 });
  const browser = await launchChromium();
  const results = [];
  try {
    for (const { route, id, viewport, ready } of pagesToMeasure) {
      const page = await browser.newPage();
      await page.setViewport(viewport);
      await page.evaluateOnNewDocument(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${server.url}#${route}`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction((selector) => document.querySelector(selector), { timeout: 20000 }, ready);
      await new Promise((resolve) => setTimeout(resolve, 500));
      results.push({ id, shift: await page.evaluate(() => window.__shift) });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const worst = Math.max(...results.map((r) => r.shift));
  const met = worst <= TARGET_SHIFT;
  return {
    lines: [
      `  ${results.length} pages with author content (the cover twice), cumulative layout shift from navigation until settled:`,
      ...results.map((r) => `    ${r.id}  ${r.shift.toFixed(3)}`),
      `  worst ${worst.toFixed(3)}   target <= ${TARGET_SHIFT}: ${met ? 'met' : 'MISSED'}`,
    ],
    data: { pages: results, worst },
    targets: [{ name: 'layout shift', met }],
  };
}

/** outbox: the LRS sink's delivery rate to a local LRS (scripts/bench-outbox.ts, in Node). */
async function measureOutbox() {
  const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'scripts', 'bench-outbox.ts')], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench-outbox failed: ${result.stderr}`);
  const data = JSON.parse(result.stdout);
  return {
    lines: data.runs.map(
      (r) => `  ${r.statements.toLocaleString('en').padStart(6)} statements, batches of ${String(r.batchSize).padStart(2)}: ${String(r.ms).padStart(5)} ms, ${r.perSecond.toLocaleString('en').padStart(6)} statements/s`,
    ),
    data,
    targets: [],
  };
}

const measurements = [
  { name: 'bundle', title: 'Bundle size', run: measureBundle },
  { name: 'startup', aliases: ['cover'], title: 'Start-up: the cover against a static page', run: () => measureStartup(options, { distDir, say }) },
  { name: 'preview', title: 'Single-question preview (issue 27) beside the cover and a static page', run: () => measureQuestionPreview(options, { distDir, courseDir: path.join(repoRoot, 'test', 'fixtures', 'courses', 'showcase') }) },
  { name: 'scale', title: 'Answering and restoring at scale', run: measureScale },
  { name: 'shift', title: 'Layout shift while content loads', run: measureShift },
  { name: 'codec', title: 'Saved progress in an LMS (suspend_data)', run: measureCodec },
  { name: 'outbox', title: 'Statements delivered to a local LRS (tracking outbox)', run: measureOutbox },
  { name: 'onepage', title: 'The one-page layout: a 200-question section (scripts/bench-onepage.mjs)', run: () => measureOnePage({ distDir, say }) },
];

function build() {
  say('Building the player (webpack --mode production)...');
  // In --json mode webpack's stdout goes to our stderr, keeping stdout for the JSON alone.
  const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: repoRoot,
    stdio: ['ignore', options.json ? 2 : 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('bench: the player build failed (see the webpack output above)');
    process.exit(1);
  }
}

const known = (name) => measurements.find((m) => m.name === name || m.aliases?.includes(name));
const unknown = (options.only ?? []).filter((name) => !known(name));
if (unknown.length > 0) usage(`unknown measurement(s) ${unknown.join(', ')}; known: ${measurements.map((m) => m.name).join(', ')}`);
if (options.build) build();

const report = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, measurements: {}, targetsMet: true, errors: {} };
for (const measurement of measurements) {
  if (options.only && !options.only.some((name) => known(name) === measurement)) continue;
  say(`\n== ${measurement.title}`);
  try {
    const result = await measurement.run();
    for (const line of result.lines) say(line);
    report.measurements[measurement.name] = { ...result.data, targets: result.targets };
    if (result.targets.some((t) => !t.met)) report.targetsMet = false;
  } catch (error) {
    say(`  could not measure: ${error.message}`);
    report.errors[measurement.name] = error.message;
    // A target that could not be measured is not met.
    report.targetsMet = false;
  }
}

const failedMeasurements = Object.keys(report.errors);
if (options.json) console.log(JSON.stringify(report, null, 2));
else if (failedMeasurements.length > 0) say(`\nbench: could not measure ${failedMeasurements.join(', ')} (see above)`);
else say(`\nbench: targets ${report.targetsMet ? 'met' : 'MISSED'}`);
process.exit(failedMeasurements.length > 0 || (options.strict && !report.targetsMet) ? 1 : 0);
