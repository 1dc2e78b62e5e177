/**
 * SCORM 1.2 delivery in an LMS page whose API is scorm-again (ISSUE 10 §2, §4): the showcase as a
 * course published for an LMS, and legacy-2021, a real LMS package of 2021 with its own
 * imsmanifest.xml, each packaged with `npm run package`. The tests are support/scormDelivery.ts.
 */
import { browserTestEnv } from './support/harness';
import { scormDeliveryTests } from './support/scormDelivery';

// One browser for both packages.
const env = browserTestEnv();

scormDeliveryTests(env, '1.2', 'showcase', { publish: true, axe: true });
scormDeliveryTests(env, '1.2', 'legacy-2021', { publish: false });
