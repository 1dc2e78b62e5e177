import type { StorageAdapter } from '@core';

/** A fake of the StorageAdapter interface (ARCHITECTURE.md: a fake of each interface ships for tests). */
export class MemoryStorage implements StorageAdapter {
  readonly id = 'memory';
  readonly capabilities = {};
  saved: unknown = null;
  /** What setAside() moved out of the way, with the reason. */
  aside: { record: unknown; reason: string } | null = null;
  saves = 0;
  constructor(initial: unknown = null, private readonly identity: { email?: string; name?: string } | null = null) {
    this.saved = initial;
  }
  async load() {
    return this.saved;
  }
  async save(progress: object) {
    this.saves++;
    this.saved = JSON.parse(JSON.stringify(progress));
  }
  setAside(reason: string) {
    this.aside = { record: this.saved, reason };
    this.saved = null;
  }
  async remove() {
    this.saved = null;
  }
  flush() {}
  learner() {
    return this.identity;
  }
}
