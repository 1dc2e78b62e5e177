import type { OutboxStorage, Statement } from '@core';

/**
 * The outbox of one LRS destination in this browser's localStorage (docs/xapi.md "Delivery"): it
 * outlives reloads and closed tabs, and is written synchronously, so a page hide cannot lose a
 * statement. The key names the course and the endpoint, so two courses or two LRSs never mix.
 */
export function localOutboxStorage(courseId: string, endpoint: string, storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage): OutboxStorage {
  const key = `xapi_outbox:${courseId}:${endpoint}`;
  return {
    read() {
      const text = storage?.getItem(key);
      if (!text) return [];
      const parsed = JSON.parse(text) as unknown;
      return Array.isArray(parsed) ? (parsed as Statement[]) : [];
    },
    write(statements) {
      if (!storage) return;
      if (statements.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(statements));
    },
  };
}
