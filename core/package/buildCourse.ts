import type { SnapshotIn } from 'mobx-state-tree';
import type { CourseModel } from '../models/Course';
import { parseBlockList } from '../plugins/blocks';
import type { QuestionData } from '../plugins/QuestionType';
import type { PluginRegistry } from '../plugins/registry';
import { fnv1a } from '../util/hash';
import { bool, isObject, str, type JsonObject } from '../util/json';
import type { CoursePackage } from './loadPackage';
import { localizeDeep, pickText } from './localize';

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

/**
 * Turns content/data.js into the course model's snapshot for the course language. Very old packages
 * call sections 'objectives'; a missing templateId is the empty string (PACKAGE-FORMAT.md).
 */
export function buildCourseSnapshot(pkg: CoursePackage, registry: PluginRegistry): SnapshotIn<typeof CourseModel> {
  const data = pkg.data;
  const lang = pkg.language.language;
  const fallback = pkg.defaultLanguage.language;
  const codes = new Set([...pkg.languages.map((l) => l.language), lang, fallback]);
  const text = (v: unknown) => pickText(v, lang, fallback);
  const rawSections = Array.isArray(data.sections) ? data.sections : Array.isArray(data.objectives) ? data.objectives : [];
  const shortIds = pkg.publish.questionShortIds;

  const questionInputs: { section: JsonObject; question: JsonObject }[] = [];
  for (const s of rawSections) {
    if (!isObject(s)) continue;
    const qs = Array.isArray(s.questions) ? s.questions : [];
    for (const q of qs) if (isObject(q) && typeof q.id === 'string') questionInputs.push({ section: s, question: q });
  }
  // questionShortIds give stable indexes only when every question has one and none repeats.
  const useShortIds =
    questionInputs.length > 0 &&
    questionInputs.every(({ question }) => Number.isInteger(shortIds[question.id as string])) &&
    new Set(questionInputs.map(({ question }) => shortIds[question.id as string])).size === questionInputs.length;

  let flatIndex = 0;
  const allQuestions: QuestionData[] = [];
  const sections = rawSections.filter(isObject).map((s) => {
    const sectionId = str(s.id);
    const questions = (Array.isArray(s.questions) ? s.questions : []).filter(isObject).filter((q) => typeof q.id === 'string').map((q) => {
      const id = q.id as string;
      const type = str(q.type, 'unknown');
      const raw: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(q)) if (!COMMON_FIELDS.has(k)) raw[k] = localizeDeep(v, lang, fallback, codes);
      const question: QuestionData = {
        id,
        type,
        title: text(q.title),
        sectionId,
        index: useShortIds ? shortIds[id] : flatIndex,
        isSurvey: bool(q.isSurvey),
        instructions: parseBlockList(q.questionInstructions),
        learningContents: parseBlockList(q.learningContents),
        correctFeedback: parseBlockList(q.questionCorrectFeedbacks),
        incorrectFeedback: parseBlockList(q.questionIncorrectFeedbacks),
        hasCorrectFeedback: bool(q.hasCorrectFeedback, true),
        hasIncorrectFeedback: bool(q.hasIncorrectFeedback, true),
        isGeneralFeedback: bool(q.isGeneralFeedback),
        raw,
      };
      flatIndex++;
      allQuestions.push(question);
      const plugin = registry.hasQuestionType(type) ? registry.questionType(type) : null;
      return {
        id,
        type,
        sectionId,
        index: question.index,
        supported: plugin !== null,
        answeredOnOpen: plugin?.answeredOnOpen ?? false,
        data: question,
      };
    });
    return {
      id: sectionId,
      title: text(s.title),
      imageUrl: str(s.imageUrl),
      learningObjective: text(s.learningObjective),
      isTransparent: bool(s.isTransparent),
      questions,
    };
  });

  return {
    id: str(data.id),
    title: text(data.title),
    templateId: str(data.templateId),
    createdOn: str(data.createdOn),
    createdBy: str(data.createdBy),
    hasIntroductionContent: bool(data.hasIntroductionContent, Array.isArray(data.introductions) && data.introductions.length > 0),
    introductions: parseBlockList(data.introductions),
    passedAfterwords: parseBlockList(data.passedAfterwords),
    failedAfterwords: parseBlockList(data.failedAfterwords),
    sections,
    masteryScore: pkg.template.masteryScore,
    allowScoringOfContentPages: pkg.template.allowScoringOfContentPages,
    showContentPages: pkg.template.showContentPages,
    checksum: courseChecksum(allQuestions),
  };
}
