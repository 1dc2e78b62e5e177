import i18next, { type i18n as I18n } from 'i18next';
import { ErrorMessages, PlayerError } from '../errors/catalogue';

export type Labels = Record<string, string>;

export interface TranslatorSources {
  /** lang/{code}.json of the course language, with languageSettings' customTranslations over it. */
  course: Labels;
  /** lang/{code}.json of the default language. */
  fallback: Labels;
  /** The player's own English (PLAYER_ENGLISH, loaded beside the package so it is not on the first page). */
  builtIn: Labels;
}

export interface Translator {
  t: (key: string, values?: Record<string, unknown>) => string;
  has: (key: string) => boolean;
}

const COURSE = 'course';
const FALLBACK = 'fallback';
const BUILT_IN = 'builtin';

/**
 * Label lookup of PACKAGE-FORMAT.md: the course language, then the default language, then the
 * player's own English; only when all three lack a key is it SPEC 8.3's localization error.
 * Keys are bracketed phrases with spaces, so i18next's key and namespace separators are off, and
 * placeholders are single-brace `{name}` as in the packages' files.
 */
/**
 * A label file may hold a value that is not text (an object, a number): i18next would show the raw
 * key for it, so it is dropped and the lookup falls through as for a missing label.
 */
function textOnly(labels: Labels): Labels {
  const out: Labels = {};
  for (const [key, value] of Object.entries(labels ?? {})) if (typeof value === 'string') out[key] = value;
  return out;
}

export function createTranslator(sources: TranslatorSources): Translator {
  const instance: I18n = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng: COURSE,
    fallbackLng: [FALLBACK, BUILT_IN],
    supportedLngs: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    resources: {
      [COURSE]: { translation: textOnly(sources.course) },
      [FALLBACK]: { translation: textOnly(sources.fallback) },
      [BUILT_IN]: { translation: textOnly(sources.builtIn) },
    },
    showSupportNotice: false,
  } as Parameters<I18n['init']>[0]);
  // Labels never change during a session, and i18next's lookup walks its whole fallback chain on
  // every call: a screen of fifty labels would pay for it fifty times per render.
  const known = new Map<string, boolean>();
  const plain = new Map<string, string>();
  const has = (key: string) => {
    let found = known.get(key);
    if (found === undefined) known.set(key, (found = instance.exists(key)));
    return found;
  };
  return {
    has,
    t(key, values) {
      if (!has(key)) throw new PlayerError('localization', ErrorMessages.localization(key));
      if (values) return instance.t(key, values) as string;
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = instance.t(key, {}) as string));
      return text;
    },
  };
}
