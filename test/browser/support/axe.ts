/**
 * Accessibility checks with axe-core inside a real page.
 *
 *   const violations = await runAxe(page);
 *   expect(violations).toEqual([]);   // or: if (violations.length) throw new Error(formatViolations(violations));
 *
 * The script is injected with a <script> tag; a page whose Content-Security-Policy forbids inline
 * scripts needs `await page.setBypassCSP(true)` before it is loaded.
 */
import type { Result, RunOptions } from 'axe-core';
import type { Frame, Page } from 'puppeteer-core';

/** The minified build, resolved like any dependency so a hoisted or nested install both work. */
const axeScriptPath = require.resolve('axe-core/axe.min.js');

type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<{ violations: Result[] }> } };

/**
 * Run axe on the whole document as it is now and return its violations (empty when clean).
 * A Frame checks the document inside it (a course framed by an LMS page).
 * @param options axe run options, e.g. `{ rules: { 'color-contrast': { enabled: false } } }`
 */
export async function runAxe(page: Page | Frame, options: RunOptions = {}): Promise<Result[]> {
  // Colours are checked as the learner ends up seeing them, not halfway through a transition.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), { polling: 50, timeout: 5000 });
  // Inject once per document: a second copy would only cost time.
  const present = await page.evaluate(() => typeof (window as AxeWindow).axe !== 'undefined');
  if (!present) await page.addScriptTag({ path: axeScriptPath });

  return page.evaluate(async (runOptions: RunOptions) => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error('axe-core did not load into the page');
    // Only violations are needed; skipping passes/incomplete keeps the result small and fast.
    const results = await axe.run(document, { ...runOptions, resultTypes: ['violations'] });
    return results.violations;
  }, options);
}

/** A readable, multi-line description of violations for a test failure message. */
export function formatViolations(violations: Result[], maxNodesPerRule = 5): string {
  if (violations.length === 0) return 'No accessibility violations.';
  const lines = [`${violations.length} accessibility violation(s):`];
  for (const violation of violations) {
    lines.push('', `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`, `  ${violation.helpUrl}`);
    for (const node of violation.nodes.slice(0, maxNodesPerRule)) {
      lines.push(`  - ${node.target.join(' ')}`, `    ${node.html.slice(0, 200)}`);
      if (node.failureSummary) {
        lines.push(...node.failureSummary.split('\n').map((line) => `    ${line.trim()}`));
      }
    }
    const hidden = violation.nodes.length - maxNodesPerRule;
    if (hidden > 0) lines.push(`  ... and ${hidden} more element(s)`);
  }
  return lines.join('\n');
}

/**
 * Fails the running test when the page has violations; `when` names the screen in the failure, so a
 * test that checks several screens says which one broke.
 */
export async function axeClean(page: Page | Frame, when: string): Promise<void> {
  const violations = await runAxe(page);
  expect({ when, violations: violations.length ? formatViolations(violations) : '' }).toEqual({ when, violations: '' });
}
