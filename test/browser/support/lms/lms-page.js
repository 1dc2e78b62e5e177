/*
 * The test LMS's page (served by test/browser/support/lms.ts): scorm-again as the SCORM API of a
 * parent window that frames the packaged course, as an LMS's player page does.
 *
 * ?launch=<n> names the launch the test set up: its SCORM version, the CMI the LMS holds before the
 * course starts (learner, entry, and on a relaunch what an earlier session left) and the course URL.
 * Every API call is logged as { method, args, result, lastError, errorString, diagnostic, at } in
 * window.lms.calls, and, when the launch asks for it, reported to the test server with a beacon (so
 * the log outlives this page when the test navigates it away); what the LMS keeps at
 * LMSFinish/Terminate is always reported. Two rules scorm-again does not keep
 * are kept here, as a strict LMS would: a suspend_data longer than SCORM allows (4,096 characters in
 * 1.2; scorm-again takes 64,000) is refused with error 405 and recorded, and any call after a
 * successful LMSFinish/Terminate is recorded (scorm-again answers it). With `asciiOnly` the LMS keeps
 * ASCII only, as one whose database does: any other character it is given comes back as '?'.
 * Plain browser JavaScript, loaded as it is: nothing here is bundled.
 */
(function () {
  'use strict';

  const VERSIONS = {
    '1.2': {
      global: 'Scorm12API',
      script: 'scorm-again/scorm12.js',
      window: 'API',
      methods: ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSGetLastError', 'LMSGetErrorString', 'LMSGetDiagnostic'],
      finish: 'LMSFinish',
      setValue: 'LMSSetValue',
      errorApi: ['LMSGetLastError', 'LMSGetErrorString', 'LMSGetDiagnostic'],
      suspendDataMax: 4096,
    },
    2004: {
      global: 'Scorm2004API',
      script: 'scorm-again/scorm2004.js',
      window: 'API_1484_11',
      methods: ['Initialize', 'Terminate', 'GetValue', 'SetValue', 'Commit', 'GetLastError', 'GetErrorString', 'GetDiagnostic'],
      finish: 'Terminate',
      setValue: 'SetValue',
      errorApi: ['GetLastError', 'GetErrorString', 'GetDiagnostic'],
      suspendDataMax: 64000,
    },
  };
  // SCORM 1.2 405 "Incorrect Data Type" / 2004 406 "Data Model Element Type Mismatch": what a strict LMS answers to a value too long for its type.
  const TOO_LONG = { '1.2': 405, 2004: 406 };

  const started = performance.now();
  const lms = { ready: false, version: null, calls: [], suspendDataTooLong: [], afterFinish: [], failure: null, api: null };
  window.lms = lms;

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(script);
    });
  }

  let reports = 0;
  let launchId = '';
  /** A beacon still leaves while this page and the course's are being unloaded, when nothing else does. */
  function report(kind, entry) {
    navigator.sendBeacon(`report/${launchId}`, JSON.stringify({ seq: reports++, kind, entry }));
  }

  function install(launch) {
    const version = VERSIONS[launch.version];
    const Api = window[version.global];
    // No commit URL: the LMS keeps the CMI in this page, which the test reads. mastery_override off:
    // the CMI shows the status the course set, not one scorm-again derived at LMSFinish.
    const api = new Api({ logLevel: 5, autocommit: false, lmsCommitUrl: false, mastery_override: false });
    if (launch.cmi) api.loadFromFlattenedJSON(launch.cmi);
    lms.api = api;
    // What the LMS holds before the course runs: the course may write before the test looks.
    const flat = api.getFlattenedCMI();
    const read = (key) => key.split('.').reduce((node, part) => (node == null ? undefined : node[part]), api);
    lms.loaded = Object.fromEntries(Object.keys(launch.cmi || {}).map((key) => [key, String(flat[key] ?? read(key) ?? '')]));
    lms.version = launch.version;

    let finished = false;
    const wrapper = {};
    for (const method of version.methods) {
      wrapper[method] = function (...args) {
        const entry = { method, args: args.map(String), result: '', lastError: '0', errorString: '', diagnostic: '', at: Math.round(performance.now() - started) };
        if (finished) lms.afterFinish.push(entry);
        const isErrorApi = version.errorApi.includes(method);
        const tooLong = method === version.setValue && args[0] === 'cmi.suspend_data' && String(args[1]).length > version.suspendDataMax;
        if (tooLong) {
          lms.suspendDataTooLong.push({ length: String(args[1]).length, at: entry.at });
          api.throwSCORMError('cmi.suspend_data', TOO_LONG[launch.version], `suspend_data of ${String(args[1]).length} characters: SCORM ${launch.version} allows ${version.suspendDataMax}`);
          entry.result = 'false';
        } else if (launch.asciiOnly && method === version.setValue) {
          // An LMS whose database keeps ASCII only: other characters come back as '?'.
          entry.result = String(api[method](args[0], String(args[1]).replace(/[^\x00-\x7f]/g, '?')));
        } else {
          entry.result = String(api[method](...args));
        }
        if (!isErrorApi) {
          entry.lastError = String(api[version.errorApi[0]]());
          if (entry.lastError !== '0') {
            entry.errorString = String(api[version.errorApi[1]](entry.lastError));
            entry.diagnostic = String(api[version.errorApi[2]](entry.lastError));
          }
        }
        lms.calls.push(entry);
        if (launch.mirrorCalls) report('call', entry);
        if (method === version.finish && entry.result === 'true') {
          finished = true;
          // What the LMS keeps of the session, for a relaunch after this page is gone; after the
          // finish call's own report, so that a test waiting for this one has that one too.
          report('finished', api.getFlattenedCMI());
        }
        return entry.result;
      };
    }
    window[version.window] = wrapper;
  }

  async function start() {
    const query = new URLSearchParams(location.search);
    launchId = encodeURIComponent(query.get('launch') ?? '');
    const launch = await (await fetch(`launch/${launchId}.json`)).json();
    await loadScript(VERSIONS[launch.version].script);
    install(launch);
    // The API is in place before the course's page exists, as on an LMS.
    const frame = document.getElementById('course');
    frame.src = launch.courseUrl;
    lms.ready = true;
  }

  start().catch((error) => {
    lms.failure = String(error && error.stack ? error.stack : error);
    report('failure', lms.failure);
  });
})();
