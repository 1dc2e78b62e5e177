/**
 * The player built with one more delivery backend, an LMS stand-in of kind 'lms', to look at and
 * drive the LMS user interface (SPEC 2.4, 2.8) in Chromium without a SCORM API: the SCORM adapters
 * and the scorm-again harness are tested on their own. It detects a launch whose query names a
 * learner (`?lmsLearner=...`, `&lmsLearnerId=...`), keeps progress in memory as an LMS would, and records how
 * the session was closed in `window.__lmsCloses`. `window.__player` is the session, for a test to
 * answer questions quickly. A launch without `lmsLearner` plays on browser storage, as usual.
 */
import 'reflect-metadata/lite';
import '../../../app/styles';
import { defineDeliveryPlugin, saveOk, type CloseReason, type PlayerSession, type ProgressStore } from '@core';
import { startPlayer } from '../../../app/startPlayer';

type TestWindow = Window & { __lmsCloses?: CloseReason[]; __player?: PlayerSession };
const testWindow = window as TestWindow;
testWindow.__lmsCloses = [];

/**
 * The LMS's suspend data, kept for the tab (sessionStorage) as an LMS keeps it between launches: a
 * reload is a relaunch that resumes, a new page starts clean. A test reads it there to compare
 * what was stored (SUSPEND_DATA_KEY).
 */
const SUSPEND_DATA_KEY = 'lms-like-suspend-data';
const kept = {
  get: () => sessionStorage.getItem(SUSPEND_DATA_KEY),
  set: (text: string | null) => (text === null ? sessionStorage.removeItem(SUSPEND_DATA_KEY) : sessionStorage.setItem(SUSPEND_DATA_KEY, text)),
};
const store: ProgressStore = {
  id: 'lms-like',
  limits: { acceptsNonAscii: true, maxChars: 64000 },
  load: async () => (kept.get() ? { text: kept.get()! } : null),
  save: async (text) => {
    kept.set(text);
    return saveOk();
  },
  flushSync: (text) => {
    kept.set(text);
    return saveOk();
  },
  remove: async () => {
    kept.set(null);
  },
};

const lmsLike = defineDeliveryPlugin({
  id: 'lms-like',
  priority: 100,
  detect: ({ query }) => query.has('lmsLearner'),
  open: async ({ query }) => ({
    learner: query.get('lmsLearner') ? { id: query.get('lmsLearnerId') ?? 'learner-1', name: query.get('lmsLearner')! } : null,
    store,
    sinks: [],
    kind: 'lms',
    close: async (reason) => void testWindow.__lmsCloses!.push(reason),
  }),
});

testWindow.__player = startPlayer(document.getElementById('root') as HTMLElement, { deliveries: [lmsLike] });
