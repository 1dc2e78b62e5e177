/**
 * The user menu's 'Accessibility mode' section (SPEC 2.4, 2.7; issue 23) walked with the keyboard
 * alone, as a learner who cannot use a mouse does: every switch on and off with Space and Enter, the
 * text size up to level 3 and back, the description popup opened and closed; axe on the way. The
 * settings' effect on the page is checked through the contract's attributes on <html>.
 */
import type { Frame, Page } from 'puppeteer-core';

type Axe = (page: Page, when: string) => Promise<void>;

/** What has focus: its class, role and text, whether it is inside the open dialog, and the dialog's. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const dialog = document.querySelector('dialog[open]');
    return {
      className: el?.className ?? '',
      role: el?.getAttribute('role') ?? '',
      text: el?.innerText?.trim() ?? '',
      checked: el?.getAttribute('aria-checked') ?? null,
      inDialog: Boolean(dialog && el && dialog.contains(el)),
      // A modal dialog lets Tab leave for the browser's own controls, never for the page under it.
      inPage: document.hasFocus() && el !== null && el !== document.body,
    };
  });

/** The contract's attributes on <html> and its font scale (app/accessibility/applySettings.ts); a course frame's too. */
export const applied = (scope: Page | Frame) =>
  scope.evaluate(() => {
    const html = document.documentElement;
    return {
      contrast: html.hasAttribute('data-a11y-contrast'),
      font: html.getAttribute('data-a11y-font'),
      seizureSafe: html.hasAttribute('data-a11y-seizure-safe'),
      size: html.getAttribute('data-a11y-font-size'),
      scale: html.style.getPropertyValue('--a11y-font-scale'),
    };
  });

async function tabUntil(page: Page, test: (f: Awaited<ReturnType<typeof focused>>) => boolean, what: string, max = 20): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}; focus is on ${JSON.stringify(await focused(page))}`);
}

/** From the top of the page: Tab to the menu button, Enter; the section is then focused, or reached with Tab past the items. */
export async function openSectionByKeyboard(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabUntil(page, (f) => f.className === 'user-menu-button', 'the user menu button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.user-menu-list .a11y-toggle');
  await tabUntil(page, (f) => f.className.includes('a11y-toggle'), "the 'Accessibility mode' section");
  if ((await page.$eval('.a11y-toggle', (b) => b.getAttribute('aria-expanded'))) !== 'true') await page.keyboard.press('Enter');
  await page.waitForSelector('.a11y-body [role=switch]');
}

const SWITCH_EFFECT = [
  (a: Awaited<ReturnType<typeof applied>>) => a.contrast,
  (a: Awaited<ReturnType<typeof applied>>) => a.font === 'readable',
  (a: Awaited<ReturnType<typeof applied>>) => a.font === 'dyslexia',
  (a: Awaited<ReturnType<typeof applied>>) => a.seizureSafe,
];

/**
 * The whole walk, from the open section (focus on its toggle) to the menu closed again, every
 * setting back at its default. Returns what the level's live region said at each step up.
 */
export async function walkSection(page: Page, axe: Axe, when: string): Promise<{ levels: string[]; toastWidth: number }> {
  await axe(page, `${when}: the open section`);
  // Each switch: Space turns it on, Enter off (both are a button's own keys).
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    expect([f.role, f.checked]).toEqual(['switch', 'false']);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-checked') === 'true');
    await page.waitForFunction((n) => {
      const html = document.documentElement;
      return [html.hasAttribute('data-a11y-contrast'), html.getAttribute('data-a11y-font') === 'readable', html.getAttribute('data-a11y-font') === 'dyslexia', html.hasAttribute('data-a11y-seizure-safe')][n];
    }, { timeout: 5000 }, i);
    expect(SWITCH_EFFECT[i](await applied(page))).toBe(true);
    if (i === 0) await axe(page, `${when}: the contrast theme on`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-checked') === 'false');
    await page.waitForFunction((n) => {
      const html = document.documentElement;
      return ![html.hasAttribute('data-a11y-contrast'), html.getAttribute('data-a11y-font') === 'readable', html.getAttribute('data-a11y-font') === 'dyslexia', html.hasAttribute('data-a11y-seizure-safe')][n];
    }, { timeout: 5000 }, i);
  }
  // SPEC 2.7's toast, after those changes: 400 px wide (SPEC 9.4), or all a narrow screen has.
  const toastWidth = await page.$eval('.a11y-toast', (t) => t.getBoundingClientRect().width);

  // The size: decrease is marked disabled at level 0; increase three times to level 3, where it is.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'))).toBe('true');
  await page.keyboard.press('Tab');
  const levels: string[] = [];
  for (let i = 1; i <= 3; i++) {
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.documentElement.getAttribute('data-a11y-font-size') === String(n), { timeout: 5000 }, i);
    levels.push(await page.$eval('.a11y-font-size-level', (l) => l.textContent!.trim()));
  }
  expect(await page.evaluate(() => [document.activeElement?.classList.contains('a11y-step'), document.activeElement?.getAttribute('aria-disabled')])).toEqual([true, 'true']);
  await axe(page, `${when}: text size level 3`);
  await page.keyboard.down('Shift');
  await page.keyboard.press('Tab');
  await page.keyboard.up('Shift');
  for (let i = 2; i >= 0; i--) {
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.documentElement.getAttribute('data-a11y-font-size') === String(n), { timeout: 5000 }, i);
  }

  // The description link opens the popup; focus stays inside it; Escape closes it, focus back on the link.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect((await focused(page)).className).toBe('link-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open] .a11y-descriptions');
  await page.waitForFunction(() => document.activeElement?.closest('dialog[open]') !== null);
  expect(await page.$$eval('dialog[open] dt', (dts) => dts.length)).toBe(5);
  await axe(page, `${when}: the description popup`);
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    expect(f.inDialog || !f.inPage).toBe(true);
  }
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await page.waitForFunction(() => document.activeElement?.classList.contains('link-button') === true);
  expect(await page.$('.user-menu-list .a11y-body')).not.toBeNull();

  // Escape again closes the menu, focus back on its button; everything is as it was.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.user-menu-list'));
  expect((await focused(page)).className).toBe('user-menu-button');
  expect(await applied(page)).toEqual({ contrast: false, font: null, seizureSafe: false, size: '0', scale: '1' });
  return { levels, toastWidth };
}
