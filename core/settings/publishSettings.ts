import { bool, isObject, str, type JsonObject } from '../util/json';

export type PublishMode = 'Publish' | 'Lms' | 'Lms2004' | 'xapi' | 'Preview' | 'Review' | string;

/** Settings.publish and Settings.publishMode of SPEC 3.1. */
export interface PublishSettings {
  publishMode: PublishMode;
  isScorm: boolean;
  isScorm2004: boolean;
  isPreview: boolean;
  isXapiPackage: boolean;
  isWrapperMode: boolean;
  /** questionShortIds: a compact, stable index per question id (PACKAGE-FORMAT.md). */
  questionShortIds: Record<string, number>;
  raw: JsonObject;
}

export function readPublishSettings(value: unknown): PublishSettings {
  const raw = isObject(value) ? value : {};
  const mode = str(raw.publishMode, 'Publish');
  const shortIds: Record<string, number> = {};
  if (isObject(raw.questionShortIds)) {
    for (const [id, n] of Object.entries(raw.questionShortIds)) {
      if (id !== 'next_available_index' && Number.isInteger(n)) shortIds[id] = n as number;
    }
  }
  return {
    publishMode: mode,
    isScorm: mode === 'Lms' || mode === 'Lms2004',
    isScorm2004: mode === 'Lms2004',
    isPreview: mode === 'Preview',
    isXapiPackage: mode.toLowerCase() === 'xapi',
    isWrapperMode: bool(raw.wrapperMode),
    questionShortIds: shortIds,
    raw,
  };
}
