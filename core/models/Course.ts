import { types, type Instance } from 'mobx-state-tree';
import type { BlockRef } from '../plugins/blocks';
import type { QuestionData } from '../plugins/QuestionType';
import { buildChain } from '../rules/navigation';
import { courseStatus, sectionStatus, Status } from '../rules/status';
import { Question, QuestionStateModel, type QuestionInfo } from './Question';
import { Section, type SectionInfo } from './Section';

/** Builds a question's full data (answers, blocks, texts in the course language) when first needed. */
export type QuestionDataSource = (info: QuestionInfo) => QuestionData;

/**
 * SPEC 3.2 course. The tree (sections and their questions) is frozen structure; what changes while
 * a learner works is the per-question state map and the consumed objectives. Scores and statuses
 * are views, computed from the states that exist, so they cost the answered questions, not the
 * whole course.
 */
export const CourseModel = types
  .model('Course', {
    id: types.string,
    title: types.string,
    templateId: types.optional(types.string, ''),
    createdOn: types.optional(types.string, ''),
    createdBy: types.optional(types.string, ''),
    hasIntroductionContent: false,
    introductions: types.frozen<BlockRef[]>([]),
    passedAfterwords: types.frozen<BlockRef[]>([]),
    failedAfterwords: types.frozen<BlockRef[]>([]),
    sectionInfos: types.frozen<SectionInfo[]>([]),
    questionInfos: types.frozen<QuestionInfo[]>([]),
    masteryScore: types.frozen<{ score: number; isOverall: boolean }>({ score: 100, isOverall: true }),
    allowScoringOfContentPages: false,
    showContentPages: true,
    checksum: '',
    attemptId: '',
    started: false,
    url: '',
    states: types.map(QuestionStateModel),
    consumedObjectives: types.map(types.boolean),
  })
  .volatile(() => ({ dataSource: null as QuestionDataSource | null }))
  .actions((self) => ({
    attachDataSource(source: QuestionDataSource) {
      self.dataSource = source;
    },
    ensureState(id: string) {
      return self.states.get(id) ?? self.states.put({ id });
    },
    consumeObjective(id: string) {
      self.consumedObjectives.set(id, true);
    },
    setUrl(url: string) {
      self.url = url;
    },
    setAttemptId(id: string) {
      self.attemptId = id;
    },
    start() {
      self.started = true;
    },
  }))
  .extend((self) => {
    const host = {
      stateOf: (id: string) => self.states.get(id),
      ensureState: (id: string) => self.ensureState(id),
      questionData: (info: QuestionInfo) => {
        if (!self.dataSource) throw new Error('The course has no question data source attached');
        return self.dataSource(info);
      },
      isObjectiveConsumed: (id: string) => self.consumedObjectives.get(id) === true,
      consumeObjective: (id: string) => self.consumeObjective(id),
    };
    const questions = self.questionInfos.map((info) => new Question(host, info));
    const questionById = new Map(questions.map((q) => [q.id, q]));
    const sections = self.sectionInfos.map(
      (info) => new Section(host, info, info.questionIds.map((id) => questionById.get(id)).filter((q): q is Question => Boolean(q))),
    );
    const sectionById = new Map(sections.map((s) => [s.id, s]));
    const progressQuestions = questions.filter((q) => q.affectsProgress);
    const chain = buildChain(
      self.sectionInfos.map((s) => ({ id: s.id, isTransparent: s.isTransparent, learningObjective: s.learningObjective, questionIds: s.questionIds })),
      self.showContentPages,
    );

    return {
      views: {
        get questions(): Question[] {
          return questions;
        },
        get sections(): Section[] {
          return sections;
        },
        get questionById(): Map<string, Question> {
          return questionById;
        },
        get sectionById(): Map<string, Section> {
          return sectionById;
        },
        get chain(): string[] {
          return chain;
        },
        /** SPEC 3.4 affectsProgress: not for content pages or surveys, unless content-page scoring is on. */
        affectsProgress(q: Question): boolean {
          return q.affectsProgress;
        },
        get progressQuestions(): Question[] {
          return progressQuestions;
        },
        /** Correctly answered progress questions per section, from the states that exist. */
        get correctBySection(): Map<string, number> {
          const counts = new Map<string, number>();
          for (const state of self.states.values()) {
            const q = questionById.get(state.id);
            if (q?.affectsProgress && state.isAnswered && state.score === 100) counts.set(q.sectionId, (counts.get(q.sectionId) ?? 0) + 1);
          }
          return counts;
        },
        get answeredCount(): number {
          let n = 0;
          for (const state of self.states.values()) if (state.isAnswered && questionById.get(state.id)?.affectsProgress) n++;
          return n;
        },
        /** Something was answered or opened: the cover offers "continue" instead of "start". */
        get hasProgress(): boolean {
          return self.states.size > 0;
        },
      },
    };
  })
  .views((self) => ({
    get correctCount(): number {
      let n = 0;
      for (const c of self.correctBySection.values()) n += c;
      return n;
    },
    sectionHasProgressQuestions(section: Section): boolean {
      return section.questions.some((q) => q.affectsProgress);
    },
    /** Section score (see rules/status.ts sectionScore): correct over progress questions, 100 when none. */
    sectionScore(section: Section): number {
      const total = section.questions.filter((q) => q.affectsProgress).length;
      if (total === 0) return 100;
      return Math.floor((100 * (self.correctBySection.get(section.id) ?? 0)) / total);
    },
  }))
  .views((self) => ({
    /** SPEC 4.1 / 9.1 course score. */
    get score(): number {
      const total = self.progressQuestions.length;
      return total === 0 ? 0 : Math.floor((100 * self.correctCount) / total);
    },
    sectionStatus(section: Section): Status {
      return sectionStatus(self.sectionScore(section), self.masteryScore.score);
    },
  }))
  .views((self) => ({
    get status(): Status {
      return courseStatus({
        isOverall: self.masteryScore.isOverall,
        masteryScore: self.masteryScore.score,
        score: self.score,
        sectionStatuses: self.sections.filter(self.sectionHasProgressQuestions).map(self.sectionStatus),
      });
    },
    /** SPEC 9.1 progress percent, capped at 100 for display (SPEC 2.12). */
    get progressPercent(): number {
      return Math.min(100, self.score);
    },
  }));

export type CourseInstance = Instance<typeof CourseModel>;
export { Status };
