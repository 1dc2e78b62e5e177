/**
 * Core's public entry. Plugins and adapters import from here only (checked by the layering rules in
 * .dependency-cruiser.cjs); anything not exported here is core's own business.
 */
export { ErrorMessages, PlayerError, isPlayerError, type PlayerErrorKind } from './errors/catalogue';
export { HttpClient, HttpError, RETRY_DELAY_MS, withCacheBuster, type HttpClientOptions } from './http/httpClient';
export { createPlayerContainer, type PlayerContainerOptions } from './di/container';
export { PluginCatalogue, type LazyEntry, type PluginKind, type PluginKinds, type PluginRegistration } from './catalogue/PluginCatalogue';
export { Clock, LaunchPage, PlayerLabelsLoader, ProgressCodecLoader, SaveTuning, Warn } from './player/services';
export { parseBlockList, type BlockPlace, type BlockRef } from './plugins/blocks';
export { isLazyPlugin, lazyPlugin, type LazyPlugin } from './plugins/lazyPlugin';
export {
  defineQuestionType,
  inOptionOrder,
  lazyQuestionType,
  type LazyQuestionType,
  type AnyQuestionType,
  type QuestionData,
  type QuestionType,
  type QuestionView,
  type QuestionViewProps,
  type PreviewImage,
  type QuestionExample,
  type QuestionTypes,
  type Score,
  type ScoreContext,
  type Translate,
  type Interaction,
} from './plugins/QuestionType';
export { defineContentBlock, type AnyContentBlock, type ContentBlock, type ContentBlockViewProps } from './plugins/ContentBlock';
export type { BlockState, BlockStateTrim, DeclaredBlockStates, MediaEntry } from './plugins/BlockState';
export type { DeliveryState, Statement, TrackingSink } from './delivery/TrackingSink';
export { createTranslator, type Labels, type Translator } from './i18n/translator';
export { PLAYER_ENGLISH } from './i18n/playerEnglish';
export { isRtlLanguage, RTL_LANGUAGES } from './i18n/rtl';
export { localeFlag, LOCALE_FLAGS, type LocaleFlag, type SpecialFlag } from './i18n/localeFlags';
export { HYPHENATION_LANGUAGES, hyphenationLanguage, type HyphenationLanguage } from './i18n/hyphenation';
export { HYPHENATION_TEST_WORDS } from './i18n/hyphenationWords';
export { loadPackage, packageUrl, type CoursePackage, type PrefetchedFiles } from './package/loadPackage';
export { readTemplateSettings, type TemplateSettings } from './settings/templateSettings';
export { readPublishSettings, type PublishSettings } from './settings/publishSettings';
export { isReviewPublishMode, type ReviewSettings, type ReviewAddress } from './settings/reviewSettings';
export { readReviewSettings, authoringToolOrigin } from './settings/reviewDetails';
export * from './review/index';
export { resolveTheme, THEME_DEFAULTS, type Theme, type FontSetting } from './settings/theme';
export { chooseLanguage, parseLanguages, type LanguageEntry } from './package/languages';
export { pickText } from './package/localize';
export { buildCourse, courseChecksum, questionDataFromJson, questionTypesOf, type BuiltCourse } from './package/buildCourse';
export { CourseModel, type CourseInstance, type QuestionDataSource } from './models/Course';
export { Section, type SectionInstance, type SectionInfo } from './models/Section';
export { Question, QuestionStateModel, type QuestionInstance, type QuestionInfo } from './models/Question';
export { blockEntries, emptyProgress, PROGRESS_VERSION, type ProgressSnapshot, type RecordFields } from './progress/progressRecord';
export { readProgress, MIGRATIONS, type ProgressReading } from './progress/readProgress';
export { CORRECT } from './progress/answers';
export { Status, STATUS_CODE, courseScore, sectionScore, courseStatus, sectionStatus, questionsNeededToPass, percentCorrect } from './rules/status';
export { buildChain, nextInChain, pageCounter, previousInChain, routes } from './rules/navigation';
export { rewriteLegacyUrl } from './url/legacyUrl';
export { FRAME_SANDBOX, frameTreatment, type FrameTreatment } from './url/framePolicy';
export { PlayerSession, type SessionState } from './player/PlayerSession';
export { ACCESSIBILITY_DEBOUNCE_MS, type LearnerAccessibility } from './player/accessibility';
export type { CourseLanguage } from './player/language';
export { canContinue, continueStep, findLanguage, isFirstChooseLanguage, languageRemark, launchLanguage, preselectLanguage, reviewRestartsAtIndex, type FirstChoiceFacts, type LanguagePopupMode } from './rules/language';
export {
  DEFAULT_ACCESSIBILITY,
  MAX_FONT_SIZE,
  browserPreferences,
  firstLaunchSettings,
  fontScale,
  type AccessibilitySettings,
  type BrowserPreferences,
  type FontSizeLevel,
} from './accessibility/settings';
export { readSavedAccessibility, type SavedAccessibility } from './accessibility/savedSettings';
export { prefersReducedMotion, watchReducedMotion } from './accessibility/motion';
export { RECONNECTED_SHOWN_MS, type ConnectionState } from './player/connection';
export type { DeliveryLink } from './player/handshake';
export type { Notice } from './player/notices';
export { toDashedUuid, isUuid, newUuid } from './util/uuid';
export { enabled as settingEnabled } from './util/json';
export {
  answeredStatement,
  isoDuration,
  questionActivityId,
  ACTIVITY_TYPES,
  XAPI_EXTENSIONS,
  XAPI_VERBS,
  registrationOf,
  type StatementContext,
  type XapiActor,
} from './tracking/statements';
export { StatementBuilder, type StatementProfile } from './tracking/statementBuilder';
export { allowsVerb, allowedVerbsFrom } from './tracking/verbFilter';
export { Outbox, memoryOutboxStorage, type OutboxStorage, type OutboxTransport, type OutboxOptions, type SendOutcome } from './tracking/outbox';
export { lrsTransport, basicAuth, statementsUrl, type LrsEndpoint } from './tracking/lrsClient';
export { createLrsSink, type LrsSinkOptions } from './tracking/lrsSink';
export { lrsCredentialsOf, sameOrigin, serviceAuthorization } from './tracking/serviceAuth';
export { lazyTrackingPlugin, defineTrackingPlugin, type LazyTrackingPlugin, type TrackingLaunch, type TrackingPlugin, type SignInRequest } from './tracking/TrackingPlugin';
export { openTracking } from './tracking/openTracking';
export { identifyLearner, type IdentityRequest, type IdentityAnswer, type SavedUser } from './tracking/identify';
export { trackingRequired, userAuthorized, identityFormNeeded, isHosted, trackingSwitches, type TrackingSwitches, type AuthorizationFacts } from './rules/trackingRules';
export { isValidEmail, isFullName, identityProblems, passwordProblem, signUpProblems, FULL_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './rules/identityInput';
export { userMenuItems, closeCourseText, closeCourseShowsMyCourses, launchContext, type MenuFacts, type MenuItem, type LaunchContext, type CloseCourseFacts } from './rules/userMenu';
export { isPromoter, isSurveyRating, surveyThanks, SURVEY_RATINGS, type SurveyThanks, type SurveyThanksFacts } from './rules/survey';
export { accessFromCheck, isAccessLimited, readAccessLimitation, type AccessLimitation, type AccessLearner } from './rules/accessLimitation';
export { LTI_CALLBACK_PARAM, isLtiLaunch, ltiCallbackUrl, ltiScore } from './rules/ltiMode';
export { publicRouteRedirect, guardedRouteRedirect, SIGN_IN_ROUTES } from './rules/routeGuards';
export type { AuthOutcome, Credentials, RegisterOutcome, Registration, ResetOutcome, ResetRequest, SignInPrompt, SocialLink, AskSignIn } from './delivery/signIn';
export { SignInSkipped } from './delivery/signIn';
export { courseActivityIdFor, learnerActor, sectionActivityId, questionActivityIdIn, PLAYER_IRI_BASE, VERB_DISPLAY, type XapiVerb } from './tracking/vocabulary';
export { allAttemptsUsed, canRetry, retakeKeeps, sentStatus, xapiStatus, type AttemptSettings, type SubmitMode } from './rules/attempts';
export { availableQuestions, lockedSections, resumeQuestion, scrollOffset, DEFAULT_SCROLL_OFFSET } from './rules/forcedNavigation';
// The timer's code loads with a course that has a timer (PlayerSession); only its types and the display format are here.
export type { CourseTimer, TimerStatus } from './rules/timer';
export { formatHms } from './rules/timeFormat';
export { createRng, shuffle, type Rng } from './rules/random';
export type { PoolSettings } from './rules/pool';
export { LearningEvents } from './player/events';
export {
  defineDeliveryPlugin,
  lazyDeliveryPlugin,
  type LazyDeliveryPlugin,
  type CloseReason,
  type ConnectionChange,
  type DeliveryPlugin,
  type DeliveryContext,
  type DeliveryLaunch,
  type DeliverySession,
  type Learner,
} from './delivery/DeliveryPlugin';
export { saveFailed, saveOk, type ProgressStore, type SaveFailureKind, type SaveResult, type StoredProgress } from './delivery/ProgressStore';
export type { CourseStanding, LearningEvent, LearningEventOf, LearningEventType, QuestionRef, SectionStanding } from './delivery/LearningEvent';
export { detectedDeliveries, openDelivery, type OpenedDelivery } from './delivery/openDelivery';
export { findLmsApi } from './delivery/findLmsApi';
export { learnerOfActor, readLaunchActor, type ActorIdentifier, type LaunchActor } from './delivery/launchActor';
// The scheduler's code loads beside the package (PlayerSession); its types are here for hosts and tests.
export type { SaveScheduler, SaveState, SaveTiming, SchedulerClock } from './delivery/SaveScheduler';
export type { CodecContext, Encoded, ProgressCodec, StoreLimits } from './progress/codec/ProgressCodec';
export { DEFAULT_RULES, type CourseRules } from './models/Course';
export { coverModel, type CoverModel, type CoverSection } from './cover/coverModel';
export { coverIsComplete, type CoverLaunch } from './cover/coverLaunch';
export { progressKey } from './delivery/progressKey';
export type { CertificateData, CertificateWords, CertificateLook } from './certificate/certificateData';
export { certificateWords, CERTIFICATE_LANGUAGES } from './certificate/words';
export { paperSizeFor, paperLocaleOf, paperPoints, regionOf, type PaperSize } from './certificate/paper';
export { certificateColours, contrastRatio, type CertificateColours } from './certificate/colours';
export { certificateOffered, certificateName, certificateFileName, CERTIFICATE_NAME_MAX, type CertificateFacts } from './certificate/eligibility';
export type { CertificateIssue, CertificateRequest, IssuedCertificate } from './delivery/certificateIssue';
export { visibleText } from './util/visibleText';
// Issue 27, part 2: the embedding contract for wrappers and frames (docs/embedding.md).
export { EMBED_NAMESPACE, EMBED_VERSION, playerMessage, readHostCommand, ltiFrameResize, h5pMessage, readH5pAction, exitReasonOf, type ExitReason, type EmbedStatus, type PlayerMessage, type PlayerMessageBody, type HostCommand, type H5pAction } from './embedding/contract';
export { normalizeOrigin, packageHostOrigins, hostOrigin, OncePerOrigin, type HostFacts } from './embedding/origins';
export { courseRoutes, isCourseRoute, type RouteCourse } from './embedding/routes';
export { HostStatus } from './embedding/status';
// Issue 27 §1: the author's preview (SPEC 2.1 questionId, 2.9).
export { previewTarget, type PreviewTarget, type PreviewedQuestion } from './rules/previewQuestion';
export { DEFAULT_SUPPORT_EMAIL } from './settings/publishSettings';
// Issue 27 part 3: the one-page layout (SPEC 3.1 layout, SPEC 2.2 scrolling).
export { readLayoutSettings, DEFAULT_LAYOUT, type LayoutSettings, type PageLayout, type OnePageNavigation } from './settings/layoutSettings';
export { sectionElements, afterSection, currentElementIndex, initialRevealed, CURRENT_LINE } from './rules/onePage';
export { FORCED_FIRST_ELEMENT_OFFSET, FORCED_BEFORE_RESULTS_OFFSET, FORCED_ELEMENT_OFFSET } from './rules/forcedNavigation';
