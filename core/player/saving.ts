import type { Learner } from '../delivery/LearningEvent';
import type { ProgressStore, StoredProgress } from '../delivery/ProgressStore';
import { SaveScheduler } from '../delivery/SaveScheduler';
import type { CourseInstance } from '../models/Course';
import type { QuestionInstance } from '../models/Question';
import type { BlockState } from '../plugins/BlockState';
import type { QuestionTypes } from '../plugins/QuestionType';
import { AnswerLog } from '../progress/answers';
import { ProgressTooLargeError } from '../progress/codec/errors';
import type { CodecContext, Encoded, ProgressCodec } from '../progress/codec/ProgressCodec';
import { mergeRecords, type MergeContext } from '../progress/mergeRecords';
import { emptyProgress, type ProgressSnapshot } from '../progress/progressRecord';
import { readProgress } from '../progress/readProgress';
import { blockStateFields } from './blockStateRecord';
import type { SaveTuning } from './services';

/**
 * What the record holds besides the course model and the answers, read when a write starts. The
 * owners that keep it (the draw, the timer, the media gate) hand in readers: saving reads them, it
 * never calls back into them.
 */
export interface RecordSources {
  language(): string;
  /** The question pool and the option orders as saved (SPEC 3.7 questionPool, randomizedOptionsList). */
  pool(): string[];
  optionOrders(): unknown[];
  /** The timer's record field (SPEC 3.7 timer), null without a timer. */
  timer(): unknown;
  /** SPEC 4.1 course finished (the last voice-over included). */
  finished(): boolean;
  /** SPEC 3.7 accessibility: the learner's settings as saved (core/accessibility/settings.ts savedForm). */
  accessibility?(): Record<string, unknown>;
}

/**
 * SPEC 3.7 user: who the delivery says the learner is; the name they typed for a certificate (issue
 * 26) stands where the delivery knows no name, so it is there on the next launch.
 */
function savedUser(learner: Learner | null, typedName: string): ProgressSnapshot['user'] {
  const name = learner?.name || typedName || null;
  if (!learner) return name ? { email: null, name } : null;
  return { email: learner.email ?? null, name, ...(learner.authorizationSkipped ? { authorizationSkipped: true } : {}) };
}

/** Puts a merged record's state into the course (the owners that hold it: mergedState.ts); `local` is the record before. */
export type ApplyMerged = (local: ProgressSnapshot, merged: ProgressSnapshot) => void;

export interface SavingParts {
  course: CourseInstance;
  store: ProgressStore;
  /** The delivery's id, for warnings ('the scorm12 store'). */
  storeName: string;
  codec: ProgressCodec;
  codecContext: CodecContext;
  questionTypes: QuestionTypes;
  /** The states the blocks declare (SPEC 3.7 block fields). */
  blockStates: readonly BlockState[];
  /** Whose progress this is (SPEC 3.7 user): restore compares it with the learner of the next launch. */
  learner: Learner | null;
  sources: RecordSources;
  tuning: SaveTuning;
  warn: (message: string) => void;
}

/**
 * The one owner of saving (SPEC 4.4): the record's answer log, the record itself, its encoding for the
 * store's budget, and the one SaveScheduler every write goes through (ARCHITECTURE.md "Delivery
 * layer"). Owners say that something changed; the scheduler asks for the latest record when it
 * writes, so a burst of changes costs one write and the latest state wins.
 */
export class Saving {
  /** The record's answer arrays, kept per question (progress/answers.ts). */
  readonly answers: AnswerLog;
  private scheduler: SaveScheduler | null = null;
  private dropped = '';

  constructor(private readonly parts: SavingParts) {
    this.answers = new AnswerLog(parts.questionTypes);
  }

  /**
   * From now on changes are written; `revision`: the store's revision of the record that was loaded.
   * With `applyMerged`, a write the store refuses as a conflict is merged (issue 21 §5) and written again.
   */
  start(revision: string | undefined, applyMerged?: ApplyMerged): void {
    const { store, tuning, warn } = this.parts;
    const resolveConflict = applyMerged && (() => this.merge(applyMerged));
    this.scheduler = new SaveScheduler(store, () => this.encode(), { revision, timing: tuning.timing, clock: tuning.clock, warn, resolveConflict });
  }

  /**
   * Another device or tab saved this attempt since this one's revision: read what the store holds,
   * merge it with the learner's state here (core/progress/mergeRecords.ts), put the merged state in
   * the course, and answer the store's revision for the write that follows. A record that cannot be
   * read, or is another learner's (SPEC 4.4), is not merged: this device's record is written over it.
   * null when the store could not be read: the scheduler tries again later.
   */
  private async merge(apply: ApplyMerged): Promise<{ revision?: string } | null> {
    const { store, codec, codecContext, blockStates, learner, warn } = this.parts;
    let stored: StoredProgress | null;
    try {
      stored = await store.load();
    } catch {
      return null;
    }
    if (!stored) return { revision: undefined };
    let reading: ReturnType<typeof readProgress>;
    try {
      reading = readProgress(codec.decode(stored.text, codecContext), blockStates);
    } catch (e) {
      reading = { ok: false, reason: `it cannot be decoded (${e instanceof Error ? e.message : String(e)})` };
    }
    const remote = reading.ok ? reading.record : null;
    const sameLearner = remote && (remote.user?.email ?? '').toLowerCase() === (learner?.email ?? '').toLowerCase();
    if (!remote || !sameLearner) {
      const reason = reading.ok ? 'it is another learner’s' : reading.reason;
      warn(`The progress another device saved could not be merged (${reason}); this device's progress is written over it. It was: ${stored.text}`);
      return { revision: stored.revision };
    }
    const local = this.record();
    apply(local, mergeRecords(local, remote, this.mergeContext()));
    this.rebuildAnswers();
    return { revision: stored.revision };
  }

  private mergeContext(): MergeContext {
    const { course, questionTypes, blockStates } = this.parts;
    const byIndex = new Map(course.questions.map((q) => [q.index, q]));
    return {
      blockStateKeys: blockStates.map((s) => s.key),
      questionAt: (index) => {
        const q = byIndex.get(index);
        return q && q.supported ? { type: q.type, form: questionTypes.questionType(q.type).compactVersion ?? 1 } : undefined;
      },
    };
  }

  /** Something the record holds changed (a question's answer or visit when given): written soon. */
  changed(question?: QuestionInstance): void {
    if (question) this.answers.update(question);
    this.scheduler?.request('change');
  }

  /** The timer ticked: its time is written, at the store's slower clock pace. */
  ticked(): void {
    this.scheduler?.request('clock');
  }

  /** After a retake or a start over every answer is read again. */
  rebuildAnswers(): void {
    this.answers.rebuild(this.parts.course);
  }

  /** Writes what is pending now and waits for the store ("Continue course later", tests). */
  async flush(): Promise<void> {
    await this.scheduler?.flush();
  }

  /** Page hide: now, synchronously where the store can. */
  flushSync(): void {
    this.scheduler?.flushSync();
  }

  /** The last write; with `sync` (the page is going away) synchronously. Changes after it are not written. */
  async close(sync: boolean): Promise<void> {
    if (sync) this.scheduler?.closeSync();
    else await this.scheduler?.close();
  }

  /** SPEC 4.5 start over: the store's record is removed. */
  async remove(): Promise<void> {
    await this.parts.store.remove();
  }

  /** The saved record of SPEC 3.7 as it stands. */
  record(): ProgressSnapshot {
    const { course, learner, sources } = this.parts;
    return {
      ...emptyProgress(),
      url: course.url,
      user: savedUser(learner, course.certificateName),
      attemptId: course.attemptId,
      courseChecksum: course.checksum,
      language: sources.language(),
      learningObjectiveConsumed: course.sections.filter((s) => s.isConsumedLearningObjective).map((s) => s.id),
      courseAttemptNumber: course.courseAttempt,
      allQuestionsSubmitted: course.isAttemptSubmitted,
      submitOnceAttempt: course.reAttemptedSubmitAtOnce ? 1 : 0,
      questionPool: sources.pool(),
      randomizedOptionsList: sources.optionOrders(),
      timer: sources.timer() as ProgressSnapshot['timer'],
      completionDate: course.completionDate,
      // Written only once true: absent is false (progressRecord.ts), so records stay as they were until a download.
      ...(course.isCertificateDownloaded ? { certificateDownloaded: true } : {}),
      finished: sources.finished(),
      accessibility: sources.accessibility?.() ?? {},
      isForcedNavigationEnabled: course.rules.forceNavigation,
      ...blockStateFields(course, this.parts.blockStates),
      ...this.answers.snapshot(),
    };
  }

  /** The codec's text for the store's limits; what it had to leave out is said once per change of it. */
  private encode(): string | null {
    const { store, codec, codecContext, storeName, warn } = this.parts;
    let encoded: Encoded;
    try {
      encoded = codec.encode(this.record(), store.limits, codecContext);
    } catch (e) {
      if (!(e instanceof ProgressTooLargeError)) throw e;
      // Nothing is written cut short: the store keeps its last whole record (docs/progress-format.md).
      const said = `too large: ${e.message}`;
      if (said !== this.dropped) warn(`Progress is not saved to the ${storeName} store: ${e.message}. It keeps the last record that fitted.`);
      this.dropped = said;
      return null;
    }
    const { text, dropped } = encoded;
    const said = dropped.join(', ');
    if (said && said !== this.dropped) {
      warn(`Saved progress does not fit the ${store.limits.maxChars ?? ''} characters the ${storeName} store takes; left out (rebuilt on the next launch): ${said}.`);
    }
    this.dropped = said;
    return text;
  }
}
