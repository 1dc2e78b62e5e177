import { saveOk, type ProgressStore, type SaveResult, type StoredProgress, type StoreLimits } from '@core';

/**
 * A preview's progress: in this page's memory, gone on reload (SPEC 4.3: a preview never restores;
 * SPEC 4.7: nothing is kept across devices). It still goes through the SaveScheduler like every
 * store, so a preview exercises the same saving code a learner's launch does.
 */
export class PreviewStore implements ProgressStore {
  readonly id = 'preview';
  readonly limits: StoreLimits = { acceptsNonAscii: true, json: true };
  private text: string | null = null;

  /** Always empty at launch: nothing was kept by an earlier page. */
  async load(): Promise<StoredProgress | null> {
    return this.text === null ? null : { text: this.text };
  }

  async save(text: string): Promise<SaveResult> {
    return this.flushSync(text);
  }

  flushSync(text: string): SaveResult {
    this.text = text;
    return saveOk();
  }

  async remove(): Promise<void> {
    this.text = null;
  }

  /** What the last save wrote (for the author's tools and tests); null before the first. */
  get saved(): string | null {
    return this.text;
  }
}
