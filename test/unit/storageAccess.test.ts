import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Nothing writes the browser's storage behind the progress store's back (docs/delivery.md): saved
 * progress goes through the SaveScheduler to the delivery's store, and only the browser delivery's
 * store (with its read-only look-up for the pre-rendered cover, savedProgress.ts), the LRS outbox
 * (statements waiting for the LRS, docs/xapi.md) and the app's UI preferences (SPEC 9.5 hint and
 * alert flags) touch localStorage; the LXP destination reads (never writes) the
 * learner's access token where SPEC 7.3 / 9.5 keep it, session storage 'token.learn', which only the
 * learner-service delivery's token store writes; a reviewer's token is the review client's token
 * store's alone (adapters/review/learnerService); the accessibility head script of a pre-rendered page
 * reads (never writes) the browser store's record before the first paint (issue 23), as the cover's own
 * head script does.
 */
const ROOT = path.resolve(__dirname, '../..');
const ALLOWED = new Set(['adapters/delivery/browser/BrowserStore.ts', 'adapters/delivery/browser/savedProgress.ts', 'adapters/delivery/learnerService/LearnerTokenStore.ts', 'adapters/review/learnerService/ReviewerTokenStore.ts', 'adapters/delivery/browser/openBrowserDelivery.ts', 'adapters/tracking/lrs/localOutboxStorage.ts', 'adapters/tracking/lxp/learnerToken.ts', 'app/uiPreferences.ts', 'app/accessibility/headScript.ts']);

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sources(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

test('only the browser store and the UI preferences use localStorage or sessionStorage', () => {
  const users = ['core', 'plugins', 'adapters', 'app'].flatMap(sources).filter((file) => {
    const code = readFileSync(path.join(ROOT, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    return /\b(localStorage|sessionStorage)\b/.test(code);
  });
  expect(users.filter((file) => !ALLOWED.has(file))).toEqual([]);
  expect(users.sort()).toEqual([...ALLOWED].sort());
});
