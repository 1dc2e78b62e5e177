import type { QuestionData } from '@core';
import { safeUrl } from '../../shared/safeUrl';

/**
 * scenario (PACKAGE-FORMAT.md: "a block-like page"): a branching scenario made in the authoring
 * tool's scenario editor, shown in a frame. Fields read from data.js, each leniently:
 *
 *   projectId    the scenario project's id (a string; kept for reference, the player needs none)
 *   embedUrl     the page to show: an http(s) URL, or a path inside the package
 *   embedCode    the author's embed snippet (HTML), used when there is no usable embedUrl
 *   masteryScore the scenario's own pass mark, 0..100. The scenario runs in another origin and
 *                reports nothing to the player, so the page is scored like a content page
 *                (answered when opened, SPEC 4.2) and this value is only read, never applied.
 *
 * A field that is missing, null, of another type or blank reads as null; a URL of any other
 * scheme (javascript:, data:, file:, ...) is not usable.
 */

/** Like a content page, a scenario page has no response: opening it is what answers it. */
export type Response = null;

export interface Scenario {
  projectId: string | null;
  /** http(s) or package-relative (unresolved), never another scheme. */
  embedUrl: string | null;
  embedCode: string | null;
  masteryScore: number | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function percent(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 100 ? Math.round(n) : null;
}

/** The scenario's fields from question.raw (type-specific fields, already localised). */
export function readScenario(question: Pick<QuestionData, 'raw'>): Scenario {
  const raw: Record<string, unknown> = question?.raw && typeof question.raw === 'object' ? question.raw : {};
  const projectId = typeof raw.projectId === 'number' && Number.isFinite(raw.projectId) ? String(raw.projectId) : text(raw.projectId);
  return {
    projectId,
    embedUrl: safeUrl(text(raw.embedUrl)),
    embedCode: text(raw.embedCode),
    masteryScore: percent(raw.masteryScore),
  };
}

/**
 * The URL the frame loads: a package path resolved with `resolve` (the player's mediaUrl), then
 * checked once more after resolving, so only an http(s) address ever reaches the frame.
 */
export function frameUrl(embedUrl: string | null, resolve: (path: string) => string): string | null {
  const url = safeUrl(embedUrl, { resolve });
  if (!url) return null;
  try {
    const { protocol } = new URL(url, typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The address of an embed code that is one frame and nothing else, the usual shape of an embed
 * snippet: shown like an embed URL (as the embedBlock content block does), so the scenario keeps
 * its own site's storage and sign-in. Any other code runs sandboxed.
 */
export function embedCodeUrl(code: string | null): string | null {
  if (!code || typeof DOMParser === 'undefined') return null;
  const body = new DOMParser().parseFromString(code, 'text/html').body;
  const frames = body.querySelectorAll('iframe[src]');
  if (frames.length !== 1 || body.querySelector('script, object, embed, form')) return null;
  return frames[0]!.getAttribute('src');
}
