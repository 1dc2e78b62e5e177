import { allowedVerbsFrom, createLrsSink, defineTrackingPlugin, ErrorMessages, lrsCredentialsOf, PlayerError, serviceAuthorization, type LrsEndpoint, type TrackingLaunch, type TrackingSink } from '@core';
import { localOutboxStorage } from './localOutboxStorage';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Where the settings send statements (SPEC 7.8 destinations), or null when they send none. */
export function lrsDestination(launch: TrackingLaunch): { id: string; endpoint: string; auth: LrsEndpoint['auth'] } | null {
  const { settings, publish } = launch;
  const xApi = obj(settings.raw.xApi);
  const lrs = obj(xApi.lrs);
  const auth = lrsCredentialsOf(xApi);
  if (text(xApi.selectedLrs) === 'custom') {
    const uri = text(lrs.uri);
    // SPEC 4.3 / 2.10: a custom LRS without its address cannot be tracked to; the learner sees why.
    if (!uri) throw new PlayerError('lrs', ErrorMessages.lrsMisconfiguration);
    return { id: 'lrs-custom', endpoint: uri, auth };
  }
  const host = text(publish.raw.defaultLRSUrl);
  if (!host) {
    launch.warn('Results tracking is on with the default LRS, but publishSettings.js has no defaultLRSUrl: no statements are sent.');
    return null;
  }
  // SPEC 7.8: the default LRS is {host}/xApi. The learner service takes statements from the signed-in
  // learner's token or the package's credentials (docs/service.md, "Default LRS"), the token first.
  const endpoint = `${host.replace(/\/+$/, '')}/xApi`;
  return { id: 'lrs-default', endpoint, auth: serviceAuthorization(endpoint, { publishRaw: publish.raw, settingsRaw: settings.raw, learnerToken: launch.delivery.learnerToken }) };
}

/**
 * The default and custom LRS (SPEC 7.8): on when settings.js resultsTracking is, off in preview and
 * review (SPEC 4.7) and in an xAPI package, whose launch LRS is its delivery's sink. In an LMS the
 * verbs are lmsAllowedVerbs (PACKAGE-FORMAT.md). Statements wait in a localStorage outbox until the LRS has them.
 */
export const lrsTracking = defineTrackingPlugin({
  id: 'lrs',
  open(launch: TrackingLaunch): TrackingSink[] {
    const { publish, settings } = launch;
    if (!settings.resultsTracking || publish.isPreview || publish.isReview || publish.isXapiPackage) return [];
    const destination = lrsDestination(launch);
    if (!destination) return [];
    const inLms = launch.delivery.kind === 'lms' || publish.isScorm;
    return [
      createLrsSink({
        ...destination,
        contentPages: obj(settings.raw.sendXAPIStatementsForContentPages).enabled === true,
        allowedVerbs: allowedVerbsFrom(settings.raw.xApi, inLms),
        storage: localOutboxStorage(launch.courseId, destination.endpoint),
        warn: launch.warn,
      }),
    ];
  },
});
