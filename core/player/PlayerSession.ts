import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ErrorMessages, isPlayerError, PlayerError } from '../errors/catalogue';
import type { HttpClient } from '../http/httpClient';
import { createTranslator, type Translator } from '../i18n/translator';
import { CourseModel, type CourseInstance } from '../models/Course';
import type { QuestionInstance } from '../models/Question';
import { buildCourse } from '../package/buildCourse';
import { ContentLocator } from '../package/contentLocator';
import { loadPackage, packageUrl, type CoursePackage, type PrefetchedFiles } from '../package/loadPackage';
import type { BlockPlace } from '../plugins/blocks';
import type { PluginRegistry } from '../plugins/registry';
import type { StorageAdapter } from '../plugins/StorageAdapter';
import { captureAnswers, restoreAnswers } from '../progress/answers';
import { parseProgress, PROGRESS_VERSION, type ProgressSnapshot } from '../progress/progressRecord';
import { rewriteLegacyUrl } from '../url/legacyUrl';
import { newUuid } from '../util/uuid';

/** Performance marks let the bench and the browser's profiler see where start-up time goes. */
const mark = (name: string) => globalThis.performance?.mark?.(name);

export type SessionState = 'loading' | 'ready' | 'error';

export interface StorageContext {
  courseId: string;
  templateId: string;
  pkg: CoursePackage;
}

export interface PlayerSessionOptions {
  baseUrl: string;
  query: URLSearchParams;
  http: HttpClient;
  registry: PluginRegistry;
  /** The composition root picks the store for the delivery context once the package is known. */
  createStorage: (context: StorageContext) => StorageAdapter;
  warn?: (message: string) => void;
  prefetched?: PrefetchedFiles;
}

/**
 * One learner's run of one course: loads the package, builds the course, restores and saves
 * progress, and applies answers through the question-type plugins. React-free; the app observes it.
 */
export class PlayerSession {
  state: SessionState = 'loading';
  error: PlayerError | null = null;
  /** A transient network failure is being retried (SPEC 7.1); the app shows a reconnecting status. */
  reconnecting = false;
  /** Messages the learner should see once (e.g. corrupt saved progress started clean). */
  notices: string[] = [];

  pkg!: CoursePackage;
  course!: CourseInstance;
  translator!: Translator;
  content!: ContentLocator;
  storage!: StorageAdapter;
  private restoredUrl = '';
  private readonly warn: (message: string) => void;

  constructor(private readonly options: PlayerSessionOptions) {
    this.warn = options.warn ?? ((m) => console.warn(m));
    makeObservable(this, {
      state: observable,
      error: observableRef,
      reconnecting: observable,
      notices: observable,
      fail: action,
      dismissNotices: action,
    });
  }

  get registry(): PluginRegistry {
    return this.options.registry;
  }

  get language(): string {
    return this.pkg?.language.language ?? 'en';
  }

  get isRtl(): boolean {
    return this.pkg?.language.rtl ?? false;
  }

  async start(): Promise<void> {
    const { http, baseUrl, query } = this.options;
    http.onRetry = action(() => {
      this.reconnecting = true;
    });
    try {
      const pkg = await loadPackage({
        baseUrl,
        http,
        requestedLanguage: query.get('language'),
        warn: (m) => this.warn(m),
        prefetched: this.options.prefetched,
      });
      mark('player:package-loaded');
      const built = buildCourse(pkg, this.options.registry);
      const course = CourseModel.create(built.snapshot);
      course.attachDataSource(built.dataSource);
      this.pkg = pkg;
      this.course = course;
      this.translator = createTranslator(pkg.labels);
      const multilingual = pkg.languages.length > 1;
      this.content = new ContentLocator(http, baseUrl, pkg.contentVersion, multilingual ? pkg.language.language : '');
      this.storage = this.options.createStorage({ courseId: course.id, templateId: course.templateId, pkg });
      mark('player:course-built');
      await this.restore();
      if (!course.attemptId) course.setAttemptId(query.get('attemptId') || newUuid());
      action(() => {
        this.reconnecting = false;
        this.state = 'ready';
      })();
      mark('player:ready');
    } catch (e) {
      this.fail(e);
    }
  }

  fail(e: unknown): void {
    this.error = isPlayerError(e) ? e : new PlayerError('generic', e instanceof Error ? e.message : String(e));
    this.state = 'error';
    this.reconnecting = false;
    console.error(this.error.message, this.error.detail ?? '');
  }

  dismissNotices(): void {
    this.notices = [];
  }

  /** The URL to resume at after a restore (SPEC 4.3), already rewritten from legacy forms (SPEC 2.3). */
  get resumeUrl(): string {
    return this.restoredUrl;
  }

  question(id: string): QuestionInstance | undefined {
    return this.course.questionById.get(id);
  }

  mediaUrl(path: string): string {
    return packageUrl(this.options.baseUrl, path);
  }

  fragment(id: string, place: BlockPlace): Promise<string> {
    return this.content.fragment(id, place);
  }

  /** Opening a page marks it; a content page is answered when opened (SPEC 4.2). */
  open(questionId: string): void {
    const q = this.course.questionById.get(questionId);
    if (!q) return;
    const wasOpened = q.hasBeenOpened;
    q.open();
    if (q.supported && q.answeredOnOpen && !q.isAnswered) {
      const score = this.registry.questionType(q.type).score(q.data, null, {
        allowScoringOfContentPages: this.course.allowScoringOfContentPages,
        hasBeenOpened: true,
      });
      q.answer(null, score);
      this.save();
    } else if (!wasOpened) {
      this.save();
    }
  }

  /** Scores a response with its plugin, records it and saves (SPEC 4.2, 5.1). */
  answer(questionId: string, response: unknown): QuestionInstance {
    const q = this.course.questionById.get(questionId);
    if (!q) throw new PlayerError('question', ErrorMessages.questionDoesNotExist);
    if (!q.supported) throw new PlayerError('question', ErrorMessages.unknownQuestionType(q.type));
    const plugin = this.registry.questionType(q.type);
    const score = plugin.score(q.data, response, {
      allowScoringOfContentPages: this.course.allowScoringOfContentPages,
      hasBeenOpened: q.hasBeenOpened,
    });
    q.answer(response, score);
    this.course.start();
    this.save();
    return q;
  }

  /** Try again: the question's answer is cleared so it can be answered anew. */
  reset(questionId: string): void {
    this.course.questionById.get(questionId)?.reset();
    this.save();
  }

  /** Records the page the learner is on, so "continue" returns to it; the cover and sign-in pages are not places to resume. */
  navigated(url: string): void {
    if (this.course.url === url || !(url.startsWith('/sections') || url === '/results')) return;
    this.course.setUrl(url);
    this.save();
  }

  record(): ProgressSnapshot {
    const course = this.course;
    return {
      ...parseProgress({ v: PROGRESS_VERSION }),
      url: course.url,
      attemptId: course.attemptId,
      courseChecksum: course.checksum,
      language: this.language,
      learningObjectiveConsumed: course.sections.filter((s) => s.isConsumedLearningObjective).map((s) => s.id),
      ...captureAnswers(course, this.registry),
    };
  }

  save(): void {
    if (this.state === 'error' || !this.storage) return;
    this.storage.save(this.record()).catch((e) => this.warn(`Progress could not be saved: ${e instanceof Error ? e.message : String(e)}`));
  }

  /** Page hide: write synchronously where the store allows (SPEC 4.4 "save on page hide"). */
  flush(): void {
    if (this.state !== 'ready') return;
    this.save();
    this.storage.flush();
  }

  /** SPEC 4.4: restore only for the same learner; corrupt progress starts clean with a warning (SPEC 8.3). */
  private async restore(): Promise<void> {
    const saved = await this.storage.load();
    if (saved === null || saved === undefined) return;
    let record: ProgressSnapshot;
    try {
      record = parseProgress(saved);
    } catch (e) {
      this.warn(`Saved progress is unreadable and was ignored; the course starts clean. (${e instanceof Error ? e.message : String(e)})`);
      runInAction(() => this.notices.push('player:progress warning'));
      return;
    }
    const learner = this.storage.learner?.() ?? null;
    const savedEmail = (record.user?.email ?? '').toLowerCase();
    const currentEmail = (learner?.email ?? '').toLowerCase();
    if (savedEmail !== currentEmail) {
      this.course.setAttemptId(record.attemptId);
      return;
    }
    if (record.courseChecksum && record.courseChecksum !== this.course.checksum) {
      this.warn(`${ErrorMessages.courseUpdated} Answers of questions that changed are not restored.`);
    }
    restoreAnswers(this.course, record, this.registry, (m) => this.warn(m));
    for (const id of record.learningObjectiveConsumed) this.course.sectionById.get(id)?.consumeLearningObjective();
    if (record.attemptId) this.course.setAttemptId(record.attemptId);
    if (record.answers.some((a) => a !== null)) this.course.start();
    this.restoredUrl = rewriteLegacyUrl(record.url);
    this.course.setUrl(this.restoredUrl);
  }
}
