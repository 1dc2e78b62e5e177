/** Where saved progress lives (browser, LMS, LRS state, learner service). The token shares the name. */
export interface StorageAdapter {
  readonly id: string;
  readonly capabilities: {
    /** Size budget of one saved record in characters (4,096 in SCORM 1.2, 64,000 in 2004). */
    maxChars?: number;
  };
  /** The saved record, or null when there is none or it could not be read (a warning is logged). */
  load(): Promise<unknown | null>;
  /**
   * The record load() returned cannot be used (a field of the wrong type, a newer player's version):
   * keep it out of the way, where nothing is lost and it is not read again (SPEC 8.3).
   */
  setAside?(reason: string): void;
  save(progress: object): Promise<void>;
  remove(): Promise<void>;
  /** Called on page hide: write anything pending synchronously if the store allows. */
  flush(): void;
  /** The learner the store knows (LMS learner id/name), when it has one. */
  learner?(): { email?: string; name?: string } | null;
}
export const StorageAdapter = Symbol('StorageAdapter');
