import { createLrsSink, defineTrackingPlugin, type LrsSinkOptions, type TrackingLaunch, type TrackingSink } from '@core';
import { localOutboxStorage } from '../lrs/localOutboxStorage';
import { learnerToken } from './learnerToken';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** SPEC 7.8: the LXP store's path under lxpServiceUrl ("an api/lxp path constant exists"). */
export const LXP_PATH = 'api/lxp';

/** settings.js lxp {id, lrsEnabled, xApiVerbs} (SPEC 3.1), read as far as this destination needs. */
export interface LxpSettings {
  id: string;
  lrsEnabled: boolean;
  /** The verbs the LXP takes, by name; null when the settings give no list (every verb). */
  verbs: string[] | null;
}

export function readLxpSettings(raw: unknown): LxpSettings {
  const lxp = obj(raw);
  const on = lxp.lrsEnabled === true || obj(lxp.lrsEnabled).enabled === true;
  const verbs = Array.isArray(lxp.xApiVerbs) ? lxp.xApiVerbs.filter((v): v is string => typeof v === 'string') : null;
  return { id: text(lxp.id), lrsEnabled: on, verbs };
}

/** SPEC 7.8: {lxpServiceUrl}/api/lxp/{id}, or null without a host or an id. */
export function lxpEndpoint(serviceUrl: unknown, id: string): string | null {
  const host = text(serviceUrl).replace(/\/+$/, '');
  return host && id ? `${host}/${LXP_PATH}/${encodeURIComponent(id)}` : null;
}

/**
 * The LXP store (SPEC 7.8 "{host}/{lxpPath}/{id}, with a Bearer token"): on when settings.js
 * lxp.lrsEnabled is and the course has an LXP id, outside preview and review (SPEC 4.7); it takes
 * the verbs of lxp.xApiVerbs. The token is the learner's access token (learnerToken.ts, docs/xapi.md):
 * without one the LXP would refuse every statement, so there is no sink and the console says why.
 */
export function lxpSinkOptions(launch: TrackingLaunch): LrsSinkOptions | null {
  const { publish, settings } = launch;
  const lxp = readLxpSettings(settings.raw.lxp);
  if (!lxp.lrsEnabled || publish.isPreview || publish.isReview) return null;
  const endpoint = lxpEndpoint(publish.raw.lxpServiceUrl, lxp.id);
  if (!endpoint) {
    launch.warn('The LXP store is on, but publishSettings.js has no lxpServiceUrl or settings.js no lxp.id: no statements go to the LXP.');
    return null;
  }
  const token = learnerToken(launch.query, launch.window);
  if (!token) {
    launch.warn("The LXP store is on, but there is no learner token (a 'token' URL parameter or session storage 'token.learn'): no statements go to the LXP.");
    return null;
  }
  const contentPages = obj(settings.raw.sendXAPIStatementsForContentPages).enabled === true;
  return { id: 'lxp', endpoint, auth: `Bearer ${token}`, contentPages, allowedVerbs: lxp.verbs, storage: localOutboxStorage(launch.courseId, endpoint), warn: launch.warn };
}

export const lxpTracking = defineTrackingPlugin({
  id: 'lxp',
  open(launch: TrackingLaunch): TrackingSink[] {
    const options = lxpSinkOptions(launch);
    return options ? [createLrsSink(options)] : [];
  },
});
