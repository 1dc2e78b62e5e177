import type { LearningEvent } from '@core';

/** A learning event as the webhook posts it: with an id, so a receiver can ignore a replay. */
export type WebhookEvent = LearningEvent & { id: string };

/** The part of the Web Storage API the outbox needs (localStorage in a browser). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The events taken but not yet acknowledged, oldest first, kept in storage as they change: a tab
 * closed while the receiver was down hands its events to the next launch in this browser. Two
 * tabs share the stored list: each writes its own events and keeps the other's.
 */
export class Outbox {
  private events: WebhookEvent[];
  /** Ids this page saw acknowledged, so that writing back another tab's list does not revive them. */
  private readonly delivered = new Set<string>();

  constructor(
    private readonly storage: OutboxStorage | null,
    private readonly key: string,
    private readonly warn: (message: string) => void,
  ) {
    this.events = this.read();
  }

  get size(): number {
    return this.events.length;
  }

  push(event: WebhookEvent): void {
    this.events.push(event);
    this.write();
  }

  /** The oldest events whose JSON fits `maxBytes` (at least one, so an oversized event is not stuck behind itself). */
  head(maxCount: number, maxBytes = Infinity): WebhookEvent[] {
    const out: WebhookEvent[] = [];
    let bytes = 0;
    for (const event of this.events) {
      const size = utf8Length(JSON.stringify(event)) + 1;
      if (out.length >= maxCount || (out.length > 0 && bytes + size > maxBytes)) break;
      out.push(event);
      bytes += size;
    }
    return out;
  }

  /** Forgets the events the receiver has (by id: a batch acknowledged twice is harmless). */
  remove(ids: readonly string[]): void {
    const gone = new Set(ids);
    for (const id of ids) this.delivered.add(id);
    const before = this.events.length;
    this.events = this.events.filter((e) => !gone.has(e.id));
    if (this.events.length !== before) this.write();
  }

  private read(): WebhookEvent[] {
    try {
      const text = this.storage?.getItem(this.key);
      const parsed: unknown = text ? JSON.parse(text) : [];
      return Array.isArray(parsed) ? (parsed as WebhookEvent[]) : [];
    } catch (e) {
      this.warn(`The webhook outbox in storage is unreadable and starts empty: ${String(e)}`);
      return [];
    }
  }

  private write(): void {
    if (!this.storage) return;
    const mine = new Set(this.events.map((e) => e.id));
    const others = this.read().filter((e) => !mine.has(e.id) && !this.delivered.has(e.id));
    try {
      this.storage.setItem(this.key, JSON.stringify([...this.events, ...others]));
    } catch (e) {
      // Full or blocked storage: the events are still sent from memory, only a closed tab loses them.
      this.warn(`The webhook outbox could not be kept in storage: ${String(e)}`);
    }
  }
}

/** The size of text in UTF-8, as a request body counts it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4; // a surrogate pair: one four-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}
