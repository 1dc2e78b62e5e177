import type { CourseInstance } from '../models/Course';
import type { Saving } from './saving';

/** The media gate's side of a block state change: media progress may let a page count as read. */
export interface MediaWatch {
  /** Whether a block state holds media progress (its block declares `media`). */
  isMediaState(key: string): boolean;
  /** A medium's progress changed (by media id). */
  stateChanged(mediaId: string): void;
}

/**
 * The saved state of content blocks (SPEC 3.7), under the record field each block declares
 * (BlockState.key) and by block or media id: a block view reads and writes its own through here.
 */
export class BlockStates {
  constructor(
    private readonly course: CourseInstance,
    private readonly saving: Saving,
    private readonly media: MediaWatch,
  ) {}

  get(key: string, id: string): unknown {
    return this.course.blockStates[key]?.[id];
  }

  /** Saves a block's state; null removes it. */
  set(key: string, id: string, value: unknown): void {
    this.course.setBlockState(key, id, value);
    this.saving.changed();
    if (this.media.isMediaState(key)) this.media.stateChanged(id);
  }
}
