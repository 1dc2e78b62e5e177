import type { SnapshotIn } from 'mobx-state-tree';
import { ErrorMessages, PlayerError } from '../errors/catalogue';
import type { CourseModel, QuestionDataSource } from '../models/Course';
import type { QuestionInfo } from '../models/Question';
import type { SectionInfo } from '../models/Section';
import { parseBlockList } from '../plugins/blocks';
import type { QuestionData, QuestionTypes } from '../plugins/QuestionType';
import { fnv1a } from '../util/hash';
import { bool, isObject, str, type JsonObject } from '../util/json';
import type { CoursePackage } from './loadPackage';
import { localizeDeep, pickText } from './localize';
import { questionKind } from './questionKind';

const COMMON_FIELDS = new Set([
  'id', 'title', 'type', 'voiceOver', 'learningContents', 'questionInstructions', 'questionCorrectFeedbacks',
  'questionIncorrectFeedbacks', 'hasCorrectFeedback', 'hasIncorrectFeedback', 'isGeneralFeedback', 'isSurvey',
]);

/** SPEC 3.2: the checksum derives from the question ids and their answer ids. */
export function courseChecksum(questions: { id: string; raw: Record<string, unknown> }[]): string {
  const parts = questions.map((q) => {
    const ids: string[] = [];
    for (const key of ['answers', 'answerGroups', 'dropspots']) {
      const list = q.raw[key];
      if (Array.isArray(list)) for (const a of list) if (isObject(a) && typeof a.id === 'string') ids.push(a.id);
    }
    return `${q.id}:${ids.join(',')}`;
  });
  return fnv1a(parts.join('|'));
}

/** data.js voiceOver: null, a media path, or an object carrying one ({url} / {src} / {mediaUrl}). */
function voiceOverPath(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (isObject(value)) for (const key of ['url', 'src', 'mediaUrl', 'audioUrl']) if (typeof value[key] === 'string' && value[key]) return value[key] as string;
  return null;
}

/** A question's full data for the plugins: common fields parsed, the type's own fields localised. */
function questionData(q: JsonObject, info: QuestionInfo, localize: (value: unknown) => unknown): QuestionData {
  const raw: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) if (!COMMON_FIELDS.has(k)) raw[k] = localize(v);
  return {
    id: info.id,
    type: info.type,
    title: info.title,
    sectionId: info.sectionId,
    index: info.index,
    isSurvey: info.isSurvey,
    instructions: parseBlockList(q.questionInstructions),
    learningContents: parseBlockList(q.learningContents),
    correctFeedback: parseBlockList(q.questionCorrectFeedbacks),
    incorrectFeedback: parseBlockList(q.questionIncorrectFeedbacks),
    hasCorrectFeedback: bool(q.hasCorrectFeedback, true),
    hasIncorrectFeedback: bool(q.hasIncorrectFeedback, true),
    isGeneralFeedback: bool(q.isGeneralFeedback),
    voiceOver: voiceOverPath(localize(q.voiceOver)),
    raw,
  };
}

/**
 * One question of content/data.js as a plugin receives it, for tests and tools (the conformance kit,
 * a plugin author's unit tests). Multilingual texts are picked for `language`.
 */
export function questionDataFromJson(question: JsonObject, options: { sectionId?: string; index?: number; language?: string } = {}): QuestionData {
  const language = options.language ?? 'en';
  const info: QuestionInfo = {
    id: str(question.id),
    type: str(question.type, 'unknown'),
    sectionId: options.sectionId ?? '',
    index: options.index ?? 0,
    title: pickText(question.title, language, language),
    isSurvey: bool(question.isSurvey),
    supported: true,
    answeredOnOpen: false,
    affectsProgress: true,
  };
  // Without the package's language list, an object of strings keyed by language-code-like keys is a text.
  const codes = { has: (key: string) => /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i.test(key) };
  const localize = (value: unknown): unknown => localizeDeep(value, language, language, codes);
  return questionData(question, info, localize);
}

/** The question type ids content/data.js uses (its sections, or 'objectives' in very old packages). */
export function questionTypesOf(data: JsonObject): Set<string> {
  const sections = Array.isArray(data.sections) ? data.sections : Array.isArray(data.objectives) ? data.objectives : [];
  const types = new Set<string>();
  for (const s of sections) {
    if (!isObject(s) || !Array.isArray(s.questions)) continue;
    for (const q of s.questions) if (isObject(q) && typeof q.type === 'string') types.add(q.type);
  }
  return types;
}

export interface BuiltCourse {
  snapshot: SnapshotIn<typeof CourseModel>;
  /** Builds a question's full data on first use: a 2,000-question course pays only for the pages opened. */
  dataSource: QuestionDataSource;
}

/**
 * Turns content/data.js into the course model for the course language. Very old packages call
 * sections 'objectives'; a missing templateId is the empty string (PACKAGE-FORMAT.md). A course
 * made only of content pages with showContentPages off is SPEC 8.3's show-content error.
 */
export function buildCourse(pkg: CoursePackage, types: QuestionTypes): BuiltCourse {
  const data = pkg.data;
  const lang = pkg.language.language;
  const fallback = pkg.defaultLanguage.language;
  const codes = new Set([...pkg.languages.map((l) => l.language), lang, fallback]);
  const text = (v: unknown) => pickText(v, lang, fallback);
  const rawSections = (Array.isArray(data.sections) ? data.sections : Array.isArray(data.objectives) ? data.objectives : []).filter(isObject);
  const shortIds = pkg.publish.questionShortIds;
  const template = pkg.template;

  const rawQuestions = new Map<string, JsonObject>();
  const sectionInfos: SectionInfo[] = [];
  const pending: { raw: JsonObject; sectionId: string }[] = [];
  for (const s of rawSections) {
    const sectionId = str(s.id);
    const questionIds: string[] = [];
    for (const q of Array.isArray(s.questions) ? s.questions : []) {
      if (!isObject(q) || typeof q.id !== 'string' || rawQuestions.has(q.id)) continue;
      rawQuestions.set(q.id, q);
      questionIds.push(q.id);
      pending.push({ raw: q, sectionId });
    }
    sectionInfos.push({
      id: sectionId,
      title: text(s.title),
      imageUrl: str(s.imageUrl),
      learningObjective: text(s.learningObjective),
      isTransparent: bool(s.isTransparent),
      questionIds,
    });
  }
  // questionShortIds give stable indexes only when every question has one and none repeats.
  const useShortIds =
    pending.length > 0 &&
    pending.every(({ raw }) => Number.isInteger(shortIds[raw.id as string])) &&
    new Set(pending.map(({ raw }) => shortIds[raw.id as string])).size === pending.length;

  const questionInfos: QuestionInfo[] = pending.map(({ raw, sectionId }, flatIndex) => {
    const { type, isSurvey, supported, answeredOnOpen, affectsProgress } = questionKind(raw, types, template.allowScoringOfContentPages);
    return {
      id: raw.id as string,
      type,
      sectionId,
      index: useShortIds ? shortIds[raw.id as string] : flatIndex,
      title: text(raw.title),
      isSurvey,
      supported,
      answeredOnOpen,
      affectsProgress,
    };
  });

  // SPEC 2.9 / 8.3: content pages are all this course has, and the author switched them off.
  if (!template.showContentPages && questionInfos.length > 0 && questionInfos.every((q) => q.answeredOnOpen)) {
    throw new PlayerError('showContent', ErrorMessages.showContentDisabled);
  }

  const dataSource: QuestionDataSource = (info) => questionData(rawQuestions.get(info.id) ?? {}, info, (v) => localizeDeep(v, lang, fallback, codes));

  return {
    snapshot: {
      id: str(data.id),
      title: text(data.title),
      templateId: str(data.templateId),
      createdOn: str(data.createdOn),
      createdBy: str(data.createdBy),
      hasIntroductionContent: bool(data.hasIntroductionContent, Array.isArray(data.introductions) && data.introductions.length > 0),
      introductions: parseBlockList(data.introductions),
      passedAfterwords: parseBlockList(data.passedAfterwords),
      failedAfterwords: parseBlockList(data.failedAfterwords),
      sectionInfos,
      questionInfos,
      masteryScore: template.masteryScore,
      allowScoringOfContentPages: template.allowScoringOfContentPages,
      showContentPages: template.showContentPages,
      rules: {
        submitMode: template.submitAnswers,
        attempts: template.numberOfAttempts,
        forceNavigation: template.forceNavigation,
        answersFromPreviousAttempt: template.answersFromPreviousAttempt,
        pool: template.questionPool,
        randomizeOptions: template.answerOptionsOrder === 'randomize',
        timer: template.timer,
      },
      checksum: courseChecksum(pending.map(({ raw }) => ({ id: raw.id as string, raw }))),
    },
    dataSource,
  };
}
