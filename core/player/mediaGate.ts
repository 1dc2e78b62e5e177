import { observable, runInAction } from 'mobx';
import type { CourseInstance } from '../models/Course';
import type { MediaEntry } from '../plugins/BlockState';
import type { MediaWatch } from './blockStates';
import type { ContentPages } from './contentPages';

/**
 * SPEC 4.2's media-viewing restriction: with it on, a content page counts as read once every medium
 * on it (and its voice-over) has been watched to the end, and SPEC 4.1's "course finished" waits for
 * the last page's voice-over. The page's media players register here; their saved progress (block
 * state) says what was watched.
 */
export class MediaGate implements MediaWatch {
  /** Media the pages play: question id → block id → media ids. Observable so the banner updates. */
  readonly pageMedia = observable.map<string, Map<string, Set<string>>>({}, { deep: false });
  private readonly shownPages = new Set<string>();

  constructor(
    private readonly course: CourseInstance,
    private readonly contentPages: ContentPages,
    /** settings.js mediaRestriction. */
    readonly restricted: boolean,
    /** The block states that keep media progress (their blocks declare `media`), by media id. */
    private readonly mediaKeys: readonly string[],
  ) {}

  /** A media block (or the voice-over, block id 'VO') on a page; its media ids follow from registerMedia. */
  registerMediaBlock(questionId: string, blockId: string): () => void {
    runInAction(() => {
      const blocks = new Map(this.pageMedia.get(questionId) ?? []);
      if (!blocks.has(blockId)) blocks.set(blockId, new Set());
      this.pageMedia.set(questionId, blocks);
    });
    return () => runInAction(() => this.pageMedia.get(questionId)?.delete(blockId));
  }

  registerMedia(questionId: string, blockId: string, mediaId: string): () => void {
    runInAction(() => {
      const blocks = new Map(this.pageMedia.get(questionId) ?? []);
      blocks.set(blockId, new Set([...(blocks.get(blockId) ?? []), mediaId]));
      this.pageMedia.set(questionId, blocks);
    });
    this.consumeIfWatched(questionId);
    return () => undefined;
  }

  /** Whether a medium was watched to the end (its saved media progress, SPEC 3.7, in whichever state keeps it). */
  isWatched(mediaId: string): boolean {
    return this.mediaKeys.some((key) => (this.course.blockStates[key]?.[mediaId] as MediaEntry | undefined)?.totalMediaWatched === true);
  }

  /** Whether every medium of the page has been watched to the end. */
  mediaWatched(questionId: string): boolean {
    const blocks = this.pageMedia.get(questionId);
    if (!blocks) return true;
    for (const keys of blocks.values()) {
      if (keys.size === 0) return false;
      for (const key of keys) if (!this.isWatched(key)) return false;
    }
    return true;
  }

  /**
   * SPEC 4.1 course finished: every question of the attempt opened and answered, and the last
   * question's voice-over completed when the restriction requires media and it has one.
   */
  get isCourseFinished(): boolean {
    const course = this.course;
    if (!course.isFinished) return false;
    const last = course.activeQuestions[course.activeQuestions.length - 1];
    if (!last || !this.restricted || !last.data.voiceOver) return true;
    return this.isWatched(`audio_${last.index}_VO`);
  }

  /** The page waits for its media before it counts as read (the banner of SPEC 2.12 says so). */
  mediaPending(questionId: string): boolean {
    const q = this.course.questionById.get(questionId);
    return Boolean(q && this.restricted && q.answeredOnOpen && !q.isAnswered && this.pageMedia.has(questionId) && !this.mediaWatched(questionId));
  }

  /** The app says a page's content is all on screen: with the restriction on, it may now count as read. */
  contentShown(questionId: string): void {
    this.shownPages.add(questionId);
    this.consumeIfWatched(questionId);
  }

  /** An opened page under the restriction: read once its media are watched. */
  opened(questionId: string): void {
    this.consumeIfWatched(questionId);
  }

  isMediaState(key: string): boolean {
    return this.mediaKeys.includes(key);
  }

  /** A medium's progress changed: the pages that play it may now count as read. */
  stateChanged(key: string): void {
    for (const [questionId, blocks] of this.pageMedia) {
      if ([...blocks.values()].some((keys) => keys.has(key))) this.consumeIfWatched(questionId);
    }
  }

  private consumeIfWatched(questionId: string): void {
    const q = this.course.questionById.get(questionId);
    if (!q || !q.supported || !this.restricted || !q.answeredOnOpen || q.isAnswered || !q.hasBeenOpened) return;
    if (!this.shownPages.has(questionId) || !this.mediaWatched(questionId)) return;
    this.contentPages.answer(questionId);
  }
}
