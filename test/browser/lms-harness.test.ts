/**
 * The test LMS itself (support/lms.ts), with a stand-in course page whose API calls the test makes:
 * proof that the checks the SCORM tests rely on can fail. It finds the API from a framed page, logs
 * every call with its error, refuses a suspend_data beyond SCORM's bound (which scorm-again lets
 * through in 1.2), keeps ASCII only when asked, records calls after LMSFinish/Terminate, reports what it keeps at the end even
 * while its page goes away, and hands a relaunch exactly what an earlier session left.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { apiErrors, callsOf, firstLaunchCmi, relaunchCmi, startLms, SUSPEND_DATA_MAX, type Lms, type LmsPackage, type ScormVersion } from './support/lms';

// A course page that does nothing by itself; on pagehide it ends the session, as a SCO does.
const STAND_IN = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in</title></head><body><main><h1>Stand-in course</h1></main>
<script>
  window.scorm = window.parent.API || window.parent.API_1484_11;
  addEventListener('pagehide', () => { if (window.finishOnHide) window.scorm[window.finishOnHide](''); });
</script></body></html>`;

const env = browserTestEnv();
let work: string;

beforeAll(async () => {
  work = await env.tempDir('lms-harness-');
  await writeFile(path.join(work, 'index.html'), STAND_IN);
});

/** Calls the LMS's API from inside the course frame, as a course does. */
const call = (frame: Frame, method: string, ...args: string[]) =>
  frame.evaluate((m, a) => (window as unknown as { scorm: Record<string, (...x: string[]) => string> }).scorm[m](...a), method, args);

const M = {
  '1.2': { init: 'LMSInitialize', finish: 'LMSFinish', get: 'LMSGetValue', set: 'LMSSetValue', commit: 'LMSCommit', entry: 'cmi.core.entry', exit: 'cmi.core.exit', status: 'cmi.core.lesson_status', statusValue: 'incomplete', session: 'cmi.core.session_time', sessionValue: '00:00:07' },
  '2004': { init: 'Initialize', finish: 'Terminate', get: 'GetValue', set: 'SetValue', commit: 'Commit', entry: 'cmi.entry', exit: 'cmi.exit', status: 'cmi.completion_status', statusValue: 'incomplete', session: 'cmi.session_time', sessionValue: 'PT7S' },
} as const;

describe.each(['1.2', '2004'] as ScormVersion[])('SCORM %s', (version) => {
  const m = M[version];
  const pkg: LmsPackage = { dir: '', version, masteryScore: 70 };
  let lms: Lms;
  let page: Page;
  beforeAll(async () => {
    lms = env.use(await startLms({ ...pkg, dir: work }));
    page = await (await env.context()).newPage();
  });

  test('a framed course finds the API; calls are logged with their error codes; a suspend_data beyond the bound and calls after finishing are caught', async () => {
    const session = await lms.launch(page, { version, cmi: firstLaunchCmi({ ...pkg, dir: work }) });
    const frame = await session.courseFrame();
    await frame.waitForFunction(() => Boolean((window as unknown as { scorm?: unknown }).scorm));

    expect(await call(frame, m.init, '')).toBe('true');
    expect(await call(frame, m.get, m.entry)).toBe('ab-initio');
    expect(await call(frame, m.set, 'cmi.suspend_data', 'x'.repeat(SUSPEND_DATA_MAX[version]))).toBe('true');
    expect(await call(frame, m.set, 'cmi.suspend_data', 'y'.repeat(SUSPEND_DATA_MAX[version] + 1))).toBe('false');
    expect(await call(frame, m.set, 'cmi.no_such_element', '1')).toBe('false');
    expect(apiErrors(await session.calls()).map((c) => c.args[0])).toEqual(['cmi.suspend_data', 'cmi.no_such_element']);
    expect(apiErrors(await session.calls()).every((c) => c.errorString !== '')).toBe(true);
    expect(await session.suspendDataTooLong()).toEqual([{ length: SUSPEND_DATA_MAX[version] + 1, at: expect.any(Number) }]);
    // The refused value never reached the LMS.
    expect((await session.cmi())['cmi.suspend_data']).toBe('x'.repeat(SUSPEND_DATA_MAX[version]));

    expect(await call(frame, m.finish, '')).toBe('true');
    expect(await session.callsAfterFinish()).toEqual([]);
    await call(frame, m.set, m.exit, 'suspend');
    expect((await session.callsAfterFinish()).map((c) => c.args)).toEqual([[m.exit, 'suspend']]);
    expect(callsOf(await session.calls(), m.init)).toHaveLength(1);
  });

  test('an ASCII-only LMS gives back other characters as question marks', async () => {
    const session = await lms.launch(page, { version, cmi: firstLaunchCmi({ ...pkg, dir: work }), asciiOnly: true });
    const frame = await session.courseFrame();
    await frame.waitForFunction(() => Boolean((window as unknown as { scorm?: unknown }).scorm));
    await call(frame, m.init, '');
    expect(await call(frame, m.set, 'cmi.suspend_data', '~2é✓中')).toBe('true');
    expect(await call(frame, m.get, 'cmi.suspend_data')).toBe('~2???');
  });

  test('waitForCmi names what the course did not set', async () => {
    const session = await lms.launch(page, { version, cmi: firstLaunchCmi({ ...pkg, dir: work }) });
    const frame = await session.courseFrame();
    await frame.waitForFunction(() => Boolean((window as unknown as { scorm?: unknown }).scorm));
    await call(frame, m.init, '');
    await call(frame, m.set, m.status, m.statusValue);
    await expect(session.waitForCmi({ [m.status]: m.statusValue })).resolves.toMatchObject({ [m.status]: m.statusValue });
    await expect(session.waitForCmi({ [m.status]: 'completed' }, 200)).rejects.toThrow(`did not reach ${m.status}="completed"; it holds ${m.status}="${m.statusValue}"`);
  });

  test('the course page unloading ends the session; a relaunch gets what the LMS kept, with entry resume', async () => {
    const first = await lms.launch(page, { version, cmi: firstLaunchCmi({ ...pkg, dir: work }) });
    let frame = await first.courseFrame();
    await frame.waitForFunction(() => Boolean((window as unknown as { scorm?: unknown }).scorm));
    await call(frame, m.init, '');
    await call(frame, m.set, 'cmi.suspend_data', '~2kept');
    await call(frame, m.set, m.exit, 'suspend');
    await call(frame, m.set, m.session, m.sessionValue);
    await frame.evaluate((finish) => Object.assign(window, { finishOnHide: finish }), m.finish);
    await first.unloadCourse();
    expect(callsOf(await first.calls(), m.finish)).toHaveLength(1);
    const kept = relaunchCmi(await first.cmi(), version);
    expect(kept).toMatchObject({ 'cmi.suspend_data': '~2kept', [m.entry]: 'resume' });
    expect(kept[m.exit]).toBeUndefined();
    expect(kept[m.session]).toBeUndefined();

    const fresh = await env.context();
    try {
      const again = await lms.launch(await fresh.newPage(), { version, cmi: kept });
      frame = await again.courseFrame();
      await frame.waitForFunction(() => Boolean((window as unknown as { scorm?: unknown }).scorm));
      await call(frame, m.init, '');
      expect(await call(frame, m.get, m.entry)).toBe('resume');
      expect(await call(frame, m.get, 'cmi.suspend_data')).toBe('~2kept');
    } finally {
      await fresh.close();
    }
  });

  test('calls made while the LMS page itself goes away are mirrored to the test, with what the LMS kept', async () => {
    const session = await lms.launch(page, { version, cmi: firstLaunchCmi({ ...pkg, dir: work }), mirrorCalls: true });
    const frame = await session.courseFrame();
    await frame.waitForFunction(() => Boolean((window as unknown as { scorm?: unknown }).scorm));
    await call(frame, m.init, '');
    await call(frame, m.set, 'cmi.suspend_data', '~2away');
    await frame.evaluate((finish) => Object.assign(window, { finishOnHide: finish }), m.finish);
    await page.goto('about:blank');
    const { calls, atFinish } = await session.reportsAfterLeaving();
    expect(calls.map((c) => c.method)).toEqual([m.init, m.set, m.finish]);
    expect(atFinish).toMatchObject({ 'cmi.suspend_data': '~2away' });
  });
});
