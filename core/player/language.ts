import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Translator } from '../i18n/translator';
import type { CourseInstance } from '../models/Course';
import type { BuiltCourse } from '../package/buildCourse';
import type { LanguageEntry } from '../package/languages';
import type { CoursePackage, PackageLabels } from '../package/loadPackage';
import type { PackageFiles } from '../package/packageFiles';
import { findLanguage, isFirstChooseLanguage, launchLanguage } from '../rules/language';
import type { LearningEvents } from './events';
import { relocalizeCourse } from './relocalize';

export interface LanguageParts {
  /**
   * The session's package. Its `language` and `labels` are replaced on a switch, so every reader
   * of the course language (the record's answers, the sign-in screens, the launch facts) reads the
   * new one without being told.
   */
  pkg: CoursePackage;
  course: CourseInstance;
  kit: LanguageKit;
  events: LearningEvents;
  warn: (message: string) => void;
  /** The session takes the new language's translator and content files. */
  switched: (translator: Translator, files: PackageFiles) => void;
}

/**
 * What a switch does with the launch's own code (core/player/startSession.ts makes it): label files,
 * the translator, data.js read for a language, content files. Handed in rather than imported, so
 * this module (a lazy chunk) shares none of those modules with the first page, where webpack keeps
 * them concatenated into one (bench: first-page JS).
 */
export interface LanguageKit {
  /** lang/{code}.json with the default language's behind it (PACKAGE-FORMAT.md). */
  labels(language: LanguageEntry): Promise<PackageLabels>;
  /** A translator over those labels and the player's own English. */
  translator(labels: PackageLabels): Translator;
  /** data.js read for `language` (buildCourse). */
  build(language: LanguageEntry): BuiltCourse;
  /** The package's files for the package's language as it now is. */
  files(): PackageFiles;
}

/** What the launch knows when it sets the language up (SPEC 4.3 step 5, 3.1 isFirstChooseLanguage). */
export interface LanguageLaunch {
  /** SPEC 3.7 `language` of the restored record ('' when none was restored or the learner never chose). */
  saved: string;
  /** SPEC 5.3 `?language=` as the address gives it. */
  inAddress: string | null;
  anyAnswered: boolean;
  review: boolean;
}

/**
 * The session's course language (SPEC 2.8, 3.1, 3.7, 4.3, 4.7): which language the course runs in,
 * whether the learner has chosen it (only a chosen language is saved, SPEC 3.7 `language`; '' lets
 * the first-selection popup open on the next launch), and the switch itself: labels, course texts
 * and content fragments in the new language without a page reload. It saves through the session's
 * saving (the SaveScheduler), like every owner; a new attempt and a start over keep the choice
 * (SPEC 4.5), since the record's `language` is read from here, not from the course.
 */
export class CourseLanguage {
  /** The language the course runs in now. Replaced whole (observable.ref): the app re-renders on it. */
  current: LanguageEntry;
  /** SPEC 3.1 isFirstChooseLanguage: the first-selection popup is due (SPEC 2.8). */
  firstChoice = false;
  /** The learner asked to change the language (SPEC 2.4's menu item): the popup is open until endChange. */
  changeAsked = false;
  /** The learner (or the address, or a saved record) chose the language: it is saved. */
  private chosen = false;
  /** The launch held the course-started statement back for the first selection (LearningEvent 'launched' startDeferred). */
  private startPending = false;
  private saving: { changed(): void } | null = null;
  private readonly candidates = new Map<string, Promise<Translator>>();
  private readonly labelFiles = new Map<string, Promise<PackageLabels>>();

  constructor(private readonly parts: LanguageParts) {
    this.current = parts.pkg.language;
    // The launch loaded the opened language's labels already.
    this.labelFiles.set(parts.pkg.language.language, Promise.resolve(parts.pkg.labels));
    makeObservable<CourseLanguage, 'adopt'>(this, { current: observableRef, firstChoice: observable, changeAsked: observable, adopt: action, closeFirstChoice: action, askChange: action, endChange: action });
  }

  get languages(): readonly LanguageEntry[] {
    return this.parts.pkg.languages;
  }

  get isMultiLanguage(): boolean {
    return this.languages.length > 1;
  }

  /** SPEC 3.7 `language`: the chosen language's code, '' while the learner has not chosen. */
  get saved(): string {
    return this.chosen || !this.isMultiLanguage ? this.current.language : '';
  }

  /**
   * SPEC 4.3 step 5: the saved language applied at launch (an address naming one wins, SPEC 5.3);
   * a saved code the course no longer offers is dropped with SPEC 4.8's 'clear language'. Then
   * SPEC 3.1's rule decides whether the first-selection popup opens.
   */
  async setUp(launch: LanguageLaunch): Promise<void> {
    const { language, chosen, dropped } = launchLanguage(this.languages, this.current, launch.saved, launch.inAddress);
    if (dropped) {
      this.parts.warn(`The saved course language '${launch.saved}' is not one of this course's languages; the course opens in '${language.language}'.`);
      this.parts.events.send({ type: 'languageCleared', language: launch.saved });
    }
    if (language.language !== this.current.language) await this.switchTo(language);
    this.chosen = chosen;
    const languageInAddress = findLanguage(this.languages, launch.inAddress) !== null;
    action(() => {
      this.firstChoice = this.startPending = isFirstChooseLanguage({ languageCount: this.languages.length, savedLanguage: chosen ? language.language : '', anyAnswered: launch.anyAnswered, review: launch.review, languageInAddress });
    })();
  }

  /** SPEC 2.4 'Change course language': the popup opens (app/Layout.tsx shows it while this is set). */
  askChange(): void {
    this.changeAsked = true;
  }

  /** The popup the learner asked for is done. */
  endChange(): void {
    this.changeAsked = false;
  }

  /** From now on a change is written with progress (the session's saving). */
  attach(saving: { changed(): void }): void {
    this.saving = saving;
  }

  /**
   * SPEC 2.8: the popup's own labels in the candidate language, falling back to the default
   * language's file, then the player's English; loaded once per language.
   */
  labelsFor(code: string): Promise<Translator> {
    const entry = findLanguage(this.languages, code) ?? this.current;
    let labels = this.candidates.get(entry.language);
    if (!labels) {
      labels = this.loadTranslator(entry);
      this.candidates.set(entry.language, labels);
      labels.catch(() => this.candidates.delete(entry.language));
    }
    return labels;
  }

  /**
   * The learner chose `code` (SPEC 2.8 Continue, or Restart after the start over): labels, texts,
   * fragments, direction change together; SPEC 4.8's 'update language' tells the tracking side
   * (the xAPI statements' locale and course name, SPEC 4.7), and the choice is saved. Choosing the
   * language the course is in already saves nothing: the stored record stays as it was.
   */
  async change(code: string): Promise<void> {
    const entry = findLanguage(this.languages, code);
    if (!entry) throw new Error(`The course has no language '${code}'`);
    this.chosen = true;
    if (entry.language === this.current.language) return;
    await this.switchTo(entry);
    this.parts.events.send({ type: 'languageUpdated', language: entry.language, locale: entry.locale, title: this.parts.course.title });
    this.saving?.changed();
  }

  /**
   * SPEC 2.8: the first selection is over (closed, or continued): the popup does not open again at
   * this launch, the language counts as chosen from the next save on, and the course-started
   * statement it held back goes out now (SPEC 4.8 sendStartStatement), in the language chosen.
   */
  closeFirstChoice(): void {
    if (!this.firstChoice) return;
    this.firstChoice = false;
    this.chosen = true;
    this.ensureStarted();
  }

  /** The held-back course-started statement, once: when the popup closes, or before a first answer given under it. */
  ensureStarted(): void {
    if (!this.startPending) return;
    this.startPending = false;
    this.parts.events.send({ type: 'started' });
  }

  private async switchTo(entry: LanguageEntry): Promise<void> {
    const { pkg, course, kit } = this.parts;
    const translator = await this.loadTranslator(entry);
    const labels = await this.labelsOf(entry);
    const built = kit.build(entry);
    pkg.language = entry;
    pkg.labels = labels;
    relocalizeCourse(course, built);
    this.parts.switched(translator, kit.files());
    this.adopt(entry);
  }

  private adopt(entry: LanguageEntry): void {
    this.current = entry;
  }

  private labelsOf(entry: LanguageEntry): Promise<PackageLabels> {
    let labels = this.labelFiles.get(entry.language);
    if (!labels) {
      labels = this.parts.kit.labels(entry);
      this.labelFiles.set(entry.language, labels);
      labels.catch(() => this.labelFiles.delete(entry.language));
    }
    return labels;
  }

  private async loadTranslator(entry: LanguageEntry): Promise<Translator> {
    return this.parts.kit.translator(await this.labelsOf(entry));
  }
}
