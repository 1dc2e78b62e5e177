import { HttpError } from '../http/httpClient';
import { visibleText } from '../util/visibleText';
import type { BlockPlace } from '../plugins/blocks';
import type { JsonObject } from '../util/json';
import type { AnchorType, CommentAnchor, CommentTarget, CourseAnchor, Placement } from './comments';

// Its readers (startReview, tests) import it from here; it lives in util, since a certificate's title needs it too.
export { visibleText };

/*
 * Anchors and checksums, version 1 (docs/service.md "Anchors and checksums"; issue 25 §3): the same
 * walk and the same bytes as the service's server/review/courseAnchors.ts, so that a thread the
 * player posted is placed alike by the player (`placementOf`) and by the service (the owner's page,
 * `comments?placement=package`). test/service/reviewAnchors.test.ts computes both on the same packages.
 */

/** The service keeps at most this much of the text a comment was written on. */
export const QUOTE_MAX = 1000;

/** A block's fragment as published: the raw text fetched, before any sanitising. */
export type FragmentSource = (blockId: string, place: BlockPlace) => Promise<string>;

/** The SHA-256 of a text as lower-case hex, or null where WebCrypto is missing (a page not in a secure context). */
export type Digest = (text: string) => Promise<string | null>;

export const sha256Hex: Digest = async (text) => {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The id that names an anchor in a course, as the service's `anchorKey`: block:id, page:id, section:id, course. */
export function anchorKey(a: { type: AnchorType; sectionId?: string; pageId?: string; blockId?: string }): string {
  switch (a.type) {
    case 'block': return `block:${a.blockId}`;
    case 'page': return `page:${a.pageId}`;
    case 'section': return `section:${a.sectionId}`;
    default: return 'course';
  }
}

/** Where an anchor stands in the course: its target (with the ids around it), and what its checksum covers. */
export interface AnchorSite {
  key: string;
  target: CommentTarget;
  /** data.js's title (a text, or one per language) of the course, a section or a page. */
  title?: unknown;
  /** A block's place (which legacy folder its fragment may be in). */
  place?: BlockPlace;
  /** A page's question type: a content page is a 'page', any other a 'question' ('Comments on the {contextType}'). */
  pageType?: string;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A text field as the checksum covers it: the text, or the first language's of one given per language (PACKAGE-FORMAT.md). */
export function publishedText(v: unknown): string {
  if (typeof v === 'string') return v;
  const first = Object.values(obj(v)).find((t) => typeof t === 'string');
  return typeof first === 'string' ? first : '';
}

const QUESTION_BLOCK_LISTS = ['learningContents', 'questionInstructions', 'questionCorrectFeedbacks', 'questionIncorrectFeedbacks'];
const COURSE_BLOCK_LISTS: [string, BlockPlace][] = [['introductions', { kind: 'introduction' }], ['passedAfterwords', { kind: 'afterword' }], ['failedAfterwords', { kind: 'afterword' }]];
/** Ids the service reads as file names (32-hex or GUIDs, PACKAGE-FORMAT.md); a block with another id is no anchor there, so none here. */
const BLOCK_ID = /^[0-9A-Za-z-]{1,64}$/;

/**
 * Every anchor of a course, from data.js alone (nothing fetched): the course title, sections (or
 * very old packages' `objectives`), their pages, and blocks at any depth of the course's
 * introductions and afterwords and of each page's contents, instructions, feedbacks and answers'
 * explanations. Walked with a work list: data.js may nest blocks thousands deep.
 */
export function courseSites(data: JsonObject): Map<string, AnchorSite> {
  const sites = new Map<string, AnchorSite>([['course', { key: 'course', target: { type: 'course' }, title: data.title }]]);
  const blocks = (entries: unknown, place: BlockPlace) => {
    const work = [list(entries)];
    const around = place.kind === 'question' ? { sectionId: place.sectionId, pageId: place.questionId } : {};
    for (let next = work.pop(); next; next = work.pop()) {
      for (const entry of next) {
        const e = obj(entry);
        if (typeof e.id === 'string' && BLOCK_ID.test(e.id)) sites.set(`block:${e.id}`, { key: `block:${e.id}`, target: { type: 'block', blockId: e.id, ...around }, place });
        work.push(list(e.children));
      }
    }
  };
  for (const [field, place] of COURSE_BLOCK_LISTS) blocks(data[field], place);
  for (const section of list(data.sections ?? data.objectives).map(obj)) {
    if (typeof section.id !== 'string') continue;
    const sectionId = section.id;
    sites.set(`section:${sectionId}`, { key: `section:${sectionId}`, target: { type: 'section', sectionId }, title: section.title });
    for (const question of list(section.questions).map(obj)) {
      if (typeof question.id !== 'string') continue;
      const place: BlockPlace = { kind: 'question', sectionId, questionId: question.id };
      sites.set(`page:${question.id}`, { key: `page:${question.id}`, target: { type: 'page', sectionId, pageId: question.id }, title: question.title, pageType: typeof question.type === 'string' ? question.type : '' });
      for (const field of QUESTION_BLOCK_LISTS) blocks(question[field], place);
      for (const answer of list(question.answers)) blocks(obj(answer).explanationBlocks, place);
    }
  }
  return sites;
}

/**
 * A course's anchors with their checksums, each computed once and only when asked: placing the
 * threads of a course needs the checksums of the few anchors they are on, not the fetch of every
 * fragment of a course of 2,000 pages.
 */
export class CourseAnchorIndex {
  readonly sites: Map<string, AnchorSite>;
  private readonly checksums = new Map<string, Promise<string | null>>();

  constructor(
    data: JsonObject,
    private readonly published: FragmentSource,
    private readonly digest: Digest = sha256Hex,
  ) {
    this.sites = courseSites(data);
  }

  site(target: CommentTarget): AnchorSite | undefined {
    return this.sites.get(anchorKey(target));
  }

  /** The anchor's checksum now; null when it is not in the course or cannot be computed here (no WebCrypto, the fragment unreachable). */
  checksum(key: string): Promise<string | null> {
    let found = this.checksums.get(key);
    if (!found) {
      found = this.compute(key);
      this.checksums.set(key, found);
    }
    return found;
  }

  /**
   * Issue 25 §3, the service's `placementOf`: elsewhere when the anchor's id is gone, outdated when
   * its content changed since the comment (whose quote keeps what it was written on), in place
   * otherwise, and always for the course title and a comment written without a checksum. A
   * checksum that cannot be computed here places the thread in place: never hidden, never guessed outdated.
   */
  async placementOf(anchor: CommentAnchor): Promise<Placement> {
    const key = anchorKey(anchor);
    if (!this.sites.has(key)) return key === 'course' ? 'inPlace' : 'elsewhere';
    if (!anchor.checksum) return 'inPlace';
    const now = await this.checksum(key);
    return now && now !== anchor.checksum ? 'outdated' : 'inPlace';
  }

  /** Every anchor with its checksum (`POST comments/placement`); those that cannot be computed are left out. */
  async all(): Promise<CourseAnchor[]> {
    const anchors = await Promise.all([...this.sites.values()].map(async (site) => {
      const checksum = await this.checksum(site.key);
      return checksum === null ? null : { ...site.target, checksum };
    }));
    return anchors.filter((a): a is CourseAnchor => a !== null);
  }

  private async compute(key: string): Promise<string | null> {
    const site = this.sites.get(key);
    if (!site) return null;
    if (!site.place) return this.digest(publishedText(site.title));
    let html: string;
    try {
      html = await this.published(site.target.blockId!, site.place);
    } catch (e) {
      // A fragment missing from the package is the service's empty content; an unreachable one is unknown.
      if (e instanceof HttpError && e.status === 404) html = '';
      else return null;
    }
    return this.digest(html);
  }
}

/** The anchors of a course as the player has it now, each with its checksum (`POST comments/placement`). */
export function courseAnchors(data: JsonObject, published: FragmentSource, digest: Digest = sha256Hex): Promise<CourseAnchor[]> {
  return new CourseAnchorIndex(data, published, digest).all();
}

/** The quote a comment keeps (docs/service.md: ≤ 1000 characters): spaces collapsed, cut without splitting a character. */
export function quoteOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= QUOTE_MAX) return clean;
  const cut = clean.slice(0, QUOTE_MAX);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
