import { findLmsApi, type DeliveryContext, type DeliverySession } from '@core';
import { dialects } from './dialect';
import { displayName } from './learnerName';
import { LmsConnection } from './LmsConnection';
import { probeNonAscii } from './probeNonAscii';
import { readSuspendData } from './readSuspendData';
import { ScormSink } from './ScormSink';
import { ScormStore } from './ScormStore';

/**
 * Opens the LMS session (SPEC 4.3 step 1, "initialize SCORM"): Initialize once, the learner from
 * the data model, progress in cmi.suspend_data, the data model as a tracking sink, and Terminate
 * once when the session closes. An LMS that refuses to initialise makes this throw, and the
 * delivery layer falls back to browser storage with a warning.
 */
export async function openScormDelivery(version: keyof typeof dialects, context: DeliveryContext): Promise<DeliverySession> {
  const dialect = dialects[version];
  const api = findLmsApi(context.window, dialect.apiName);
  if (!api || typeof api !== 'object') throw new Error(`no SCORM ${dialect.version} API (${dialect.apiName}) was found`);
  const lms = new LmsConnection(api as Record<string, unknown>, dialect, context.warn);
  if (!lms.initialize()) throw new Error(`the LMS did not initialise the SCORM ${dialect.version} session`);
  const id = lms.get(dialect.el.learnerId);
  const name = displayName(lms.get(dialect.el.learnerName));
  const saved = readSuspendData(lms);
  const store = new ScormStore(lms, saved, probeNonAscii(lms, saved), context.warn);
  const sink = new ScormSink(lms);
  return {
    kind: 'lms',
    learner: id || name ? { ...(id ? { id } : {}), ...(name ? { name } : {}) } : null,
    store,
    sinks: [sink],
    // The session wrote the progress and flushed the sink (exit and session time) before this.
    close: async () => {
      lms.commit();
      lms.terminate();
    },
  };
}
