import { ErrorMessages, PlayerError } from '../errors/catalogue';
import { HttpError, type HttpClient } from '../http/httpClient';
import type { Labels } from '../i18n/translator';
import { isObject, type JsonObject } from '../util/json';
import { chooseLanguage, defaultLanguage, languageInSettingsOnly, parseLanguages, type LanguageEntry } from './languages';
import { readPublishSettings, type PublishSettings } from '../settings/publishSettings';
import type { ReviewAddress } from '../settings/reviewSettings';
import { readTemplateSettings, type TemplateSettings } from '../settings/templateSettings';
import { resolveTheme, type Theme } from '../settings/theme';

/** Everything a published package holds except its content fragments, which load per page. */
export interface CoursePackage {
  baseUrl: string;
  manifest: JsonObject;
  template: TemplateSettings;
  publish: PublishSettings;
  theme: Theme;
  languages: LanguageEntry[];
  language: LanguageEntry;
  defaultLanguage: LanguageEntry;
  /** The parsed content/data.js. */
  data: JsonObject;
  labels: PackageLabels;
  /** Cache-buster for content fragments and label files: the course's createdOn. */
  contentVersion: string;
}

/**
 * The labels a course is read with (core/i18n/translator.ts): its language's file and the default
 * language's (PACKAGE-FORMAT.md, lang/{code}.json), the player's own table in the course language when
 * it has one (issue 24), and the two languages' codes for their plural rules.
 */
export interface PackageLabels {
  course: Labels;
  fallback: Labels;
  player?: Labels;
  languages: { course: string; fallback: string };
}

/** Package files whose fetch started before the player's script ran (see app/index.html). */
export interface PrefetchedFiles {
  version: string;
  /** `json` is present when the page already parsed the file (data.js is parsed only once). */
  files: Record<string, Promise<{ status: number; text: string; json?: unknown } | null>>;
}

export interface LoadPackageOptions {
  baseUrl: string;
  http: HttpClient;
  /** The 'language' URL parameter (SPEC 5.3). */
  requestedLanguage?: string | null;
  /** Cache-buster for the settings files and data.js, which must always be fresh. */
  version?: string;
  warn?: (message: string, error?: unknown) => void;
  prefetched?: PrefetchedFiles;
  /**
   * The player's own labels in a language (core/i18n/builtIn), asked for as soon as the course
   * language is known, beside its label files (issue 24). Without it, the player's English alone stands behind the files.
   */
  playerLabels?: (language: string) => Promise<Labels | null>;
  /** The launch query and the page's origin: the address may turn review mode on (SPEC 2.1, core/settings/reviewSettings.ts). */
  address?: ReviewAddress;
}

const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function packageUrl(baseUrl: string, path: string): string {
  return new URL(path, baseUrl).toString();
}

/**
 * Loads the files of PACKAGE-FORMAT.md in parallel. A failing manifest or settings file is the
 * settings-loading failure of SPEC 8.3, a failing data.js the course-data failure; missing label
 * files and language settings degrade with a warning.
 */
export async function loadPackage(options: LoadPackageOptions): Promise<CoursePackage> {
  const { baseUrl, http } = options;
  const prefetched = options.prefetched;
  const version = options.version ?? prefetched?.version ?? String(Date.now());
  const warn = options.warn ?? ((m, e) => console.warn(m, e ?? ''));
  const fetchJson = (path: string) => http.getJson(packageUrl(baseUrl, path), version);
  // A prefetched answer is used when it succeeded or failed for good; a network error or a 5xx
  // goes through the HTTP client, which retries it (SPEC 7.1).
  const get = async (path: string): Promise<unknown> => {
    const early = prefetched?.files[path] ? await prefetched.files[path] : null;
    if (!early || early.status >= 500) return fetchJson(path);
    if (early.status >= 400) throw new HttpError(packageUrl(baseUrl, path), early.status);
    return early.json !== undefined ? early.json : JSON.parse(early.text);
  };

  const settingsFailure = (file: string) => (e: unknown): never => {
    if (e instanceof PlayerError) throw e;
    throw new PlayerError('settings', ErrorMessages.settingsLoadingFailed, `${file}: ${describe(e)}`);
  };

  // A settings file is a JSON object; `null` or `[]` is as unusable as a missing file (SPEC 8.3).
  const object = (file: string) => (value: unknown): JsonObject => {
    if (!isObject(value)) throw new PlayerError('settings', ErrorMessages.settingsLoadingFailed, `${file} is not a JSON object`);
    return value;
  };
  const manifestP = get('manifest.json').then(object('manifest.json'), settingsFailure('manifest.json'));
  const settingsP = get('settings.js').then(object('settings.js'), settingsFailure('settings.js'));
  const publishP = get('publishSettings.js').then(object('publishSettings.js'), settingsFailure('publishSettings.js'));
  const themeP = get('themeSettings.js').catch((e) => {
    warn('themeSettings.js could not be loaded; using the branding of settings.js or the manifest preset.', e);
    return {};
  });
  // Packages of 2020–2022 have no such file (their language is in settings.js): it is not asked for
  // when settings.js says so, since the browser logs a 404 as an error; a missing one is no problem.
  const languagesP = settingsP
    .then(languageInSettingsOnly, () => false)
    .then((inSettings) => (inSettings ? [] : get('languageSettings.json')))
    .catch((e) => {
      if (!(e instanceof HttpError && e.status === 404)) console.error(ErrorMessages.languageSettingsLoadingFailed, e);
      return [];
    });
  const dataP = get('content/data.js').then(
    (data) => {
      if (!isObject(data)) throw new Error('content/data.js is not a JSON object');
      return data;
    },
    (e: unknown) => {
      throw new PlayerError('courseData', ErrorMessages.courseDataLoadingFailed, `content/data.js: ${describe(e)}`);
    },
  );
  // A rejected promise that nobody awaits yet must not surface as an unhandled rejection.
  for (const p of [manifestP, settingsP, publishP, dataP]) p.catch(() => undefined);

  const languageList = await languagesP;
  const manifest = await manifestP;
  // languageSettings.json, else the languages older packages keep in settings.js, else the manifest's.
  let languages = parseLanguages(languageList);
  if (languages.length === 0) languages = parseLanguages((await settingsP).languages);
  if (languages.length === 0) languages = parseLanguages(manifest.defaultLanguageSettings);
  if (languages.length === 0) {
    // SPEC 8.3's manifest errors apply only when the package gives these settings nowhere (PACKAGE-FORMAT.md).
    checkTemplateSettings(manifest, await settingsP);
    throw new PlayerError('settings', ErrorMessages.manifestWithoutLanguageSettings);
  }
  const language = chooseLanguage(languages, options.requestedLanguage);
  const fallbackLanguage = defaultLanguage(languages);

  // The label files, and the player's own labels in the course language, are asked for as soon as the
  // language is known, alongside the course data.
  const labelsP = packageLabels(get, language, fallbackLanguage, warn, options.playerLabels);
  const [settings, publish, theme, data, labels] = await Promise.all([settingsP, publishP, themeP, dataP, labelsP]);
  checkTemplateSettings(manifest, settings);
  const contentVersion = typeof data.createdOn === 'string' && data.createdOn ? data.createdOn : version;

  return {
    baseUrl,
    manifest,
    template: readTemplateSettings(manifest.defaultTemplateSettings, settings),
    publish: readPublishSettings(publish, options.address),
    theme: resolveTheme(theme, settings, manifest),
    languages,
    language,
    defaultLanguage: fallbackLanguage,
    data,
    labels,
    contentVersion,
  };
}

/** Keys of settings.js that are not template settings: older packages keep them there too. */
const NOT_TEMPLATE_SETTINGS = new Set(['branding', 'fonts', 'languages']);

/**
 * Packages of 2020–2022 may have no defaultTemplateSettings in the manifest: their settings.js
 * carries every setting itself. Only when neither gives any is it SPEC 8.3's manifest error.
 */
function checkTemplateSettings(manifest: JsonObject, settings: JsonObject): void {
  if (isObject(manifest.defaultTemplateSettings)) return;
  if (Object.entries(settings).some(([key, value]) => !NOT_TEMPLATE_SETTINGS.has(key) && value !== null)) return;
  throw new PlayerError('settings', ErrorMessages.manifestWithoutTemplateSettings);
}

/**
 * Every label source of a language (PackageLabels): at start-up, and again when the learner changes
 * the course language (core/player/language.ts), so the player's own table follows the new language.
 */
export async function packageLabels(
  get: (path: string) => Promise<unknown>,
  language: LanguageEntry,
  fallback: LanguageEntry,
  warn: NonNullable<LoadPackageOptions['warn']>,
  player?: LoadPackageOptions['playerLabels'],
): Promise<PackageLabels> {
  const [files, own] = await Promise.all([loadLabels(get, language, fallback, warn), playerLabelsOf(player, language, warn)]);
  return { ...files, ...(own ? { player: own } : {}), languages: { course: language.language, fallback: fallback.language } };
}

/**
 * The player's own table for the course language. Its chunk failing to load is treated as SPEC 8.3
 * treats a label file that fails: a warning, and the lookup goes on to the next source.
 */
async function playerLabelsOf(
  load: LoadPackageOptions['playerLabels'],
  language: LanguageEntry,
  warn: NonNullable<LoadPackageOptions['warn']>,
): Promise<Labels | null> {
  if (!load) return null;
  try {
    return await load(language.language);
  } catch (e) {
    warn(`The player's own labels for '${language.language}' could not be loaded (${describe(e)}); falling back.`);
    return null;
  }
}

/** The label files of a language with the default language's behind them (PACKAGE-FORMAT.md). */
async function loadLabels(
  get: (path: string) => Promise<unknown>,
  language: LanguageEntry,
  fallback: LanguageEntry,
  warn: NonNullable<LoadPackageOptions['warn']>,
): Promise<{ course: Labels; fallback: Labels }> {
  // The label set the author chose (customSelected), else the template's (selected), else the
  // language's own: the first file that loads is used.
  const load = async (codes: string[]): Promise<Labels> => {
    for (const code of codes) {
      try {
        const labels = await get(`lang/${code}.json`);
        return isObject(labels) ? (labels as Labels) : {};
      } catch (e) {
        // SPEC 8.3: a translation file load failure logs a warning and falls back to the default language.
        warn(`Interface labels lang/${code}.json could not be loaded (${e instanceof HttpError ? e.status : describe(e)}); falling back.`);
      }
    }
    return {};
  };
  const same = language.interfaceCode === fallback.interfaceCode;
  const [course, fallbackLabels] = await Promise.all([load(language.interfaceCodes), same ? Promise.resolve({}) : load(fallback.interfaceCodes)]);
  return {
    course: { ...course, ...language.customTranslations },
    fallback: same ? {} : { ...fallbackLabels, ...fallback.customTranslations },
  };
}
