import type { StorageAdapter, StorageContext } from '@core';
import { BrowserStorage, progressKey } from '../../adapters/storage/browser/BrowserStorage';

/** Looks for a SCORM API in this window, its parents and its opener, as LMS launches place it. */
export function findScormApi(win: Window, name: 'API' | 'API_1484_11'): unknown {
  const seen = new Set<Window>();
  const climb = (w: Window | null): unknown => {
    for (let depth = 0; w && !seen.has(w) && depth < 10; depth++) {
      seen.add(w);
      try {
        const api = (w as unknown as Record<string, unknown>)[name];
        if (api) return api;
      } catch {
        return null; // a cross-origin frame: no API reachable through it
      }
      if (w.parent === w) break;
      w = w.parent;
    }
    return null;
  };
  return climb(win) ?? climb(win.opener as Window | null);
}

/**
 * The storage of the delivery context (ARCHITECTURE.md). Until the LMS adapters exist, a package
 * published for an LMS plays with browser storage, and says so when no LMS API is found either.
 */
export function chooseStorage(context: StorageContext): StorageAdapter {
  const { publish } = context.pkg;
  if (publish.isScorm) {
    const api = findScormApi(window, publish.isScorm2004 ? 'API_1484_11' : 'API');
    if (!api) {
      console.warn(
        `This course was published for an LMS (${publish.publishMode}) but no LMS API was found; progress is kept in this browser instead.`,
      );
    } else {
      console.warn('An LMS API was found, but this version of the player keeps progress in the browser.');
    }
  }
  return new BrowserStorage(progressKey(context.courseId, context.templateId));
}
