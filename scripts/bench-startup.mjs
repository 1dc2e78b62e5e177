/**
 * `npm run bench -- --only startup` (alias `cover`): the cover's start-up, player against a static
 * page with the same title, on a generated 20-question course and a 600-question one (and on every
 * `--course <folder>`), beside the incumbent player when a course folder carries it (`index.html`
 * with its build in `static/`, as published packages ship it). The definitions are in the header of
 * scripts/bench.mjs; the in-page part is scripts/bench-startup-probe.mjs.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startupProbe } from './bench-startup-probe.mjs';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';
import { register } from 'tsx/cjs/api';

export const STARTUP_TARGETS = {
  titleRatio: 2,
  startRatio: 5,
  shift: 0.05,
  jsGzipKiB: 160,
  requests: 25,
  heapMB: 8,
};
const COVER_MARK = 'player:cover-title';
const STATIC_PATH = '/bench-static.html';
const VIEWPORT = { width: 1280, height: 800 };
/** A learner's second click comes sooner than this; the probe clicks again while nothing changed. */
const CLICK_EVERY_MS = 50;
const LOAD_TIMEOUT_MS = 60_000;
/** After the title, how long a page may take to show a start control that answers before the run gives up on it. */
const START_TIMEOUT_MS = 20_000;
const QUIET_MS = 500;
const SHIFT_AFTER_USABLE_MS = 1000;
/** Matches the player's "Start section" / "Continue" and the usual wording of other players. */
const DEFAULT_START_PATTERN = '^(start|begin|continue)\\b';

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (n, digits = 1) => (typeof n !== 'number' || !Number.isFinite(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits);
const kib = (bytes) => bytes / 1024;

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/**
 * The baseline: the least a browser can do to show the title and a start control that changes the
 * screen, marked as the player marks its cover.
 */
export function staticStartupPage(title) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"></head>
<body>
<main><h1>${escapeHtml(title)}</h1><a href="#/start">Start section</a></main>
<script>
requestAnimationFrame((frame) => performance.mark('${COVER_MARK}', { startTime: frame }));
addEventListener('hashchange', () => { document.querySelector('main').innerHTML = '<h1>Section 1</h1>'; });
</script>
</body>
</html>
`;
}

/** The title a learner sees first: a plain string, or the first language's (SPEC 3.2). */
function courseTitle(courseDir) {
  const data = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
  const title = typeof data.title === 'string' ? data.title : Object.values(data.title ?? {}).find((v) => typeof v === 'string');
  if (!title) throw new Error(`${courseDir}: content/data.js has no title`);
  return title;
}

function countQuestions(courseDir) {
  const data = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
  const sections = data.sections ?? data.objectives ?? [];
  return { sections: sections.length, questions: sections.reduce((n, s) => n + (s.questions?.length ?? 0), 0) };
}

/** scripts/prerender is TypeScript: loaded through tsx, as scripts/start.mjs loads it. */
function coverPage(courseDir, distDir) {
  register();
  const { cachedCoverPage } = createRequire(import.meta.url)('./prerender/coverPageCache.ts');
  return cachedCoverPage(courseDir, distDir);
}

/** The incumbent player ships as the package's own index.html with its build in static/. */
function carriesIncumbent(courseDir) {
  const staticDir = path.join(courseDir, 'static');
  return existsSync(path.join(courseDir, 'index.html')) && existsSync(staticDir) && statSync(staticDir).isDirectory();
}

/**
 * Every http(s) request of a page from CDP's Network domain: its resource type, when it was sent
 * (wall clock, ms, comparable with performance.timeOrigin) and the bytes it took on the wire
 * (encodedDataLength: headers and body as transferred; serve.mjs does not compress).
 */
function recordNetwork(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url) || requests.has(event.requestId)) return;
    requests.set(event.requestId, { id: event.requestId, url: event.request.url, type: event.type ?? 'Other', sentAt: event.wallTime * 1000, sentTs: event.timestamp, bytes: 0, done: false });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    if (event.type) request.type = event.type;
    // When the response headers came (the event itself may be dispatched after the body).
    const timing = event.response.timing;
    if (timing) request.responseAt = request.sentAt + (timing.requestTime - request.sentTs) * 1000 + timing.receiveHeadersEnd;
  });
  const finish = (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.done = true;
    request.bytes = event.encodedDataLength ?? 0;
    if (event.timestamp) request.finishedAt = request.sentAt + (event.timestamp - request.sentTs) * 1000;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', (event) => finish({ requestId: event.requestId }));
  return requests;
}

/** gzip -9 size of each script's body, once per URL and size across runs (the same file every time). */
const gzipCache = new Map();
async function withGzipSizes(cdp, scripts) {
  for (const script of scripts) {
    const key = `${script.url} ${script.bytes}`;
    if (!gzipCache.has(key)) {
      try {
        const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: script.id });
        const buffer = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
        gzipCache.set(key, { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
      } catch {
        gzipCache.set(key, { raw: script.bytes, gzip: script.bytes });
      }
    }
    Object.assign(script, gzipCache.get(key));
  }
  return scripts;
}

function scriptTotals(scripts) {
  return {
    count: scripts.length,
    raw: scripts.reduce((n, s) => n + s.raw, 0),
    gzip: scripts.reduce((n, s) => n + s.gzip, 0),
    files: scripts.map((s) => new URL(s.url).pathname),
  };
}

/**
 * One page load in a fresh context, cache off.
 *  mode 'click':   title time, start usable, and what was requested before the title;
 *  mode 'observe': no click; layout shift until `shiftUntilMs`, every script fetched until the
 *                  network is quiet, then the JS heap after a garbage collection.
 */
async function loadPage(browser, url, { title, startPattern, mode, shiftUntilMs }) {
  const context = await browser.createBrowserContext();
  const errors = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewport(VIEWPORT);
    await page.setCacheEnabled(false);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const requests = recordNetwork(cdp);
    await page.evaluateOnNewDocument(startupProbe, { title, startPattern, click: mode === 'click', clickEveryMs: CLICK_EVERY_MS });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => window.__benchStartup.titleMs !== null, { timeout: LOAD_TIMEOUT_MS, polling: 50 });
    const { timeOrigin, markMs, polledMs } = await page.evaluate((mark) => ({
      timeOrigin: performance.timeOrigin,
      markMs: performance.getEntriesByName(mark)[0]?.startTime ?? null,
      polledMs: window.__benchStartup.titleMs,
    }), COVER_MARK);
    // A page that marks its cover is timed by its mark; the probe's time stays as a cross-check.
    const titleMs = markMs ?? polledMs;

    if (mode === 'click') {
      const responded = await page
        .waitForFunction(() => window.__benchStartup.respondedMs !== null, { timeout: START_TIMEOUT_MS, polling: 50 })
        .then(() => true, () => false);
      const probe = await page.evaluate(() => ({ ...window.__benchStartup, shifts: undefined }));
      // The page's own marks (the player's 'player:*' stages) show where the time before the title goes.
      const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])));
      const titleAt = timeOrigin + titleMs;
      const before = [...requests.values()].filter((r) => r.sentAt <= titleAt);
      const scripts = await withGzipSizes(cdp, before.filter((r) => r.type === 'Script'));
      return {
        titleMs,
        polledTitleMs: polledMs,
        clickedMs: probe.clickedMs,
        clicks: probe.clicks,
        startText: probe.startText,
        startMs: responded ? probe.respondedMs : null,
        requestsBeforeTitle: before.length,
        bytesBeforeTitle: before.reduce((n, r) => n + r.bytes, 0),
        jsBeforeTitle: scriptTotals(scripts),
        marks,
        timeline: before.map((r) => ({ path: new URL(r.url).pathname, type: r.type, sentMs: round(r.sentAt - timeOrigin), responseMs: round(r.responseAt - timeOrigin), finishedMs: round(r.finishedAt - timeOrigin), kib: round(kib(r.bytes)) })),
      };
    }

    const until = Math.max(shiftUntilMs ?? 0, titleMs + SHIFT_AFTER_USABLE_MS);
    await page.waitForFunction((ms) => performance.now() >= ms, { timeout: LOAD_TIMEOUT_MS, polling: 50 }, until);
    const shift = await page.evaluate((ms) => window.__benchStartup.shifts.filter(([at]) => at <= ms).reduce((n, [, value]) => n + value, 0), until);
    await page.waitForNetworkIdle({ idleTime: QUIET_MS, timeout: LOAD_TIMEOUT_MS });
    const scripts = await withGzipSizes(cdp, [...requests.values()].filter((r) => r.type === 'Script'));
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null;
    return { shift, jsUntilQuiet: scriptTotals(scripts), requestsUntilQuiet: requests.size, heapBytes: heap };
  } catch (error) {
    const pageErrors = errors.length ? ` Page errors: ${errors.join(' | ')}` : '';
    throw new Error(`${url} (${mode}): ${error.message}.${pageErrors}`);
  } finally {
    await context.close();
  }
}

/** Medians over the measured runs of one page. */
function summarise(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    titleMs: pick((r) => r.titleMs),
    polledTitleMs: pick((r) => r.polledTitleMs),
    clickedMs: pick((r) => r.clickedMs),
    startMs: pick((r) => r.startMs),
    startMissing: runs.filter((r) => r.startMs === null).length,
    startText: runs.find((r) => r.startText)?.startText ?? null,
    clicks: pick((r) => r.clicks),
    requestsBeforeTitle: pick((r) => r.requestsBeforeTitle),
    bytesBeforeTitle: pick((r) => r.bytesBeforeTitle),
    jsBeforeTitle: { count: pick((r) => r.jsBeforeTitle.count), raw: pick((r) => r.jsBeforeTitle.raw), gzip: pick((r) => r.jsBeforeTitle.gzip), files: runs.at(-1).jsBeforeTitle.files },
    jsUntilQuiet: { count: pick((r) => r.jsUntilQuiet.count), raw: pick((r) => r.jsUntilQuiet.raw), gzip: pick((r) => r.jsUntilQuiet.gzip), files: runs.at(-1).jsUntilQuiet.files },
    requestsUntilQuiet: pick((r) => r.requestsUntilQuiet),
    heapBytes: pick((r) => r.heapBytes),
    shift: pick((r) => r.shift),
    marks: Object.fromEntries([...new Set(runs.flatMap((r) => Object.keys(r.marks)))].map((name) => [name, pick((r) => r.marks[name])])),
    timeline: runs.at(-1).timeline,
    runs: runs.map((r) => ({ titleMs: round(r.titleMs), startMs: round(r.startMs), shift: round(r.shift, 4) })),
  };
}

/** Targets of one course, from its summaries (issue 13). A figure that could not be taken is not met. */
export function startupTargets(label, pages) {
  const { player, static: baseline } = pages;
  const ratio = (a, b) => (a === null || b === null || b === 0 ? null : a / b);
  const titleRatio = ratio(player.titleMs, baseline.titleMs);
  const startRatio = ratio(player.startMs, baseline.startMs);
  const at = (value, limit) => value !== null && value <= limit;
  return {
    ratios: { title: round(titleRatio, 2), start: round(startRatio, 2), heap: round(ratio(player.heapBytes, baseline.heapBytes), 2) },
    targets: [
      { name: `${label}: title <= ${STARTUP_TARGETS.titleRatio}x static`, met: at(titleRatio, STARTUP_TARGETS.titleRatio) },
      { name: `${label}: start usable <= ${STARTUP_TARGETS.startRatio}x static`, met: at(startRatio, STARTUP_TARGETS.startRatio) },
      { name: `${label}: layout shift <= ${STARTUP_TARGETS.shift}`, met: at(player.shift, STARTUP_TARGETS.shift) },
      { name: `${label}: JS before the title <= ${STARTUP_TARGETS.jsGzipKiB} KiB gzip`, met: at(kib(player.jsBeforeTitle.gzip), STARTUP_TARGETS.jsGzipKiB) },
      { name: `${label}: JS until the network is quiet <= ${STARTUP_TARGETS.jsGzipKiB} KiB gzip`, met: at(kib(player.jsUntilQuiet.gzip), STARTUP_TARGETS.jsGzipKiB) },
      { name: `${label}: requests before the title <= ${STARTUP_TARGETS.requests}`, met: at(player.requestsBeforeTitle, STARTUP_TARGETS.requests) },
      { name: `${label}: JS heap at the cover <= ${STARTUP_TARGETS.heapMB} MB`, met: at(player.heapBytes / 1e6, STARTUP_TARGETS.heapMB) },
    ],
  };
}

/** The lines of one course's table: one column per page, then the ratios and the targets. */
function reportLines(course, pages, verdict) {
  const kinds = Object.keys(pages);
  const cell = (text) => String(text).padStart(16);
  const ms = (v) => (v === null ? 'n/a' : `${v.toFixed(1)} ms`);
  const kb = (v) => (v === null ? 'n/a' : `${kib(v).toFixed(1)} KiB`);
  const row = (name, get) => `    ${name.padEnd(34)}${kinds.map((k) => cell(get(pages[k]))).join('')}`;
  const lines = [
    `  ${course.label}: "${course.title}", ${course.questions} questions in ${course.sections} sections`,
    `    ${''.padEnd(34)}${kinds.map(cell).join('')}`,
    row('title visible', (p) => ms(p.titleMs)),
    row('  (probe, cross-check)', (p) => ms(p.polledTitleMs)),
    ...Object.keys(pages.player.marks)
      .filter((name) => name.startsWith('player:'))
      .sort((a, b) => pages.player.marks[a] - pages.player.marks[b])
      .map((name) => row(`  mark ${name}`, (p) => ms(p.marks[name] ?? null))),
    row('first click on start', (p) => ms(p.clickedMs)),
    row('start usable', (p) => (p.startMs === null ? `none (${p.startMissing} runs)` : ms(p.startMs))),
    row('requests before title', (p) => p.requestsBeforeTitle),
    row('bytes on the wire before title', (p) => kb(p.bytesBeforeTitle)),
    row('JS before title, files', (p) => p.jsBeforeTitle.count),
    row('JS before title, raw', (p) => kb(p.jsBeforeTitle.raw)),
    row('JS before title, gzip -9', (p) => kb(p.jsBeforeTitle.gzip)),
    row('JS until quiet, files', (p) => p.jsUntilQuiet.count),
    row('JS until quiet, raw', (p) => kb(p.jsUntilQuiet.raw)),
    row('JS until quiet, gzip -9', (p) => kb(p.jsUntilQuiet.gzip)),
    row('requests until quiet', (p) => p.requestsUntilQuiet),
    row('JS heap at the cover', (p) => (p.heapBytes === null ? 'n/a' : `${(p.heapBytes / 1e6).toFixed(2)} MB`)),
    row('layout shift', (p) => (p.shift === null ? 'n/a' : p.shift.toFixed(4))),
    `    ratios to static: title ${verdict.ratios.title ?? 'n/a'}x, start usable ${verdict.ratios.start ?? 'n/a'}x, heap ${verdict.ratios.heap ?? 'n/a'}x` +
      (pages.incumbent ? `; incumbent title ${(pages.incumbent.titleMs / pages.static.titleMs).toFixed(2)}x, start ${pages.incumbent.startMs === null ? 'n/a' : `${(pages.incumbent.startMs / pages.static.startMs).toFixed(2)}x`}` : ''),
    `    start control clicked: ${kinds.map((k) => `${k} "${pages[k].startText ?? 'none found'}"`).join(', ')}`,
    `    player JS before title: ${pages.player.jsBeforeTitle.files.join(' ')}`,
    ...verdict.targets.map((t) => `    ${t.name.slice(course.label.length + 2).padEnd(52)} ${t.met ? 'met' : 'MISSED'}`),
  ];
  return lines;
}

/**
 * @param {object} options  runs, warmup, sections/questions (the large course's shape), courses (extra folders), startPattern
 * @param {{ distDir: string, say: (line: string) => void }} env
 */
export async function measureStartup(options, { distDir, say }) {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('dist/index.html is missing: build the player (drop --no-build)');
  const { generateCourse } = await import('./generate-course.mjs');
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'bench-startup-'));
  const servers = [];
  let browser;
  try {
    const courses = [];
    const small = path.join(tempDir, 'small');
    const large = path.join(tempDir, 'large');
    say('Generating the 20-question course and the large one...');
    await generateCourse(small, { sections: 1, questionsPerSection: 20 });
    await generateCourse(large, { sections: options.sections, questionsPerSection: options.questions });
    courses.push({ dir: small }, { dir: large });
    for (const dir of options.courses ?? []) courses.push({ dir: path.resolve(dir) });
    for (const course of courses) {
      Object.assign(course, { title: courseTitle(course.dir), ...countQuestions(course.dir) });
      course.label = `${course.questions} questions${course.dir.startsWith(tempDir) ? '' : ` (${path.basename(course.dir)})`}`;
      // The player's page as `npm start` serves it: the course's cover pre-rendered in (issue 13);
      // --no-prerender measures the plain page a course served as bare files gets.
      const page = options.prerender === false ? undefined : coverPage(course.dir, distDir);
      const server = await startServer({ distDir, courseDir: course.dir, page, overrides: { [STATIC_PATH]: staticStartupPage(course.title) } });
      servers.push(server);
      course.pages = { player: server.url, static: new URL(STATIC_PATH.slice(1), server.url).href };
      if (carriesIncumbent(course.dir)) {
        // The package's own index.html at '/', its static/ beside it: the incumbent as published.
        const incumbent = await startServer({ distDir: course.dir, courseDir: course.dir });
        servers.push(incumbent);
        course.pages.incumbent = incumbent.url;
      } else {
        say(`  ${course.label}: no incumbent player in the folder (index.html with static/): skipped`);
      }
    }

    browser = await launchChromium();
    const startPattern = options.startPattern ?? DEFAULT_START_PATTERN;
    const result = { courses: [], lines: [], targets: [] };
    for (const course of courses) {
      const kinds = Object.keys(course.pages);
      const runs = Object.fromEntries(kinds.map((k) => [k, []]));
      for (let i = 0; i < options.warmup + options.runs; i += 1) {
        const warm = i < options.warmup;
        // Rotate the order so that no page always goes first (or last) in a run.
        const order = kinds.map((_, j) => kinds[(i + j) % kinds.length]);
        const clicked = {};
        for (const kind of order) clicked[kind] = await loadPage(browser, course.pages[kind], { title: course.title, startPattern, mode: 'click' });
        for (const kind of order) {
          const shiftUntilMs = (clicked[kind].startMs ?? clicked[kind].titleMs) + SHIFT_AFTER_USABLE_MS;
          const observed = await loadPage(browser, course.pages[kind], { title: course.title, startPattern, mode: 'observe', shiftUntilMs });
          if (!warm) runs[kind].push({ ...clicked[kind], ...observed });
        }
        say(`  ${course.label} ${warm ? 'warm-up' : `run ${i - options.warmup + 1}/${options.runs}`}: ${order.map((k) => `${k} title ${clicked[k].titleMs.toFixed(0)} ms, start ${clicked[k].startMs?.toFixed(0) ?? 'none'} ms`).join('; ')}`);
      }
      const pages = Object.fromEntries(kinds.map((k) => [k, summarise(runs[k])]));
      const verdict = startupTargets(course.label, pages);
      result.lines.push(...reportLines(course, pages, verdict));
      result.targets.push(...verdict.targets);
      result.courses.push({
        label: course.label,
        title: course.title,
        sections: course.sections,
        questions: course.questions,
        generated: course.dir.startsWith(tempDir),
        incumbent: Boolean(pages.incumbent),
        ratios: verdict.ratios,
        pages: Object.fromEntries(Object.entries(pages).map(([k, p]) => [k, asJson(p)])),
      });
    }
    return {
      lines: [
        `  Medians of ${options.runs} runs (after ${options.warmup} warm-up), viewport ${VIEWPORT.width}x${VIEWPORT.height}, fresh context, cache off; times from navigation start.`,
        ...result.lines,
      ],
      data: { runs: options.runs, warmupRuns: options.warmup, viewport: VIEWPORT, startPattern, targetsAt: STARTUP_TARGETS, courses: result.courses },
      targets: result.targets,
    };
  } finally {
    await browser?.close();
    for (const server of servers) await server.close();
    await rm(tempDir, { recursive: true, force: true });
  }
}

function asJson(page) {
  const kibOf = (bytes) => round(kib(bytes));
  return {
    titleMs: round(page.titleMs),
    probeTitleMs: round(page.polledTitleMs),
    firstClickMs: round(page.clickedMs),
    startUsableMs: round(page.startMs),
    startMissingRuns: page.startMissing,
    startControlText: page.startText,
    requestsBeforeTitle: page.requestsBeforeTitle,
    wireKiBBeforeTitle: kibOf(page.bytesBeforeTitle),
    jsBeforeTitle: { files: page.jsBeforeTitle.count, rawKiB: kibOf(page.jsBeforeTitle.raw), gzipKiB: kibOf(page.jsBeforeTitle.gzip), paths: page.jsBeforeTitle.files },
    jsUntilQuiet: { files: page.jsUntilQuiet.count, rawKiB: kibOf(page.jsUntilQuiet.raw), gzipKiB: kibOf(page.jsUntilQuiet.gzip), paths: page.jsUntilQuiet.files },
    requestsUntilQuiet: page.requestsUntilQuiet,
    heapMB: page.heapBytes === null ? null : round(page.heapBytes / 1e6, 2),
    layoutShift: round(page.shift, 4),
    marksMs: Object.fromEntries(Object.entries(page.marks).map(([name, ms]) => [name, round(ms)])),
    requestsBeforeTitleLastRun: page.timeline,
    runs: page.runs,
  };
}
