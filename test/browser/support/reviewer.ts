/**
 * A reviewer at the review panel (issue 25; SPEC 2.11), driven with the keyboard as a person who
 * uses no mouse: the panel's layouts, the login steps, the reviewer menu and its change-name modal.
 * What the tests wait on is the panel's `data-layout` (app/review/ReviewPanel.tsx); what they check
 * is what the reviewer reads and where focus is.
 */
import type { Page } from 'puppeteer-core';

export type ReviewLayout = 'LOGIN_WITH_EMAIL' | 'REGISTER_NEW_REVIEWER' | 'VERIFICATION_EMAIL_SENT' | 'ADD_COMMENT' | 'ADD_COMMENT_WITH_HISTORY';

/** An authenticated reviewer's layouts: ADD_COMMENT, or ADD_COMMENT_WITH_HISTORY once the course has threads. */
export const SIGNED_IN: ReviewLayout[] = ['ADD_COMMENT', 'ADD_COMMENT_WITH_HISTORY'];

export const layoutOf = (page: Page) => page.$eval('.review-panel', (p) => p.getAttribute('data-layout'));

/** Waits until the panel shows `layout` (or one of them). */
export async function waitForLayout(page: Page, layout: ReviewLayout | ReviewLayout[], timeout = 20000): Promise<void> {
  const wanted = Array.isArray(layout) ? layout : [layout];
  await page
    .waitForFunction((list: string[]) => list.includes(document.querySelector('.review-panel')?.getAttribute('data-layout') ?? ''), { timeout }, wanted)
    .catch(async (error: Error) => {
      const now = await page.$eval('.review-panel', (p) => p.getAttribute('data-layout')).catch(() => 'no panel');
      throw new Error(`the review panel never showed ${wanted.join(' or ')} (it shows ${now}): ${error.message}`);
    });
}

/** What has focus: tag, classes, name or type, its text, and whether it is in the review panel. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      className: typeof el?.className === 'string' ? el.className : '',
      name: el?.getAttribute('name') ?? el?.getAttribute('type') ?? '',
      text: el?.innerText?.trim().slice(0, 80) ?? '',
      inPanel: Boolean(el?.closest('.review-panel')),
    };
  });

/**
 * Presses Tab until focus is on an element matching `selector` (and showing `text`, when given);
 * fails with where focus went otherwise.
 */
export async function tabTo(page: Page, selector: string, text?: string, max = 60): Promise<void> {
  const trail: string[] = [];
  for (let i = 0; i <= max; i++) {
    const here = await page.evaluate(
      (sel: string, wanted: string | null) => {
        const el = document.activeElement as HTMLElement | null;
        return Boolean(el && el.matches(sel) && (wanted === null || el.innerText.trim() === wanted));
      },
      selector,
      text ?? null,
    );
    if (here) return;
    const f = await focusedElement(page);
    trail.push(`${f.tag}.${f.className}${f.text ? ` "${f.text.slice(0, 30)}"` : ''}`);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}${text ? ` "${text}"` : ''}; focus went: ${trail.join(' → ')}`);
}

/** Selects what a text field holds and types `value` over it. */
async function retype(page: Page, value: string): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(value);
}

/**
 * LOGIN_WITH_EMAIL → REGISTER_NEW_REVIEWER → VERIFICATION_EMAIL_SENT with the keyboard alone: Tab to
 * the address, type it, Enter; the name, Enter. `onLayout` runs at each layout (axe, a screenshot).
 */
export async function loginByKeyboard(page: Page, person: { name: string; email: string }, onLayout: (layout: ReviewLayout) => Promise<void> = async () => undefined): Promise<void> {
  await waitForLayout(page, 'LOGIN_WITH_EMAIL');
  await onLayout('LOGIN_WITH_EMAIL');
  await tabTo(page, '.review-panel input[name=email]');
  await page.keyboard.type(person.email);
  await page.keyboard.press('Enter');
  await waitForLayout(page, 'REGISTER_NEW_REVIEWER');
  await onLayout('REGISTER_NEW_REVIEWER');
  await tabTo(page, '.review-panel input[name=name]');
  await page.keyboard.type(person.name);
  await page.keyboard.press('Enter');
  await waitForLayout(page, 'VERIFICATION_EMAIL_SENT');
  await onLayout('VERIFICATION_EMAIL_SENT');
}

/** The reviewer opens the link e-mailed to them in this tab: the player signs them in (ADD_COMMENT). */
export async function followLoginLink(page: Page, link: string): Promise<void> {
  await page.goto(link, { waitUntil: 'domcontentloaded' });
  await waitForLayout(page, SIGNED_IN);
}

/** Tab to the reviewer menu's button and open it with Enter. */
export async function openReviewerMenu(page: Page): Promise<void> {
  await tabTo(page, '.review-menu-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.review-menu-list', { timeout: 5000 });
}

/** The open menu's item `label`, chosen with Tab and Enter. */
export async function chooseMenuItem(page: Page, label: string): Promise<void> {
  await tabTo(page, '.review-menu-list button', label, 10);
  await page.keyboard.press('Enter');
}

/** The names and items of the open reviewer menu. */
export const menuContent = (page: Page) =>
  page.$eval('.review-menu-list', (list) => ({
    identity: [...list.querySelectorAll('.review-menu-identity span')].map((s) => (s as HTMLElement).innerText.trim()),
    items: [...list.querySelectorAll('li button')].map((b) => (b as HTMLElement).innerText.trim()),
  }));

/** SPEC 2.8's change-name modal from the menu, by keyboard: the new name typed over the old, Enter. `onOpen` runs with the modal open. */
export async function changeNameByKeyboard(page: Page, menuItem: string, name: string, onOpen: () => Promise<void> = async () => undefined): Promise<void> {
  await openReviewerMenu(page);
  await chooseMenuItem(page, menuItem);
  await page.waitForSelector('dialog[open] .review-change-name', { timeout: 5000 });
  await onOpen();
  await tabTo(page, 'dialog[open] input[name=name]', undefined, 10);
  await retype(page, name);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 10000 });
}

/** The reviewer token the player keeps for the course (adapters/review/learnerService/ReviewerTokenStore.ts). */
export const reviewerToken = (page: Page, courseId: string) => page.evaluate((key: string) => localStorage.getItem(key), `token.review.${courseId}`);

/**
 * Marks the page's main heading, which the course's routes render: a course mounted again (SPEC 2.11)
 * renders a new heading, without the mark.
 */
export const markCourse = (page: Page) => page.$eval('main h1', (h) => h.setAttribute('data-test-mounted', 'before'));
export const courseStillMounted = (page: Page) => page.evaluate(() => document.querySelector('main h1')?.getAttribute('data-test-mounted') === 'before');
