import type { Translator } from '../i18n/translator';
import type { CoursePackage } from '../package/loadPackage';
import { pickText } from '../package/localize';
import { parseBlockList } from '../plugins/blocks';
import { progressKey } from '../delivery/progressKey';
import { buildChain, routes } from '../rules/navigation';
import { isHosted, trackingRequired, trackingSwitches } from '../rules/trackingRules';
import { bool, isObject, str } from '../util/json';

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
   * The section has pages, so the live cover may show its status row: the pre-render keeps that
   * row's place (the length of data.js's list is read, not its questions).
   */
  statusRow: boolean;
}

/**
 * What the cover shows that depends on the package alone, never on the learner (issue 13): the
 * pre-render (Node, scripts/prerender) and the first client render are made from it, so both
 * produce the same markup. It is computed from data.js's course and section entries only; the
 * questions are never walked, so it costs the same for 20 questions as for 600.
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
  labels: { start: string; overview: string; logo: string; details: string; notPassedYet: string; skip: string; userMenu: string; progress: string; complete: string; pass: string };
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

export function coverModel(pkg: CoursePackage, translator: Translator, introductionHtml = '', introductionInteractive = false): CoverModel {
  const data = pkg.data;
  const lang = pkg.language.language;
  const fallback = pkg.defaultLanguage.language;
  const text = (v: unknown) => pickText(v, lang, fallback);
  const rawSections = (Array.isArray(data.sections) ? data.sections : Array.isArray(data.objectives) ? data.objectives : []).filter(isObject);
  const cards = rawSections.filter((s) => !bool(s.isTransparent)).length;
  // SPEC 4.1: answers submitted all at once hide the scores, and the live cover the status rows.
  const scoresShown = pkg.template.submitAnswers !== 'allQuestionsAtOnce';
  let number = 0;
  const sections = rawSections.map((s): CoverSection => {
    const transparent = bool(s.isTransparent);
    if (!transparent) number += 1;
    return {
      id: str(s.id),
      title: text(s.title),
      imageUrl: str(s.imageUrl),
      transparent,
      indexLabel: transparent ? '' : translator.t('[section x of y]', { index: number, total: cards }),
      statusRow: scoresShown && Array.isArray(s.questions) && s.questions.length > 0,
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
      pkg.publish.isXapiPackage || pkg.publish.publishMode === 'Review' || (isHosted(pkg.publish) && trackingRequired(trackingSwitches(pkg.template, pkg.publish))),
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
    },
  };
}
