import { allowedVerbsFrom, createLrsSink, defineTrackingPlugin, type LrsSinkOptions, type TrackingLaunch, type TrackingSink } from '@core';
import { hasTinCanLaunch, readTinCanLaunch } from '../../delivery/xapi/tinCanLaunch';
import { localOutboxStorage } from '../lrs/localOutboxStorage';

const enabled = (v: unknown): boolean => !!v && typeof v === 'object' && (v as { enabled?: unknown }).enabled === true;

/**
 * SPEC 7.8 "the LMS xAPI setup, which is read from the query string" (SPEC 4.3 step 2): an LMS that
 * launches a SCORM package and puts the Tin Can parameters (endpoint, auth, actor, registration,
 * activity_id) on the launch URL gets the statements too, besides its SCORM data model, filtered
 * by lmsAllowedVerbs, with the launch's registration as context (SPEC 7.8 context). The query is
 * read by the xAPI package's own reader (tinCanLaunch.ts). An xAPI package's launch LRS is the
 * 'xapi-launch' plugin's, and a cmi5 launch (it has a fetch URL) is the cmi5 delivery's.
 */
export function lmsXapiSinkOptions(launch: TrackingLaunch): LrsSinkOptions | null {
  const { publish, query } = launch;
  const inLms = publish.isScorm || launch.delivery.kind === 'lms';
  if (!inLms || publish.isXapiPackage || launch.delivery.id === 'cmi5' || query.has('fetch') || !hasTinCanLaunch(query)) return null;
  let tinCan: ReturnType<typeof readTinCanLaunch>;
  try {
    tinCan = readTinCanLaunch(query, launch.warn, { requireActivityId: false });
  } catch (e) {
    launch.warn(`The LMS launch carries an xAPI setup that cannot be used (${e instanceof Error ? e.message : String(e)}): no statements go to its LRS.`);
    return null;
  }
  return {
    id: 'lms-xapi',
    endpoint: tinCan.endpoint,
    auth: tinCan.auth || null,
    actor: tinCan.actor,
    registration: tinCan.registration,
    activityId: tinCan.activityId || undefined,
    contentPages: enabled(launch.settings.raw.sendXAPIStatementsForContentPages),
    allowedVerbs: allowedVerbsFrom(launch.settings.raw.xApi, true),
    storage: localOutboxStorage(launch.courseId, tinCan.endpoint),
    warn: launch.warn,
  };
}

export const lmsXapiTracking = defineTrackingPlugin({
  id: 'lms-xapi',
  open(launch: TrackingLaunch): TrackingSink[] {
    const options = lmsXapiSinkOptions(launch);
    return options ? [createLrsSink(options)] : [];
  },
});
