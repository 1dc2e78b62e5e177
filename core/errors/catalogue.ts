/**
 * The error catalogue of SPEC 8.3, with the exact messages. Every error the player raises for a
 * catalogued condition is built here, so a message is written once and tests can match it exactly.
 */
export const ErrorMessages = {
  showContentDisabled: 'show content configuration is disabled',
  questionPoolSizeChanged: 'Question Pool size changed.',
  courseUpdated: 'Course has been updated!',
  noAttemptId: 'No attemptId found',
  failedToCreateAttempt: (status: number | string) => `Failed to create new attempt: ${status}`,
  contentKeyNotSupported: 'Content entity key is not supported',
  questionNotFound: 'Question not found',
  unknownQuestionType: (type: string) => `Unable to calculate score for ${type} question`,
  questionDoesNotExist: 'Question does not exist.',
  rankingTextNotFound: (text: string) => `Ranking text: text answer wan not found: '${text}'`,
  notImplemented: 'not implemented',
  cantLoadImage: (url: string) => `Can't load image by url ${url}`,
  manifestWithoutTemplateSettings: "Manifest doesn't have defaultTemplateSettings",
  manifestWithoutLanguageSettings: "Manifest doesn't have defaultLanguageSettings",
  localization: (key: string) =>
    `Localization error appeared. Translation for key '${key}' has not been found.`,
  fontSizeRequired: 'fontSize must be specified when size is set as numeric value',
  courseDataLoadingFailed: 'Course data loading failed',
  settingsLoadingFailed: 'Settings loading failed',
  languageSettingsLoadingFailed: 'problem with loading language settings',
  // SPEC 4.3 / 8.4: SPEC names no message text for it; the screen shows '[invalid lrs configuration]'.
  lrsMisconfiguration: 'The custom LRS has no URI',
} as const;

export type PlayerErrorKind =
  | 'settings' // settings, manifest or publish settings could not be loaded (SPEC 8.3)
  | 'courseData' // content/data.js could not be loaded or parsed
  | 'showContent' // SPEC 2.9: only content pages, and showing them is switched off
  | 'lrs' // SPEC 2.10 / 4.3: the LRS the settings select cannot be used (a custom LRS without a URI)
  | 'localization'
  | 'question'
  | 'progress'
  | 'registry'
  | 'generic';

export class PlayerError extends Error {
  constructor(
    readonly kind: PlayerErrorKind,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'PlayerError';
  }
}

export const isPlayerError = (e: unknown): e is PlayerError => e instanceof PlayerError;
