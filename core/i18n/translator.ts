import i18next, { type i18n as I18n } from 'i18next';
import { ErrorMessages, PlayerError } from '../errors/catalogue';

export type Labels = Record<string, string>;

export interface TranslatorSources {
  /** lang/{code}.json of the course language, with languageSettings' customTranslations over it. */
  course: Labels;
  /** lang/{code}.json of the default language. */
  fallback: Labels;
  /**
   * The player's own labels in the course language (core/i18n/builtIn, issue 24), loaded lazily beside
   * the package's label files; absent when the player has no table for that language.
   */
  player?: Labels;
  /** The player's own English (PLAYER_ENGLISH, loaded beside the package so it is not on the first page). */
  builtIn: Labels;
  /**
   * The language codes of the course (its file and the player's table) and of the default language:
   * each source's plural rules (i18next's `_one`, `_few`, … suffixes, chosen by Intl.PluralRules).
   * English's when absent.
   */
  languages?: { course?: string; fallback?: string };
}

export interface Translator {
  t: (key: string, values?: Record<string, unknown>) => string;
  has: (key: string) => boolean;
}

/**
 * A label file may hold a value that is not text (an object, a number): i18next would show the raw
 * key for it, so it is dropped and the lookup falls through as for a missing label.
 */
function textOnly(labels: Labels | undefined): Labels {
  const out: Labels = {};
  for (const [key, value] of Object.entries(labels ?? {})) if (typeof value === 'string') out[key] = value;
  return out;
}

/**
 * The language whose plural rules a source follows: the primary subtag of its code ('pt' of 'pt-br',
 * 'zh' of 'zh-hans'), so that i18next never sees a code it would rewrite (Intl canonical casing); a
 * code that is no language ('xx', a custom label set, SPEC 9.3) counts with English's rules.
 */
export function pluralLanguage(code: string | undefined): string {
  const primary = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (!/^[a-z]{2,3}$/.test(primary)) return 'en';
  try {
    return Intl.PluralRules.supportedLocalesOf([primary]).length > 0 ? primary : 'en';
  } catch {
    return 'en';
  }
}

/** One source of labels, in its own i18next instance so that plurals follow that source's language. */
function sourceOf(labels: Labels | undefined, code: string | undefined): I18n {
  const lng = pluralLanguage(code);
  const instance: I18n = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng,
    fallbackLng: false,
    load: 'currentOnly',
    supportedLngs: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    resources: { [lng]: { translation: textOnly(labels) } },
    showSupportNotice: false,
  } as Parameters<I18n['init']>[0]);
  return instance;
}

/**
 * Label lookup (PACKAGE-FORMAT.md, lang/{code}.json; issue 24): the course language's file, then the
 * player's own table in the course language, then the default language's file, then the player's own
 * English; only when all of them lack a key is it SPEC 8.3's localization error. So a German course
 * whose file lacks a key reads the player's German, and English appears only where it did before: when
 * the player has no table for the course language, or its table and both files lack the key.
 * Keys are bracketed phrases with spaces, so i18next's key and namespace separators are off, and
 * placeholders are single-brace `{name}` as in the packages' files. A source may hold i18next's plural
 * forms of a key (`key_one`, `key_few`, …) beside the key itself: a call with `count` picks the form
 * the source's language asks for, and a source's plain key comes before any later source's forms.
 */
export function createTranslator(sources: TranslatorSources): Translator {
  const courseCode = sources.languages?.course;
  const chain: I18n[] = [
    sourceOf(sources.course, courseCode),
    ...(sources.player ? [sourceOf(sources.player, courseCode)] : []),
    sourceOf(sources.fallback, sources.languages?.fallback),
    sourceOf(sources.builtIn, 'en'),
  ];
  // Labels never change during a session: which source holds a key, and a label without values,
  // are worked out once (a screen of fifty labels would otherwise walk the chain fifty times per render).
  const holder = new Map<string, I18n | null>();
  const plain = new Map<string, string>();
  const sourceFor = (key: string): I18n | null => {
    let found = holder.get(key);
    if (found === undefined) holder.set(key, (found = chain.find((source) => source.exists(key)) ?? null));
    return found;
  };
  return {
    has: (key) => sourceFor(key) !== null,
    t(key, values) {
      const source = sourceFor(key);
      if (!source) throw new PlayerError('localization', ErrorMessages.localization(key));
      if (values) return source.t(key, values) as string;
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = source.t(key, {}) as string));
      return text;
    },
  };
}
