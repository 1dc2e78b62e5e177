/**
 * SCORM 2004 delivery in an LMS page whose API is scorm-again (ISSUE 10 §2, §4): the showcase as a
 * course published for an LMS (Lms2004), and legacy-2021, a 1.2 package of 2021 repackaged for
 * 2004 (its manifest rewritten), each packaged with `npm run package`. The tests are
 * support/scormDelivery.ts.
 */
import { browserTestEnv } from './support/harness';
import { scormDeliveryTests } from './support/scormDelivery';

// One browser for both packages.
const env = browserTestEnv();

scormDeliveryTests(env, '2004', 'showcase', { publish: true, axe: true });
scormDeliveryTests(env, '2004', 'legacy-2021', { publish: false });
