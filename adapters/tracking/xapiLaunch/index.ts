import { allowedVerbsFrom, createLrsSink, defineTrackingPlugin, type TrackingLaunch, type TrackingSink } from '@core';
import { readTinCanLaunch } from '../../delivery/xapi/tinCanLaunch';
import { localOutboxStorage } from '../lrs/localOutboxStorage';

const enabled = (v: unknown): boolean => !!v && typeof v === 'object' && (v as { enabled?: unknown }).enabled === true;

/**
 * An xAPI package's launch LRS (issue 11 item 3): every statement goes to the endpoint of the Tin
 * Can launch, with its auth, its actor, its registration and its activity_id, through the same
 * guaranteed-delivery sink as any LRS. Only when the xAPI delivery opened (the launch was read and
 * the learner's state lives there); the LMS's verbs are lmsAllowedVerbs (PACKAGE-FORMAT.md).
 */
export const xapiLaunchTracking = defineTrackingPlugin({
  id: 'xapi-launch',
  open(launch: TrackingLaunch): TrackingSink[] {
    if (!launch.publish.isXapiPackage || launch.delivery.id !== 'xapi') return [];
    const tinCan = readTinCanLaunch(launch.query, launch.warn);
    return [
      createLrsSink({
        id: 'xapi-launch',
        endpoint: tinCan.endpoint,
        auth: tinCan.auth || null,
        actor: tinCan.actor,
        registration: tinCan.registration,
        activityId: tinCan.activityId,
        contentPages: enabled(launch.settings.raw.sendXAPIStatementsForContentPages),
        allowedVerbs: allowedVerbsFrom(launch.settings.raw.xApi, true),
        storage: localOutboxStorage(launch.courseId, tinCan.endpoint),
        warn: launch.warn,
      }),
    ];
  },
});
