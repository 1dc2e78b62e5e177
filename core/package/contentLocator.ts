import { HttpError, type HttpClient } from '../http/httpClient';
import type { BlockPlace } from '../plugins/blocks';
import type { JsonObject } from '../util/json';
import { packageUrl } from './loadPackage';

type Pattern = (id: string, place: BlockPlace, language: string) => string | null;

/**
 * Where a content fragment may live. Current packages keep a flat content/{id}.html; multilingual
 * ones a language folder (SPEC 3.5, 7.2), and a package published in one language may have one
 * too; packages of 2020–2023 nest them per section and question (PACKAGE-FORMAT.md). The pattern
 * that worked last is tried first, so a package costs at most a few misses in all, not per fragment.
 */
const PATTERNS: Pattern[] = [
  (id, _p, lang) => (lang ? `content/${lang}/${id}.html` : null),
  (id) => `content/${id}.html`,
  (id, place) =>
    place.kind === 'question'
      ? `content/${place.sectionId}/${place.questionId}/${id}.html`
      : `content/${place.kind}/${id}.html`,
  (id, _p, lang) => (lang ? `${lang}/${id}.html` : null),
];
const LANGUAGE_FOLDER = 0;
const NESTED = 2;
/** Misses after which a multilingual package is taken not to use language folders at all. */
const LANGUAGE_FOLDER_MISSES = 2;

/**
 * Whether data.js is of a package of 2020–2023, whose fragments are nested: sections called
 * 'objectives', or a templateId (PACKAGE-FORMAT.md, content/data.js). Its nested folders are then
 * tried first: each miss on the way is a 404 the browser logs as an error.
 */
export function nestsFragments(data: JsonObject): boolean {
  return Array.isArray(data.objectives) || (typeof data.templateId === 'string' && data.templateId !== '');
}

export class ContentLocator {
  private order: number[];
  private readonly cache = new Map<string, Promise<string>>();
  private languageFolderHits = 0;
  private languageFolderMisses = 0;

  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
    private readonly version: string,
    /** The course language, whose folder may hold the fragments. */
    private readonly languageFolder: string,
    /**
     * A multilingual package keeps its language folder first once it has served a fragment, so a
     * translation missing from it never sends later fragments to another language's copy.
     */
    private readonly multilingual = Boolean(languageFolder),
    /** The package keeps its fragments nested (`nestsFragments`). */
    nested = false,
  ) {
    this.order = multilingual ? [0, 1, 2, 3] : [1, 2, 0, 3];
    if (nested) this.order = [NESTED, ...this.order.filter((i) => i !== NESTED)];
  }

  /** The fragment's markup; each fragment is fetched once, only when a page shows it. */
  fragment(id: string, place: BlockPlace): Promise<string> {
    const key = `${this.languageFolder}/${id}`;
    let found = this.cache.get(key);
    if (!found) {
      found = this.find(id, place);
      this.cache.set(key, found);
      found.catch(() => this.cache.delete(key));
    }
    return found;
  }

  private async find(id: string, place: BlockPlace): Promise<string> {
    let lastError: unknown = new Error(`No fragment for block ${id}`);
    for (const index of [...this.order]) {
      const path = PATTERNS[index](id, place, this.languageFolder);
      if (!path) continue;
      try {
        const html = await this.http.getText(packageUrl(this.baseUrl, path), this.version);
        if (index === LANGUAGE_FOLDER) this.languageFolderHits += 1;
        this.promote(index);
        return html;
      } catch (e) {
        if (!(e instanceof HttpError) || e.status === 0) throw e;
        if (index === LANGUAGE_FOLDER) this.languageFolderMisses += 1;
        lastError = e;
      }
    }
    throw lastError;
  }

  private promote(index: number): void {
    const keepLanguageFirst = this.multilingual && (this.languageFolderHits > 0 || this.languageFolderMisses < LANGUAGE_FOLDER_MISSES);
    const rest = this.order.filter((i) => i !== index && !(keepLanguageFirst && i === LANGUAGE_FOLDER));
    this.order = keepLanguageFirst && index !== LANGUAGE_FOLDER ? [LANGUAGE_FOLDER, index, ...rest] : [index, ...rest];
  }
}
