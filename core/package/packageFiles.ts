import type { HttpClient } from '../http/httpClient';
import type { BlockPlace } from '../plugins/blocks';
import { ContentLocator, nestsFragments } from './contentLocator';
import { packageUrl, type CoursePackage } from './loadPackage';

/** The package's files as the pages need them: media addresses, sized image addresses, content fragments. */
export class PackageFiles {
  private readonly content: ContentLocator;

  constructor(
    http: HttpClient,
    private readonly baseUrl: string,
    pkg: CoursePackage,
  ) {
    this.content = new ContentLocator(http, baseUrl, pkg.contentVersion, pkg.language.language, pkg.languages.length > 1, nestsFragments(pkg.data));
  }

  mediaUrl(path: string): string {
    return packageUrl(this.baseUrl, path);
  }

  /** SPEC 9.4: images carry width, height and scaleBySmallerSide (true) query parameters. */
  imageUrl(path: string, width: number, height: number): string {
    const url = new URL(this.mediaUrl(path));
    url.searchParams.set('width', String(width));
    url.searchParams.set('height', String(height));
    url.searchParams.set('scaleBySmallerSide', 'true');
    return url.toString();
  }

  /** A content fragment's HTML (content/{id}.html wherever this package keeps it), fetched once. */
  fragment(id: string, place: BlockPlace): Promise<string> {
    return this.content.fragment(id, place);
  }
}
