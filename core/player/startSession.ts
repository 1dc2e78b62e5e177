import type { PluginCatalogue } from '../catalogue/PluginCatalogue';
import type { HttpClient } from '../http/httpClient';
import type { Labels, Translator } from '../i18n/translator';
import { CourseModel, type CourseInstance } from '../models/Course';
import { buildCourse, questionTypesOf } from '../package/buildCourse';
import { loadPackage, packageLabels, packageUrl, type CoursePackage } from '../package/loadPackage';
import { PackageFiles } from '../package/packageFiles';
import type { LearnerAccessibility } from './accessibility';
import type { ConnectionMonitor } from './connection';
import type { LearningEvents } from './events';
import type { Notices } from './notices';
import type { LanguageKit } from './language';
import type { OpenParts, SessionOwners } from './openSession';
import type { DeliveryLink } from './handshake';
import type { LaunchPage, PlayerLabelsLoader, ProgressCodecLoader, SaveTuning } from './services';

/** Performance marks let the bench and the browser's profiler see where start-up time goes. */
const mark = (name: string) => globalThis.performance?.mark?.(name);

export interface StartParts {
  plugins: PluginCatalogue;
  http: HttpClient;
  page: LaunchPage;
  tuning: SaveTuning;
  loadCodec: ProgressCodecLoader;
  /** The player's own labels in the course's language, fetched beside the package's label files (issue 24). */
  loadPlayerLabels: PlayerLabelsLoader;
  events: LearningEvents;
  notices: Notices;
  connection: ConnectionMonitor;
  accessibility: LearnerAccessibility;
  now: () => number;
  warn: (message: string) => void;
  /** The player's own English labels arrived (the error page needs them even when the package fails). */
  englishLoaded: (labels: Labels) => void;
  /** The package is read: an error from here on reads in the course's language. */
  packageRead: (pkg: CoursePackage, translator: Translator) => void;
  courseBuilt: (course: CourseInstance, files: PackageFiles) => void;
  /** The learner switched the course language: the new translator and content files (core/player/language.ts). */
  languageSwitched: (translator: Translator, files: PackageFiles) => void;
}

/**
 * The start-up of SPEC 4.3 in the order the learner waits for it: the package (with the question types
 * it uses and the player's English labels) is fetched while the code of everything after it loads
 * beside it (the delivery backends and tracking plugins, the codec, the running session); then the
 * course is built and the running session opened (./openSession.ts).
 */
export async function startSession(parts: StartParts): Promise<{ delivery: DeliveryLink; owners: SessionOwners | null }> {
  const { plugins, http, page, warn } = parts;
  // The player's English and the label lookup come together (core/i18n/labelKit.ts).
  const english = import(/* webpackChunkName: "player-english" */ '../i18n/labelKit').then((m) => {
    parts.englishLoaded(m.PLAYER_ENGLISH);
    return m;
  });
  // Everything needed once the course is built loads beside the package, not after it.
  const running = import(/* webpackChunkName: "session-delivery" */ './openSession');
  const codec = parts.loadCodec();
  const backends = Promise.all([plugins.load('delivery'), plugins.load('tracking')]);
  for (const early of [english, running, codec, backends]) early.catch(() => undefined);

  // The address may turn review mode on towards the page's own origin (core/settings/reviewSettings.ts).
  const address = { query: page.query, pageOrigin: page.window?.location?.origin ?? '' };
  const pkg = await loadPackage({ baseUrl: page.baseUrl, http, requestedLanguage: page.query.get('language'), warn, prefetched: page.prefetched, playerLabels: parts.loadPlayerLabels, address });
  mark('player:package-loaded');
  // Question types load when a course uses them (plugins/questions/index.ts).
  const [, { PLAYER_ENGLISH: builtIn, createTranslator }] = await Promise.all([plugins.load('question', questionTypesOf(pkg.data)), english]);
  parts.packageRead(pkg, createTranslator({ ...pkg.labels, builtIn }));
  const built = buildCourse(pkg, plugins);
  const course = CourseModel.create(built.snapshot);
  course.attachDataSource(built.dataSource);
  parts.courseBuilt(course, new PackageFiles(http, page.baseUrl, pkg));
  mark('player:course-built');

  const rules = course.rules;
  const [open, loadedCodec, drawCode, timerCode] = await Promise.all([
    running,
    codec,
    rules.pool.enabled || rules.randomizeOptions ? import(/* webpackChunkName: "course-rules" */ './launchRules') : null,
    // SPEC 2.11: review mode has no timer, so a reviewer is never timed out of the course.
    rules.timer.enabled && !pkg.publish.isReview ? import(/* webpackChunkName: "course-timer" */ '../rules/timer') : null,
  ]);
  // A language switch (SPEC 4.7) does what the launch did, for another language.
  const languageKit: LanguageKit = {
    labels: (language) => packageLabels((path) => http.getJson(packageUrl(pkg.baseUrl, path), pkg.contentVersion), language, pkg.defaultLanguage, warn, parts.loadPlayerLabels),
    translator: (labels) => createTranslator({ ...labels, builtIn }),
    build: (language) => buildCourse({ ...pkg, language }, plugins),
    files: () => new PackageFiles(http, page.baseUrl, pkg),
  };
  const openParts: OpenParts = { ...parts, course, pkg, languageKit, codec: loadedCodec, drawCode, timerCode };
  return open.openSession(openParts);
}
