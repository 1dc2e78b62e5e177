import type { Labels } from '../translator';

/*
 * The player's own labels in the languages real courses are published in (issue 24; docs/i18n.md says
 * which and why). Each table is a chunk of its own, loaded only for a course in that language, beside
 * the package's label files (core/package/loadPackage.ts): none of them is on the first page. English
 * (PLAYER_ENGLISH) is the last fallback of every course and stays where it was.
 */

type Table = Promise<Labels>;

/**
 * Every language with a table (docs/i18n.md: which, and why). One dynamic import
 * per language, so one chunk each. This map itself shares the English chunk (core/di/container.ts).
 */
const TABLES = {
  en: () => import(/* webpackChunkName: "player-english" */ '../playerEnglish').then((m) => m.PLAYER_ENGLISH),
  de: () => import(/* webpackChunkName: "labels-de" */ './de').then((m) => m.LABELS),
  ar: () => import(/* webpackChunkName: "labels-ar" */ './ar').then((m) => m.LABELS),
  ja: () => import(/* webpackChunkName: "labels-ja" */ './ja').then((m) => m.LABELS),
  fr: () => import(/* webpackChunkName: "labels-fr" */ './fr').then((m) => m.LABELS),
  es: () => import(/* webpackChunkName: "labels-es" */ './es').then((m) => m.LABELS),
  it: () => import(/* webpackChunkName: "labels-it" */ './it').then((m) => m.LABELS),
  he: () => import(/* webpackChunkName: "labels-he" */ './he').then((m) => m.LABELS),
  fa: () => import(/* webpackChunkName: "labels-fa" */ './fa').then((m) => m.LABELS),
  ur: () => import(/* webpackChunkName: "labels-ur" */ './ur').then((m) => m.LABELS),
  az: () => import(/* webpackChunkName: "labels-az" */ './az').then((m) => m.LABELS),
  ku: () => import(/* webpackChunkName: "labels-ku" */ './ku').then((m) => m.LABELS),
  dv: () => import(/* webpackChunkName: "labels-dv" */ './dv').then((m) => m.LABELS),
  nl: () => import(/* webpackChunkName: "labels-nl" */ './nl').then((m) => m.LABELS),
  pt: () => import(/* webpackChunkName: "labels-pt" */ './pt').then((m) => m.LABELS),
  pl: () => import(/* webpackChunkName: "labels-pl" */ './pl').then((m) => m.LABELS),
  ru: () => import(/* webpackChunkName: "labels-ru" */ './ru').then((m) => m.LABELS),
  tr: () => import(/* webpackChunkName: "labels-tr" */ './tr').then((m) => m.LABELS),
  uk: () => import(/* webpackChunkName: "labels-uk" */ './uk').then((m) => m.LABELS),
  zh: () => import(/* webpackChunkName: "labels-zh" */ './zh').then((m) => m.LABELS),
  ko: () => import(/* webpackChunkName: "labels-ko" */ './ko').then((m) => m.LABELS),
  sv: () => import(/* webpackChunkName: "labels-sv" */ './sv').then((m) => m.LABELS),
  da: () => import(/* webpackChunkName: "labels-da" */ './da').then((m) => m.LABELS),
  nb: () => import(/* webpackChunkName: "labels-nb" */ './nb').then((m) => m.LABELS),
  fi: () => import(/* webpackChunkName: "labels-fi" */ './fi').then((m) => m.LABELS),
  cs: () => import(/* webpackChunkName: "labels-cs" */ './cs').then((m) => m.LABELS),
} satisfies Record<string, () => Table>;

export type PlayerLanguage = keyof typeof TABLES;
export const PLAYER_LANGUAGES = Object.keys(TABLES) as PlayerLanguage[];

/** Codes that name a language with a table under another code. */
const ALIASES: Record<string, PlayerLanguage> = {
  // Norwegian: the Bokmål table serves 'no' and Nynorsk readers better than English would.
  no: 'nb' as PlayerLanguage,
  nn: 'nb' as PlayerLanguage,
  // Hebrew's and Central Kurdish's other codes.
  iw: 'he' as PlayerLanguage,
  ckb: 'ku' as PlayerLanguage,
};

/**
 * Traditional Chinese is written with other characters than the Simplified of the 'zh' table: a course
 * in it keeps the package's labels and the English fallback rather than read the wrong script.
 */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/** The table for a course language code ('de', 'de-AT', 'pt_BR', 'zh-hans'), or null when the player has none. */
export function playerLanguageOf(code: string): PlayerLanguage | null {
  const wanted = code.trim().toLowerCase().replace(/_/g, '-');
  if (TRADITIONAL_CHINESE.test(wanted)) return null;
  const primary = wanted.split('-')[0];
  for (const candidate of [wanted, primary]) {
    if (Object.hasOwn(TABLES, candidate)) return candidate as PlayerLanguage;
    const alias = ALIASES[candidate];
    if (alias && Object.hasOwn(TABLES, alias)) return alias;
  }
  return null;
}

/** The player's own labels in a course's language (its chunk), or null when the player has no table for it. */
export async function loadPlayerLabels(code: string): Promise<Labels | null> {
  const language = playerLanguageOf(code);
  return language ? TABLES[language]() : null;
}

