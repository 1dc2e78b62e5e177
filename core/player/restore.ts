import type { DeliverySession } from '../delivery/DeliveryPlugin';
import type { Learner } from '../delivery/LearningEvent';
import type { CourseInstance } from '../models/Course';
import type { BlockState } from '../plugins/BlockState';
import type { QuestionTypes } from '../plugins/QuestionType';
import { restoreAnswers } from '../progress/answers';
import type { CodecContext, ProgressCodec } from '../progress/codec/ProgressCodec';
import { readProgress } from '../progress/readProgress';
import { savedRoute } from '../url/legacyUrl';
import { restoreBlockStates } from './blockStateRecord';
import type { Notice } from './notices';
import type { Randomization } from './randomization';
import { courseUpdateProblem, restoreAttemptState } from './restoreRules';

/** What a restore gave, for the launch rules that follow it (SPEC 4.3). */
export interface Restored {
  resumed: boolean;
  url: string;
  poolIds: string[];
  timer: unknown;
  /** SPEC 3.7 accessibility as saved (checked by LearnerAccessibility.restore); null when nothing was restored. */
  accessibility: unknown;
  /** SPEC 3.7 language as saved ('' when nothing was restored or the learner never chose; checked by CourseLanguage.setUp). */
  language: string;
  /** The store's revision of the record that was loaded, sent with the first save. */
  revision?: string;
}

export interface RestoreParts {
  course: CourseInstance;
  backend: Pick<DeliverySession, 'store' | 'attemptId'>;
  learner: Learner | null;
  codec: ProgressCodec;
  codecContext: CodecContext;
  types: QuestionTypes;
  blockStates: readonly BlockState[];
  randomization: Randomization;
  isScorm: boolean;
  isPreview: boolean;
  notify: (notice: Notice) => void;
  warn: (message: string) => void;
}

/** SPEC 4.4: restore only for the same learner; corrupt progress starts clean with a warning (SPEC 8.3). */
export async function restoreProgress(parts: RestoreParts): Promise<Restored> {
  const { course, backend, learner } = parts;
  const { store } = backend;
  const none: Restored = { resumed: false, url: '', poolIds: [], timer: null, accessibility: null, language: '' };
  // The attempt the delivery opened (SPEC 7.4's new attempt) is the course's unless the URL or the record names one (SPEC 4.3).
  if (backend.attemptId) course.setAttemptId(backend.attemptId);
  const stored = await store.load();
  if (!stored) return none;
  const kept = { ...none, revision: stored.revision };
  if (parts.isPreview) return kept; // SPEC 4.3: preview skips restoring
  let reading: ReturnType<typeof readProgress>;
  try {
    reading = readProgress(parts.codec.decode(stored.text, parts.codecContext), parts.blockStates);
  } catch (e) {
    reading = { ok: false, reason: `it cannot be decoded (${e instanceof Error ? e.message : String(e)})` };
  }
  if (!reading.ok) {
    parts.warn(`Saved progress is unreadable and was set aside; the course starts clean: ${reading.reason}.`);
    store.setAside?.(reading.reason);
    parts.notify({ key: 'player:progress warning' });
    return kept;
  }
  const record = reading.record;
  if ((record.user?.email ?? '').toLowerCase() !== (learner?.email ?? '').toLowerCase()) {
    course.setAttemptId(record.attemptId);
    return kept;
  }
  const updated = courseUpdateProblem(course, record, parts.isScorm);
  if (updated) {
    // SPEC 4.3: 'Course has been updated!' and a feedback reattempt is allowed; answers that still fit are kept.
    parts.warn(`${updated} Answers of questions that changed are not restored.`);
    course.allowFeedbackReattempt();
    parts.notify({ text: updated });
  }
  restoreAttemptState(course, record);
  restoreBlockStates(course, record, parts.blockStates);
  parts.randomization.restoreOptionOrders(record.randomizedOptionsList);
  course.batch(() => restoreAnswers(course, record, parts.types, parts.warn));
  for (const id of record.learningObjectiveConsumed) course.sectionById.get(id)?.consumeLearningObjective();
  if (record.attemptId) course.setAttemptId(record.attemptId);
  if (record.answers.some((a) => a !== null)) course.start();
  const url = savedRoute(record.url);
  course.setUrl(url);
  return { resumed: true, url, poolIds: record.questionPool, timer: record.timer, accessibility: record.accessibility, language: record.language, revision: stored.revision };
}
