/**
 * The one way this project launches a browser: Debian's Chromium through puppeteer-core, headless,
 * with a throw-away profile. Used by the benchmark directly and by the browser tests through
 * test/browser/support/chromium.ts.
 *
 * Same constraints as serve.mjs (Jest loads this file through an SWC transform): only bare
 * imports (Node built-ins, packages), no top-level await, no `import.meta`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'puppeteer-core';

/**
 * Flags from the toolchain notes (TOOLCHAIN.md). `--no-sandbox` is required when running as root (CI containers);
 * the rest stop Chromium from doing background work that would make runs slower or less repeatable.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
];

/** CHROMIUM_PATH overrides Debian's location. Nothing in this project downloads a browser. */
export function chromiumExecutable() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export const CHROMIUM_MISSING_HELP =
  "Install Debian's Chromium: sudo apt-get install -y chromium (or set CHROMIUM_PATH)";

/**
 * Launch headless Chromium with a fresh profile directory. The returned Browser's close() also
 * deletes that directory, so runs never share cookies, storage or cache, and leave nothing behind.
 *
 * @param {import('puppeteer-core').LaunchOptions} [options] extra puppeteer options (merged last)
 * @returns {Promise<import('puppeteer-core').Browser>}
 */
export async function launchChromium(options = {}) {
  const executablePath = chromiumExecutable();
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}. ${CHROMIUM_MISSING_HELP}`);
  }
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'course-player-chromium-'));
  const removeProfile = () => rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });

  let browser;
  try {
    browser = await launch({
      executablePath,
      headless: true,
      userDataDir,
      ...options,
      args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
    });
  } catch (error) {
    await removeProfile();
    throw error;
  }

  // Wrap close() rather than asking every caller to clean up: the profile is ours, not theirs.
  const closeBrowser = browser.close.bind(browser);
  let closing;
  browser.close = () => {
    closing ??= (async () => {
      try {
        await closeBrowser();
      } finally {
        await removeProfile();
      }
    })();
    return closing;
  };
  return browser;
}
