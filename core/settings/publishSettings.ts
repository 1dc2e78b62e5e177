import { bool, isObject, str, type JsonObject } from '../util/json';
import { readReviewSettings, type ReviewAddress, type ReviewSettings } from './reviewSettings';

export type PublishMode = 'Publish' | 'Lms' | 'Lms2004' | 'xapi' | 'Preview' | 'Review' | string;

/** Settings.publish and Settings.publishMode of SPEC 3.1. */
export interface PublishSettings {
  publishMode: PublishMode;
  isScorm: boolean;
  isScorm2004: boolean;
  isPreview: boolean;
  isXapiPackage: boolean;
  isWrapperMode: boolean;
  /**
   * SPEC 3.1 isReview: review mode, from the package or the address (reviewSettings.ts). SPEC 4.7
   * then switches off the survey, cross-device saving and result tracking; SPEC 2.11 the timer and
   * the accessibility menu. Every rule reads this flag, never the publish mode's spelling.
   */
  isReview: boolean;
  /** Review mode's launch (SPEC 2.1, 7.7); null outside review mode. */
  review: ReviewSettings | null;
  /** questionShortIds: a compact, stable index per question id (PACKAGE-FORMAT.md). */
  questionShortIds: Record<string, number>;
  raw: JsonObject;
}

/** `address`: the launch query and page origin, which may turn review mode on (SPEC 2.1); unset, the package alone decides. */
export function readPublishSettings(value: unknown, address?: ReviewAddress): PublishSettings {
  const raw = isObject(value) ? value : {};
  const mode = str(raw.publishMode, 'Publish');
  const shortIds: Record<string, number> = {};
  if (isObject(raw.questionShortIds)) {
    for (const [id, n] of Object.entries(raw.questionShortIds)) {
      if (id !== 'next_available_index' && Number.isInteger(n)) shortIds[id] = n as number;
    }
  }
  const review = readReviewSettings(raw, mode, address);
  return {
    publishMode: mode,
    isReview: review !== null,
    review,
    isScorm: mode === 'Lms' || mode === 'Lms2004',
    isScorm2004: mode === 'Lms2004',
    // Review wins over a preview when both are asked for: review is the narrower mode.
    isPreview: mode === 'Preview' && review === null,
    isXapiPackage: mode.toLowerCase() === 'xapi',
    isWrapperMode: bool(raw.wrapperMode),
    questionShortIds: shortIds,
    raw,
  };
}
