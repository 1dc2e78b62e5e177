import { types, type Instance } from 'mobx-state-tree';
import type { BlockRef } from '../plugins/blocks';
import { buildChain } from '../rules/navigation';
import { courseScore, courseStatus, sectionScore, sectionStatus, Status } from '../rules/status';
import type { QuestionInstance } from './Question';
import { SectionModel, type SectionInstance } from './Section';

/** SPEC 3.2 course state. Scoring settings live here so every derived value is a view. */
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
    sections: types.array(SectionModel),
    masteryScore: types.frozen<{ score: number; isOverall: boolean }>({ score: 100, isOverall: true }),
    allowScoringOfContentPages: false,
    showContentPages: true,
    checksum: '',
    attemptId: '',
    started: false,
    url: '',
  })
  .views((self) => {
    const affects = (q: QuestionInstance): boolean => {
      if (!q.supported) return false;
      if (q.answeredOnOpen) return self.allowScoringOfContentPages;
      return !q.isSurvey;
    };
    const scored = (q: QuestionInstance) => ({ affectsProgress: affects(q), isAnswered: q.isAnswered, score: q.score });
    return {
      get questions(): QuestionInstance[] {
        return self.sections.flatMap((s): QuestionInstance[] => s.questions.slice());
      },
      /** SPEC 3.4 affectsProgress: not for content pages or surveys, unless content-page scoring is on. */
      affectsProgress: affects,
      sectionScore(section: SectionInstance): number {
        return sectionScore(section.questions.map(scored));
      },
      sectionStatus(section: SectionInstance): Status {
        return sectionStatus(sectionScore(section.questions.map(scored)), self.masteryScore.score);
      },
      sectionHasProgressQuestions(section: SectionInstance): boolean {
        return section.questions.some(affects);
      },
    };
  })
  .views((self) => ({
    get questionById(): Map<string, QuestionInstance> {
      return new Map(self.questions.map((q) => [q.id, q]));
    },
    get sectionById(): Map<string, SectionInstance> {
      return new Map(self.sections.map((s) => [s.id, s]));
    },
    get progressQuestions(): QuestionInstance[] {
      return self.questions.filter(self.affectsProgress);
    },
    get score(): number {
      return courseScore(self.questions.map((q) => ({ affectsProgress: self.affectsProgress(q), isAnswered: q.isAnswered, score: q.score })));
    },
    get chain(): string[] {
      return buildChain(
        self.sections.map((s) => ({ id: s.id, isTransparent: s.isTransparent, learningObjective: s.learningObjective, questionIds: s.questions.map((q) => q.id) })),
        self.showContentPages,
      );
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
    get answeredCount(): number {
      return self.progressQuestions.filter((q) => q.isAnswered).length;
    },
    get correctCount(): number {
      return self.progressQuestions.filter((q) => q.isAnsweredCorrectly).length;
    },
    /** Something has been answered or opened: the cover offers "continue" instead of "start". */
    get hasProgress(): boolean {
      return self.questions.some((q) => q.isAnswered || q.hasBeenOpened);
    },
  }))
  .actions((self) => ({
    setUrl(url: string) {
      self.url = url;
    },
    setAttemptId(id: string) {
      self.attemptId = id;
    },
    start() {
      self.started = true;
    },
  }));

export type CourseInstance = Instance<typeof CourseModel>;
export { Status };
