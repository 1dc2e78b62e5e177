import { readLayoutSettings, type LayoutSettings } from './layoutSettings';
import { readPoolSettings, type PoolSettings } from './poolSettings';
import { timeLimitMs } from './timeLimit';
import { bool, deepMerge, enabled, isObject, num, selected, type JsonObject } from '../util/json';

/** Settings.template of SPEC 3.1, typed for the rules that read it; `raw` keeps every key for later features. */
export interface TemplateSettings {
  masteryScore: { score: number; isOverall: boolean };
  submitAnswers: 'afterEveryQuestion' | 'allQuestionsAtOnce';
  numberOfAttempts: { isLimited: boolean; attemptsLimit: number };
  showLearningHints: boolean;
  showContentPages: boolean;
  showCorrectAnswers: boolean;
  allowScoringOfContentPages: boolean;
  forceNavigation: boolean;
  resultsTracking: boolean;
  saveProgressCrossDevice: boolean;
  courseNavigationMenu: 'expandByDefault' | 'collapseByDefault';
  answerOptionsOrder: 'setByAuthor' | 'randomize';
  answersFromPreviousAttempt: 'show' | 'reset';
  questionPool: PoolSettings;
  /**
   * The media-viewing restriction (SPEC 1, 4.2): content pages count as answered only once their
   * media are watched. SPEC and the package format do not name its setting; these spellings are read.
   */
  mediaRestriction: boolean;
  /** SPEC 4.6: the course timer, its limit in milliseconds (0 when it has none). */
  timer: { enabled: boolean; limitMs: number };
  /** SPEC 3.1 layout: multiplePage (default) or onePage, with scrollThrough (default) or clickNext. */
  layout: LayoutSettings;
  raw: JsonObject;
}

/** settings.js merged over manifest.json's defaultTemplateSettings (PACKAGE-FORMAT.md). */
export function readTemplateSettings(defaults: unknown, settings: unknown): TemplateSettings {
  const raw = deepMerge(isObject(defaults) ? defaults : {}, isObject(settings) ? settings : {}) as JsonObject;
  const mastery = isObject(raw.masteryScore) ? raw.masteryScore : {};
  const attempts = isObject(raw.numberOfAttempts) ? raw.numberOfAttempts : {};
  return {
    masteryScore: {
      score: Math.min(100, Math.max(0, num(mastery.score, 100))),
      isOverall: bool(mastery.isOverall, true),
    },
    submitAnswers: selected(raw.submitAnswers, ['afterEveryQuestion', 'allQuestionsAtOnce'] as const, 'afterEveryQuestion'),
    numberOfAttempts: { isLimited: bool(attempts.isLimited), attemptsLimit: num(attempts.attemptsLimit, 0) },
    showLearningHints: enabled(raw.showLearningHints),
    showContentPages: enabled(raw.showContentPages, true),
    showCorrectAnswers: enabled(raw.showCorrectAnswers),
    allowScoringOfContentPages: enabled(raw.allowScoringOfContentPages),
    forceNavigation: enabled(raw.forceNavigation),
    resultsTracking: enabled(raw.resultsTracking),
    saveProgressCrossDevice: enabled(raw.saveProgressCrossDevice),
    courseNavigationMenu: selected(raw.courseNavigationMenu, ['expandByDefault', 'collapseByDefault'] as const, 'expandByDefault'),
    answerOptionsOrder: selected(raw.answerOptionsOrder, ['setByAuthor', 'randomize'] as const, 'setByAuthor'),
    answersFromPreviousAttempt: selected(raw.answersFromPreviousAttempt, ['show', 'reset'] as const, 'show'),
    questionPool: readPoolSettings(raw),
    mediaRestriction: ['mediaRestriction', 'restrictMediaViewing', 'mediaViewingRestriction'].some((key) => enabled(raw[key]) || raw[key] === true),
    timer: (() => {
      const timer = isObject(raw.timer) ? raw.timer : {};
      const limitMs = timeLimitMs(timer.time);
      return { enabled: enabled(raw.timer) && limitMs > 0, limitMs };
    })(),
    layout: readLayoutSettings(raw),
    raw,
  };
}
