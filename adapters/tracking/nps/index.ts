import { createLrsSink, defineTrackingPlugin, serviceAuthorization, type LearningEvent, type TrackingLaunch, type TrackingSink } from '@core';
import { localOutboxStorage } from '../lrs/localOutboxStorage';

const enabled = (v: unknown): boolean => !!v && typeof v === 'object' && (v as { enabled?: unknown }).enabled === true;

/** SPEC 7.8: the NPS store is {defaultNpsUrl}/xApi; or null when publishSettings.js names no host. */
export function npsEndpoint(publishRaw: Record<string, unknown>): string | null {
  const host = typeof publishRaw.defaultNpsUrl === 'string' ? publishRaw.defaultNpsUrl.trim() : '';
  return host ? `${host.replace(/\/+$/, '')}/xApi` : null;
}

/**
 * The satisfaction-survey store (SPEC 7.8 "the NPS store at {host}/xApi"): it takes only the course
 * evaluation of SPEC 2.8 (the 'evaluated' learning event), not the learner's answers, which are the
 * LRS's. 'launched' goes in too because it tells the statement builder the course and the learner;
 * its statements are filtered out by the verb list. SPEC sends it no credentials, but the learner
 * service takes no statement without them (docs/service.md, "Default LRS"): npsTracking gives it
 * serviceAuthorization's, the learner's token or the course's default-LRS credentials.
 */
export function npsSink(options: Omit<Parameters<typeof createLrsSink>[0], 'id' | 'allowedVerbs'>): TrackingSink {
  const inner = createLrsSink({ ...options, id: 'nps', allowedVerbs: ['evaluated'] });
  return {
    id: inner.id,
    handle(event: LearningEvent) {
      if (event.type === 'launched' || event.type === 'evaluated') inner.handle(event);
    },
    flush: (mode) => inner.flush(mode),
    get pending() {
      return inner.pending;
    },
    get state() {
      return inner.state;
    },
  };
}

/**
 * On when settings.js conductLearnerSatisfactionSurvey is (SPEC 3.1), except where SPEC 4.7 turns
 * the survey off (preview, review). The survey is shown in SCORM and xAPI packages too (SPEC 2.8's
 * thanks step has their close button), and its store is the product's own, so they send there too.
 */
export const npsTracking = defineTrackingPlugin({
  id: 'nps',
  open(launch: TrackingLaunch): TrackingSink[] {
    const { publish, settings } = launch;
    if (!enabled(settings.raw.conductLearnerSatisfactionSurvey) || publish.isPreview || publish.isReview) return [];
    const endpoint = npsEndpoint(publish.raw);
    if (!endpoint) {
      launch.warn('The satisfaction survey is on, but publishSettings.js has no defaultNpsUrl: the evaluations are not sent.');
      return [];
    }
    return [npsSink({ endpoint, auth: serviceAuthorization(endpoint, { publishRaw: publish.raw, settingsRaw: settings.raw, learnerToken: launch.delivery.learnerToken }), storage: localOutboxStorage(launch.courseId, endpoint), warn: launch.warn })];
  },
});
