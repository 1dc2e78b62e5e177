import type { CourseInstance } from '../models/Course';
import type { BlockStateKind } from '../plugins/ContentBlock';
import type { Saving } from './saving';

/** The media gate's side of a block state change: media progress may let a page count as read. */
export interface MediaWatch {
  isMediaState(kind: BlockStateKind): boolean;
  stateChanged(key: string): void;
}

/**
 * The saved state of content blocks (SPEC 3.7: checklists, scenarios, walkthroughs, card sorting,
 * media progress), by block or media id: a block view reads and writes its own through here.
 */
export class BlockStates {
  constructor(
    private readonly course: CourseInstance,
    private readonly saving: Saving,
    private readonly media: MediaWatch,
  ) {}

  get(kind: BlockStateKind, id: string): unknown {
    return this.course.blockStates[kind]?.[id];
  }

  /** Saves a block's state; null removes it. */
  set(kind: BlockStateKind, id: string, value: unknown): void {
    this.course.setBlockState(kind, id, value);
    this.saving.changed();
    if (this.media.isMediaState(kind)) this.media.stateChanged(id);
  }
}
