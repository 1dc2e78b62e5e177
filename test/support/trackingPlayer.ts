import { readPublishSettings, readTemplateSettings, TrackingPlugin, type PlayerSession, type TrackingLaunch, type TrackingPlugin as Plugin } from '@core';
import { createTestPlayer, type TestPlayerOptions } from './createTestPlayer';

type Override = (body: string | null) => string;

/** settings.js or publishSettings.js of the showcase with some keys changed. */
export const withKeys = (change: Record<string, unknown>): Override => (body) => JSON.stringify({ ...JSON.parse(body ?? '{}'), ...change });

/** A test player with one tracking plugin registered as the app registers its built-in ones. */
export function trackingPlayer(plugin: Plugin, options: TestPlayerOptions = {}) {
  return createTestPlayer({ ...options, trackings: [plugin] });
}

/** Answers every question of the course correctly (the statements of a whole course). */
export function answerAll(session: PlayerSession): void {
  for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
}

/** The satisfaction survey answered (SPEC 2.8), as the survey popup (app/survey) reports it. */
export function evaluateCourse(session: PlayerSession, rating: number, comment: string): void {
  session.actions.evaluate(rating, comment);
}

/** What a tracking plugin is asked with, from settings.js / publishSettings.js keys; its warnings collected. */
export function trackingLaunch(parts: { settings?: Record<string, unknown>; publish?: Record<string, unknown>; query?: string; window?: Window | null; delivery?: TrackingLaunch['delivery'] } = {}) {
  const warnings: string[] = [];
  const launch: TrackingLaunch = {
    publish: readPublishSettings({ publishMode: 'Publish', ...parts.publish }),
    settings: readTemplateSettings({}, parts.settings ?? {}),
    query: new URLSearchParams(parts.query ?? ''),
    window: parts.window ?? null,
    courseId: 'course-1',
    templateId: '',
    delivery: parts.delivery ?? { id: 'browser', learner: null },
    warn: (m) => warnings.push(m),
  };
  return { launch, warnings };
}
