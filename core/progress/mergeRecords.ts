import { isObject } from '../util/json';
import { blockEntries, type ProgressSnapshot } from './progressRecord';

/** What the merge needs to know of the course beside the two records. */
export interface MergeContext {
  /** The record fields the blocks declare (BlockState.key): each a map by block or media id. */
  blockStateKeys: readonly string[];
  /**
   * The question at a record index: its type and the compact form this player writes that type in
   * (QuestionType.compactVersion); undefined for an index no question of the course has.
   */
  questionAt(index: number): { type: string; form: number } | undefined;
}

/** An entry of answers[] that is an answer: not empty, and not a previous attempt's answer kept as a start (SPEC 4.2, `p`). */
const isAnswered = (entry: unknown): boolean => entry !== null && entry !== undefined && !(isObject(entry) && typeof entry.p === 'boolean');

/** The score an entry holds: 100 and 0 stand for themselves (docs/progress-format.md), else its `s`. */
const scoreOf = (entry: unknown): number => (typeof entry === 'number' ? entry : isObject(entry) && typeof entry.s === 'number' ? entry.s : 0);

/**
 * Whether the remote entry of question `index` replaces the local one. Per question the answer of the
 * later or better attempt wins: an answered question beats an unanswered one; both answered, the
 * higher attempt number (SPEC 4.2 attemptNumber), then the higher score, then the local one. Neither
 * answered: the local entry, unless it has none and the remote keeps a previous answer.
 */
function remoteWins(local: ProgressSnapshot, remote: ProgressSnapshot, index: number): boolean {
  const [l, r] = [local.answers[index] ?? null, remote.answers[index] ?? null];
  if (isAnswered(l) !== isAnswered(r)) return isAnswered(r);
  if (!isAnswered(l)) return l === null && r !== null;
  const attempt = (record: ProgressSnapshot) => record.attempts[index] ?? 1;
  if (attempt(remote) !== attempt(local)) return attempt(remote) > attempt(local);
  return scoreOf(r) > scoreOf(l);
}

/**
 * A compact entry (an object) is read in the form its record names for the type; this player reads
 * the merged record in its own forms, so a remote entry saved in another form (a device running
 * another version of the player) is not taken. 100 and 0 mean the same in every form.
 */
function sameForm(remote: ProgressSnapshot, index: number, context: MergeContext): boolean {
  if (!isObject(remote.answers[index])) return true;
  const question = context.questionAt(index);
  return question !== undefined && (remote.answerForms?.[question.type] ?? 1) === question.form;
}

function mergeAnswers(local: ProgressSnapshot, remote: ProgressSnapshot, context: MergeContext): Pick<ProgressSnapshot, 'answers' | 'attempts' | 'answerForms'> {
  const answers = [...local.answers];
  const attempts = [...local.attempts];
  const answerForms = { ...local.answerForms };
  for (let i = 0; i < remote.answers.length; i++) {
    if (!context.questionAt(i) || !remoteWins(local, remote, i) || !sameForm(remote, i, context)) continue;
    while (answers.length < i) answers.push(null);
    while (attempts.length < i) attempts.push(null);
    answers[i] = remote.answers[i];
    attempts[i] = remote.attempts[i] ?? null;
    const question = context.questionAt(i)!;
    if (isObject(remote.answers[i]) && question.form !== 1) answerForms[question.type] = question.form;
  }
  return { answers, attempts, answerForms };
}

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...new Set([...a, ...b])];

/** SPEC 4.6: the timer that ran longer (the local one on equal time); one beats none. */
function laterTimer(local: ProgressSnapshot['timer'], remote: ProgressSnapshot['timer']): ProgressSnapshot['timer'] {
  if (!remote) return local;
  if (!local) return remote;
  return remote.elapsed > local.elapsed ? remote : local;
}

/** SPEC 4.1: the completion date is set once, so the earlier of two is the true one; one beats none. */
function earlierDate(local: string, remote: string): string {
  if (!remote) return local;
  if (!local) return remote;
  const [l, r] = [Date.parse(local), Date.parse(remote)];
  return Number.isNaN(l) || Number.isNaN(r) ? local : r < l ? remote : local;
}

/**
 * SPEC 4.5: the pool and the option orders belong to a course attempt, so they come from the record
 * of the higher one. On the same attempt both devices drew the same (the draw follows the attempt
 * id): the local orders, with the remote's for the questions this device has not shown yet.
 */
function draw(local: ProgressSnapshot, remote: ProgressSnapshot): Pick<ProgressSnapshot, 'questionPool' | 'randomizedOptionsList'> {
  if (remote.courseAttemptNumber > local.courseAttemptNumber) return { questionPool: remote.questionPool, randomizedOptionsList: remote.randomizedOptionsList };
  if (remote.courseAttemptNumber < local.courseAttemptNumber) return { questionPool: local.questionPool, randomizedOptionsList: local.randomizedOptionsList };
  const length = Math.max(local.randomizedOptionsList.length, remote.randomizedOptionsList.length);
  const orders = Array.from({ length }, (_, i) => local.randomizedOptionsList[i] ?? remote.randomizedOptionsList[i] ?? null);
  return { questionPool: local.questionPool, randomizedOptionsList: orders };
}

/**
 * Two saved records of the same attempt (SPEC 3.7), this device's (`local`) and the one the store
 * holds (`remote`, written by another device or tab meanwhile), merged so that no answer, visit or
 * state of either is lost (issue 21 §5). Pure: neither record is changed. The rules, field by field,
 * are in docs/delivery.md ("When two devices save the same attempt").
 *
 * What says where this device is (url, section, language, accessibility, the learner, the attempt id
 * and the checksum) stays this device's.
 */
export function mergeRecords(local: ProgressSnapshot, remote: ProgressSnapshot, context: MergeContext): ProgressSnapshot {
  const blocks: Record<string, unknown> = {};
  // Per block id, the local entry wins: it is what this learner sees on this device now.
  for (const key of context.blockStateKeys) blocks[key] = { ...blockEntries(remote, key), ...blockEntries(local, key) };
  return {
    ...local,
    ...mergeAnswers(local, remote, context),
    opened: union(local.opened, remote.opened).sort((a, b) => a - b),
    learningObjectiveConsumed: union(local.learningObjectiveConsumed, remote.learningObjectiveConsumed),
    ...blocks,
    // SPEC 4.5: submitting counts the course attempt once; a count or a submit made on either device stands.
    courseAttemptNumber: Math.max(local.courseAttemptNumber, remote.courseAttemptNumber),
    allQuestionsSubmitted: local.allQuestionsSubmitted || remote.allQuestionsSubmitted,
    submitOnceAttempt: Math.max(local.submitOnceAttempt, remote.submitOnceAttempt),
    finished: local.finished || remote.finished,
    timer: laterTimer(local.timer, remote.timer),
    completionDate: earlierDate(local.completionDate, remote.completionDate),
    // A certificate saved on either device was saved (SPEC 3.2 isCertificateDownloaded; absent is false).
    ...(local.certificateDownloaded || remote.certificateDownloaded ? { certificateDownloaded: true } : {}),
    ...draw(local, remote),
  };
}
