import type { Translator } from '../i18n/translator';
import type { CoursePackage } from '../package/loadPackage';
import { pickText } from '../package/localize';
import { questionKind } from '../package/questionKind';
import { parseBlockList } from '../plugins/blocks';
import type { QuestionTypes } from '../plugins/QuestionType';
import { progressKey } from '../delivery/progressKey';
import { buildChain, routes } from '../rules/navigation';
import { isHosted, trackingRequired, trackingSwitches } from '../rules/trackingRules';
import { bool, isObject, str, type JsonObject } from '../util/json';

/** One entry of the cover's section list: what shows before the learner's progress is known. */
export interface CoverSection {
  id: string;
  title: string;
  imageUrl: string;
  /** A transparent section has no card on the cover (its pages are listed instead). */
  transparent: boolean;
  /** '[section x of y]' already translated; empty for a transparent section. */
  indexLabel: string;
  /**
   * The card shows its status, as the live cover does (issue 22): the section has questions that
   * count towards passing (SPEC 3.4) and scores are not held back until the end (SPEC 4.1).
   */
  statusRow: boolean;
  /** '[x y answered correctly]' for a learner who has not begun ('0 of 2 …'); '' without a status row. */
  scoreLabel: string;
  /** SPEC 2.6: under forced navigation every section after the first is locked until it is reached. */
  locked: boolean;
  /** A transparent section's pages, listed in its place (issue 22); none for a section with a card. */
  pages: CoverPage[];
}

/** A page of a transparent section, as the live cover's row shows it to a learner who has not begun. */
export interface CoverPage {
  id: string;
  title: string;
  /** A content page (answered when opened), else a question: the row's icon. */
  contentPage: boolean;
  /** SPEC 4.2: under forced navigation only the course's first page is open to a new learner. */
  locked: boolean;
  /** The page counts towards passing and scores are shown: its row says 'Not passed yet'. */
  statusShown: boolean;
}

/**
 * What the cover shows that depends on the package alone, never on the learner (issue 13): the
 * pre-render (Node, scripts/prerender) and the first client render are made from it, so both
 * produce the same markup. It is computed from data.js's course and section entries and, of each
 * question, its id, type and survey flag (whether it counts towards passing: a card's status), and
 * a transparent section's pages' titles; no question's content is read.
 */
export interface CoverModel {
  title: string;
  /** BCP 47 tag for <html lang>, and the direction of the course language (SPEC 9.3). */
  lang: string;
  /** The course language's code and locale, lower case: a 'language' parameter naming either is this cover's language (SPEC 5.3). */
  languageNames: string[];
  dir: 'ltr' | 'rtl';
  /** Package-relative URLs ('' when absent). */
  logoUrl: string;
  coverImageUrl: string;
  /** Block ids of the introduction, in order (their fragments are fetched separately). */
  introductionIds: string[];
  /** The introduction's HTML, sanitised the way the client sanitises author fragments. */
  introductionHtml: string;
  /**
   * The introduction has an interactive block (not author text and images): the live cover then
   * renders it with the block renderer instead of keeping the pre-rendered HTML.
   */
  introductionInteractive: boolean;
  sections: CoverSection[];
  /** The pass mark on the progress bar (SPEC 2.12), in percent. */
  masteryScore: number;
  /** Where the start control leads before the learner's progress is known: the chain's first stop. */
  startRoute: string;
  /** SPEC 2.6: the table of contents starts open (on a wide screen) on a course page. */
  tocExpanded: boolean;
  /** The browser key the learner's progress is saved under (SPEC 9.5). */
  progressKey: string;
  /**
   * The package needs the player as soon as the page opens, whoever the learner is (core/cover/
   * coverLaunch.ts): an LMS or xAPI package, a review, a hosted course that tracks or signs in, or
   * a cover that shows what only the built course knows (a question pool's note, the timer).
   */
  playerAtOnce: boolean;
  /**
   * The header has the user menu's button: every context but review mode has SPEC 2.7's accessibility
   * section in it (SPEC 2.4), so the button is there before the player is, as it will be after.
   */
  userMenu: boolean;
  labels: { start: string; overview: string; logo: string; details: string; notPassedYet: string; skip: string; userMenu: string; progress: string; complete: string; pass: string; lock: string };
}

/**
 * Where 'Start' leads a learner with no progress: the first entry of SPEC 2.2's chain. Only the
 * first section that has a stop is looked at, so a long course costs no more than a short one.
 */
function firstStop(rawSections: Record<string, unknown>[], text: (v: unknown) => string, showContentPages: boolean): string {
  for (const s of rawSections) {
    const first = (Array.isArray(s.questions) ? s.questions : []).find((q) => isObject(q) && typeof q.id === 'string') as { id: string } | undefined;
    const chain = buildChain([{ id: str(s.id), isTransparent: bool(s.isTransparent), learningObjective: text(s.learningObjective), questionIds: first ? [first.id] : [] }], showContentPages);
    if (chain.length > 1) return chain[0];
  }
  return routes.results;
}

/** Logo of the cover's image header: the main one, else the alternative one, none when the theme hides the logo (app/theme/logos.ts). */
function coverLogo(pkg: CoursePackage): string {
  const theme = pkg.theme;
  return theme.showLogo ? theme.logoUrl || theme.alternativeLogoUrl : '';
}

/**
 * `types` are the question types the player has (the catalogue, or the pre-render's built-in ones):
 * whether a question counts towards passing is its type's to say (SPEC 3.4). A question pool's course
 * loads the player at once (playerAtOnce), so every question is taken as the pool's here.
 */
export function coverModel(pkg: CoursePackage, translator: Translator, types: QuestionTypes, introductionHtml = '', introductionInteractive = false): CoverModel {
  const data = pkg.data;
  const lang = pkg.language.language;
  const fallback = pkg.defaultLanguage.language;
  const text = (v: unknown) => pickText(v, lang, fallback);
  const rawSections = (Array.isArray(data.sections) ? data.sections : Array.isArray(data.objectives) ? data.objectives : []).filter(isObject);
  const cards = rawSections.filter((s) => !bool(s.isTransparent)).length;
  // SPEC 4.1: answers submitted all at once hide the scores, and the live cover the status rows.
  const scoresShown = pkg.template.submitAnswers !== 'allQuestionsAtOnce';
  const forced = pkg.template.forceNavigation;
  // As the course is built: a question without an id, or whose id came before, is not one.
  const seen = new Set<string>();
  const questionsOf = (s: JsonObject) =>
    (Array.isArray(s.questions) ? s.questions : []).filter((q): q is JsonObject & { id: string } => {
      if (!isObject(q) || typeof q.id !== 'string' || seen.has(q.id)) return false;
      seen.add(q.id);
      return true;
    });
  let first: string | null = null;
  let number = 0;
  const sections = rawSections.map((s, position): CoverSection => {
    const transparent = bool(s.isTransparent);
    if (!transparent) number += 1;
    const questions = questionsOf(s);
    first ??= questions[0]?.id ?? null;
    const kinds = questions.map((q) => questionKind(q, types, pkg.template.allowScoringOfContentPages));
    const counted = kinds.filter((k) => k.affectsProgress).length;
    const statusRow = scoresShown && counted > 0;
    return {
      id: str(s.id),
      title: text(s.title),
      imageUrl: str(s.imageUrl),
      transparent,
      indexLabel: transparent ? '' : translator.t('[section x of y]', { index: number, total: cards }),
      statusRow,
      scoreLabel: statusRow ? translator.t('[x y answered correctly]', { countCorrectlyAnsweredQuestionsInSection: 0, countQuestionsInSection: counted }) : '',
      locked: forced && position > 0,
      pages: transparent
        ? questions.map((q, i) => ({
            id: q.id,
            title: text(q.title),
            contentPage: kinds[i].answeredOnOpen,
            locked: forced && q.id !== first,
            statusShown: scoresShown && kinds[i].affectsProgress,
          }))
        : [],
    };
  });
  return {
    title: text(data.title),
    lang: pkg.language.locale || lang,
    languageNames: [...new Set([lang, pkg.language.locale].filter(Boolean).map((l) => l.toLowerCase()))],
    dir: pkg.language.rtl ? 'rtl' : 'ltr',
    logoUrl: coverLogo(pkg),
    coverImageUrl: pkg.theme.header.imageUrl,
    introductionIds: parseBlockList(data.introductions).map((b) => b.id),
    introductionHtml,
    introductionInteractive,
    sections,
    masteryScore: Math.min(100, pkg.template.masteryScore.score),
    tocExpanded: pkg.template.courseNavigationMenu === 'expandByDefault',
    progressKey: progressKey(str(data.id), str(data.templateId)),
    playerAtOnce:
      // A question pool's note and a timer in the header come from the built course.
      pkg.template.questionPool.enabled ||
      pkg.template.timer.enabled ||
      pkg.publish.isScorm ||
      pkg.publish.isXapiPackage || pkg.publish.isReview || (isHosted(pkg.publish) && trackingRequired(trackingSwitches(pkg.template, pkg.publish))),
    userMenu: !pkg.publish.isReview,
    startRoute: firstStop(rawSections, text, pkg.template.showContentPages),
    labels: {
      start: translator.t('[start section]'),
      overview: translator.t('[course overview]'),
      logo: translator.t('[logo]'),
      details: translator.t('[details]'),
      notPassedYet: translator.t('[not passed yet]'),
      skip: translator.t('[skip to content]'),
      userMenu: translator.t('[user menu]'),
      progress: translator.t('[progress]'),
      complete: translator.t('[you complete x]', { percentSuccess: 0 }),
      pass: translator.t('[reach x to pass the course]', { mustPercentSuccess: Math.min(100, pkg.template.masteryScore.score) }),
      lock: translator.t('[lock tooltip]'),
    },
  };
}
