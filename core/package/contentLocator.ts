import { HttpError, type HttpClient } from '../http/httpClient';
import type { BlockPlace } from '../plugins/blocks';
import { packageUrl } from './loadPackage';

type Pattern = (id: string, place: BlockPlace, language: string) => string | null;

/**
 * Where a content fragment may live. Current packages keep a flat content/{id}.html; multilingual
 * ones a language folder (SPEC 3.5, 7.2); packages of 2020–2023 nest them per section and question
 * (PACKAGE-FORMAT.md). The pattern that worked last is tried first, so a package costs at most a
 * few misses in all, not per fragment.
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

export class ContentLocator {
  private order: number[];
  private readonly cache = new Map<string, Promise<string>>();

  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
    private readonly version: string,
    /** The language folder to try first; empty for single-language packages. */
    private readonly languageFolder: string,
  ) {
    this.order = languageFolder ? [0, 1, 2, 3] : [1, 2];
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
        this.order = [index, ...this.order.filter((i) => i !== index)];
        return html;
      } catch (e) {
        if (!(e instanceof HttpError) || e.status === 0) throw e;
        lastError = e;
      }
    }
    throw lastError;
  }
}
