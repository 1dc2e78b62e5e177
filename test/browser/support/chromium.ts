/**
 * Typed access to scripts/chromium.mjs, the one Chromium launcher (shared with `npm run bench`).
 *
 *   const browser = await launchChromium();
 *   try { const page = await browser.newPage(); ... } finally { await browser.close(); }
 *
 * close() also deletes the throw-away profile directory.
 */
import type { Browser, LaunchOptions } from 'puppeteer-core';
import { loadScriptModule } from './loadScript';

interface ChromiumModule {
  launchChromium(options?: LaunchOptions): Promise<Browser>;
  chromiumExecutable(): string;
  CHROMIUM_FLAGS: string[];
  CHROMIUM_MISSING_HELP: string;
}

const chromium = loadScriptModule<ChromiumModule>('scripts/chromium.mjs');

/** Headless Debian Chromium (CHROMIUM_PATH overrides /usr/bin/chromium) with a fresh profile. */
export function launchChromium(options?: LaunchOptions): Promise<Browser> {
  return chromium.launchChromium(options);
}

export const chromiumExecutable = chromium.chromiumExecutable;

/**
 * Headless Chromium says it has no hover (`(hover: none)`, a touch screen's): with these flags it
 * has a mouse, so what shows on hover (review mode's comment controls) is hidden until hovered.
 */
export const MOUSE_POINTER_FLAGS = ['--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4'];
export const CHROMIUM_FLAGS = chromium.CHROMIUM_FLAGS;
export const CHROMIUM_MISSING_HELP = chromium.CHROMIUM_MISSING_HELP;
