/** What the rules read of a course language (core/package/languages.ts LanguageEntry has more). */
export interface LanguageOption {
  language: string;
  locale: string;
}

/*
 * The rules of choosing and changing the course language (SPEC 2.8, 3.1 isFirstChooseLanguage,
 * 4.3 step 5, 5.3): pure, so the session's owner (core/player/language.ts) and the popup
 * (app/language/) decide the same way and each rule is tested on its own.
 */

/** What SPEC 3.1's isFirstChooseLanguage looks at. */
export interface FirstChoiceFacts {
  /** How many languages the course offers (SPEC 3.1 languages[]). */
  languageCount: number;
  /** The learner's saved choice (SPEC 3.7 `language`), '' when they never chose. */
  savedLanguage: string;
  /** Any question of the course has an answer (SPEC 2.8 "no questions are answered"). */
  anyAnswered: boolean;
  review: boolean;
  /** The address names a language the course has (SPEC 5.3 `?language=`): the choice is made already. */
  languageInAddress: boolean;
}

/**
 * SPEC 3.1 isFirstChooseLanguage / SPEC 2.8 first selection: the popup opens by itself on a
 * multi-language course when the learner has not chosen yet, has answered nothing, is not
 * reviewing, and the address does not name the language (SPEC 5.3).
 */
export function isFirstChooseLanguage(f: FirstChoiceFacts): boolean {
  return f.languageCount > 1 && !f.savedLanguage && !f.anyAnswered && !f.review && !f.languageInAddress;
}

const base = (code: string) => code.toLowerCase().split(/[-_]/)[0];

/**
 * The language a code names in the course's list, by code or by locale, any case ('AR', 'ar-SA',
 * 'ar_sa'); null when the course has no such language.
 */
export function findLanguage<L extends LanguageOption>(languages: readonly L[], code: string | null | undefined): L | null {
  if (!code) return null;
  const wanted = code.toLowerCase().replace('_', '-');
  return languages.find((l) => l.language.toLowerCase() === wanted || l.locale.toLowerCase().replace('_', '-') === wanted) ?? null;
}

/**
 * The tile selected when the first-selection popup opens: the first of the browser's languages
 * (navigator.languages, most preferred first) the course has, by full locale ('pt-BR' picks
 * Brazilian over European Portuguese), then by base language ('de-CH' picks 'de'); else the
 * language the course opened in.
 */
export function preselectLanguage<L extends LanguageOption>(languages: readonly L[], preferred: readonly string[], current: L): L {
  for (const wanted of preferred) {
    const exact = findLanguage(languages, wanted);
    if (exact) return exact;
    const sameBase = languages.find((l) => base(l.locale) === base(wanted) || base(l.language) === base(wanted));
    if (sameBase) return sameBase;
  }
  return current;
}

/**
 * SPEC 4.3 step 5 and 5.3: the language the course runs in after restoring. An address that names
 * one of the course's languages is the learner's (or the LMS's) explicit request and wins; else the
 * saved choice, when the course still has it; else the language the package opened in.
 * `dropped` says a saved choice was set aside because the course no longer offers it.
 */
export function launchLanguage<L extends LanguageOption>(
  languages: readonly L[],
  opened: L,
  saved: string,
  inAddress: string | null,
): { language: L; chosen: boolean; dropped: boolean } {
  const requested = findLanguage(languages, inAddress);
  if (requested) return { language: requested, chosen: true, dropped: false };
  const restored = findLanguage(languages, saved);
  if (restored) return { language: restored, chosen: true, dropped: false };
  return { language: opened, chosen: false, dropped: Boolean(saved) };
}

/** Which of SPEC 2.8's two flows the popup is in. */
export type LanguagePopupMode = 'first-selection' | 'change';

/** SPEC 2.8: Continue is disabled when this is not the first selection and the choice is the current language. */
export function canContinue(mode: LanguagePopupMode, chosen: string, current: string): boolean {
  return mode === 'first-selection' || chosen !== current;
}

/**
 * SPEC 2.8 after Continue: on the first selection (nothing answered) or in review mode the popup
 * closes and the language changes in place; otherwise a second step asks to restart the course,
 * since a language change then starts over (SPEC 4.5).
 */
export function continueStep(mode: LanguagePopupMode, review: boolean): 'apply' | 'confirm-restart' {
  return mode === 'first-selection' || review ? 'apply' : 'confirm-restart';
}

/** SPEC 2.8's remark under the tiles, outside review mode: with {limit} when attempts are limited. */
export function languageRemark(review: boolean, attempts: { isLimited: boolean; attemptsLimit: number }): { key: string; limit?: number } | null {
  if (review) return null;
  return attempts.isLimited ? { key: '[choose language remark with attempt limit]', limit: attempts.attemptsLimit } : { key: '[choose language remark]' };
}

/**
 * SPEC 2.8, review mode: a reviewer who changes the language of a course with forced navigation
 * restarts it (back to the index, progress kept) before the language changes.
 */
export function reviewRestartsAtIndex(review: boolean, forceNavigation: boolean, chosen: string, current: string): boolean {
  return review && forceNavigation && chosen !== current;
}
