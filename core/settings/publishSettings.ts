import { bool, isObject, str, type JsonObject } from '../util/json';
import { isReviewLaunch, type ReviewAddress } from './reviewSettings';

/**
 * SPEC 9.5's support e-mail constant, used when publishSettings.js names none (docs/preview.md):
 * a deployment sets its own address there. example.org is reserved (RFC 2606): no stranger's inbox.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.org';

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
  /**
   * SPEC 2.9, 6.1: the address an author previewing is offered on an error ('[contact]'). Packages
   * carry none today (PACKAGE-FORMAT.md); a publisher may set publishSettings.js `supportEmail`,
   * else the player's constant (SPEC 9.5 "a support e-mail exists as a constant").
   */
  supportEmail: string;
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
  // Review mode's details (SPEC 2.1, 7.7) are read in its own chunk: core/review/startReview.ts.
  const isReview = isReviewLaunch(raw, mode, address);
  return {
    publishMode: mode,
    isReview,
    isScorm: mode === 'Lms' || mode === 'Lms2004',
    isScorm2004: mode === 'Lms2004',
    // Review wins over a preview when both are asked for: review is the narrower mode.
    isPreview: mode === 'Preview' && !isReview,
    isXapiPackage: mode.toLowerCase() === 'xapi',
    isWrapperMode: bool(raw.wrapperMode),
    supportEmail: str(raw.supportEmail, '').trim() || DEFAULT_SUPPORT_EMAIL,
    questionShortIds: shortIds,
    raw,
  };
}
