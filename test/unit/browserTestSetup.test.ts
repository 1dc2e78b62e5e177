/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every browser test file sets up through test/browser/support/harness.ts (browserTestEnv): one
 * Chromium per file, and every server, temp folder and service stopped after the file the same
 * way. A file that launches or serves by itself brings back a browser per describe (the full run
 * on two cores cannot afford it) or something nobody stops.
 */
const BROWSER_TESTS = path.resolve(__dirname, '../browser');

/** What only the harness may call; the support modules named here are the harness and what it wraps. */
const DIRECT_SET_UP: [string, RegExp][] = [
  ['launchChromium()', /\blaunchChromium\s*\(/],
  ['startCourseServer()', /\bstartCourseServer\s*\(/],
  ['mkdtemp()', /\bmkdtemp(Sync)?\s*\(/],
  ['puppeteer.launch()', /\bpuppeteer\s*\.\s*(launch|connect)\s*\(/],
  ['a puppeteer import that is not a type', /^\s*import\s+(?!type\b)[^;]*from\s+['"]puppeteer(-core)?['"]/m],
];

/** Files allowed one of those calls, and why. */
const ALLOWED: Record<string, string[]> = {
  // It tests the launcher itself: it closes a browser of its own to see the profile go.
  'infrastructure.test.ts': ['launchChromium()'],
  'support/harness.ts': ['launchChromium()', 'startCourseServer()', 'mkdtemp()'],
  'support/chromium.ts': ['launchChromium()'],
  'support/server.ts': ['startCourseServer()'],
};

/** The code of a file without its comments, so that a comment may name what the code may not call. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function directSetUp(source: string, allowed: string[] = []): string[] {
  const text = code(source);
  return DIRECT_SET_UP.filter(([name, pattern]) => !allowed.includes(name) && pattern.test(text)).map(([name]) => name);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const relative = (file: string) => path.relative(BROWSER_TESTS, file).split(path.sep).join('/');
const testFiles = filesUnder(BROWSER_TESTS).filter((f) => f.endsWith('.test.ts')).map(relative).sort();
const supportFiles = filesUnder(path.join(BROWSER_TESTS, 'support')).filter((f) => /\.tsx?$/.test(f)).map(relative).sort();
const read = (file: string) => readFileSync(path.join(BROWSER_TESTS, file), 'utf8');

describe('browser test set-up', () => {
  it('finds the browser test files', () => {
    expect(testFiles.length).toBeGreaterThanOrEqual(40);
  });

  it.each(testFiles)('%s calls browserTestEnv once, at its top level', (file) => {
    expect({ file, calls: code(read(file)).match(/^(const|let) \w+ = browserTestEnv\(/gm)?.length ?? 0 }).toEqual({ file, calls: 1 });
  });

  it.each([...testFiles, ...supportFiles])('%s launches, serves and makes temp folders only through the harness', (file) => {
    expect({ file, direct: directSetUp(read(file), ALLOWED[file]) }).toEqual({ file, direct: [] });
  });

  it('catches each kind of direct set-up, and not its name in a comment', () => {
    const source = [
      "import puppeteer from 'puppeteer-core';",
      'beforeAll(async () => {',
      '  browser = await launchChromium();',
      "  server = await startCourseServer(courseFixture('showcase'));",
      "  work = await mkdtemp(path.join(os.tmpdir(), 'x-'));",
      '  other = await puppeteer.launch({});',
      '});',
    ].join('\n');
    expect(directSetUp(source)).toEqual(['launchChromium()', 'startCourseServer()', 'mkdtemp()', 'puppeteer.launch()', 'a puppeteer import that is not a type']);
    expect(directSetUp("import type { Page } from 'puppeteer-core';\n// not launchChromium() here\n/* nor mkdtemp() */\nconst env = browserTestEnv();")).toEqual([]);
  });
});
