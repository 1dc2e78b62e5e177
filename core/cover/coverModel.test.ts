import { fixtureFetch, BASE_URL, SHOWCASE } from '../../test/support/fixtureFetch';
import { HttpClient } from '../http/httpClient';
import { PLAYER_ENGLISH } from '../i18n/playerEnglish';
import { createTranslator } from '../i18n/translator';
import { loadPackage } from '../package/loadPackage';
import { pickText } from '../package/localize';
import type { AnyQuestionType, QuestionTypes } from '../plugins/QuestionType';
import { coverModel } from './coverModel';

/** The question types' view the model asks: content pages are answered when opened (SPEC 4.2). */
const CONTENT_PAGES = new Set(['informationContent', 'scenario']);
const TYPES: QuestionTypes = {
  hasQuestionType: (id) => id !== 'unknownType',
  questionType: (id) => ({ id, answeredOnOpen: CONTENT_PAGES.has(id) }) as unknown as AnyQuestionType,
};

const load = async (overrides: Record<string, string | number | ((body: string | null) => string)> = {}) => {
  const { fetch } = fixtureFetch(SHOWCASE, overrides);
  const http = new HttpClient({ fetch, sleep: async () => undefined, maxRetries: 1 });
  const pkg = await loadPackage({ baseUrl: BASE_URL, http, requestedLanguage: null, version: 'v', warn: () => undefined });
  return { pkg, t: createTranslator({ ...pkg.labels, builtIn: PLAYER_ENGLISH }) };
};

const withData = (change: (data: Record<string, unknown>) => void) => ({
  'content/data.js': (body: string | null) => {
    const data = JSON.parse(body ?? '{}');
    change(data);
    return JSON.stringify(data);
  },
});

describe('coverModel (issue 13: the pre-rendered cover)', () => {
  it("takes the course title, the section titles and the introduction's block ids from data.js", async () => {
    const { pkg, t } = await load();
    const model = coverModel(pkg, t, TYPES, '<p>intro</p>');
    const data = pkg.data as { title: unknown; sections: { title: unknown }[]; introductions?: { id: string }[] };
    const text = (v: unknown) => pickText(v, pkg.language.language, pkg.defaultLanguage.language);
    expect(model.title).toBe('Caring for Houseplants');
    expect(model.sections.map((s) => s.title)).toEqual(data.sections.map((s) => text(s.title)));
    expect(model.sections.length).toBeGreaterThan(1);
    expect(model.introductionIds).toEqual((data.introductions ?? []).map((b) => b.id));
    expect(model.introductionHtml).toBe('<p>intro</p>');
    expect(model.labels.start).toBe(t.t('[start section]'));
  });

  it("shows no logo, main or alternative, when the theme's allowToShowLogo is false (issue 22; app/theme/logos.ts)", async () => {
    const theme = (allowToShowLogo: boolean) => ({
      'themeSettings.js': (body: string | null) => {
        const settings = JSON.parse(body!);
        settings.branding.logo = { url: 'media/logo.svg', allowToShowLogo };
        settings.branding.alternativeLogo = { url: 'media/logo-light.svg' };
        return JSON.stringify(settings);
      },
    });
    const shown = await load(theme(true));
    expect(coverModel(shown.pkg, shown.t, TYPES).logoUrl).toBe('media/logo.svg');
    const hidden = await load(theme(false));
    expect(coverModel(hidden.pkg, hidden.t, TYPES).logoUrl).toBe('');
  });

  it('numbers the cards as the section list does: transparent sections have no number', async () => {
    const { pkg, t } = await load(
      withData((d) => {
        d.sections = [{ id: 'a', title: 'A', questions: [] }, { id: 'b', title: 'B', isTransparent: true, questions: [] }, { id: 'c', title: 'C', questions: [] }];
      }),
    );
    const model = coverModel(pkg, t, TYPES);
    expect(model.sections.map((s) => s.indexLabel)).toEqual([t.t('[section x of y]', { index: 1, total: 2 }), '', t.t('[section x of y]', { index: 2, total: 2 })]);
    expect(model.sections[1].transparent).toBe(true);
  });

  it('shows a card\'s status when it has questions that count towards passing, none when scores are hidden until the end (SPEC 3.4, 4.1)', async () => {
    const sections = (d: Record<string, unknown>) => {
      d.sections = [
        { id: 'a', title: 'A', questions: [{ id: 'q', type: 'singleSelectText' }, { id: 'p', type: 'informationContent' }, { id: 's', type: 'statement', isSurvey: true }, { id: 'r', type: 'rankingText' }] },
        { id: 'b', title: 'B', questions: [] },
        { id: 'c', title: 'C', questions: [{ id: 'p2', type: 'informationContent' }, { id: 'u', type: 'unknownType' }] },
      ];
    };
    const { pkg, t } = await load(withData(sections));
    const model = coverModel(pkg, t, TYPES);
    expect(model.sections.map((s) => [s.statusRow, s.scoreLabel])).toEqual([
      [true, t.t('[x y answered correctly]', { countCorrectlyAnsweredQuestionsInSection: 0, countQuestionsInSection: 2 })],
      [false, ''],
      [false, ''],
    ]);
    // Content pages count once the author scores them.
    const scored = { ...pkg, template: { ...pkg.template, allowScoringOfContentPages: true } };
    expect(coverModel(scored, t, TYPES).sections.map((s) => s.scoreLabel)).toEqual([
      t.t('[x y answered correctly]', { countCorrectlyAnsweredQuestionsInSection: 0, countQuestionsInSection: 3 }),
      '',
      t.t('[x y answered correctly]', { countCorrectlyAnsweredQuestionsInSection: 0, countQuestionsInSection: 1 }),
    ]);
    const hidden = { ...pkg, template: { ...pkg.template, submitAnswers: 'allQuestionsAtOnce' as const } };
    expect(coverModel(hidden, t, TYPES).sections.map((s) => s.statusRow)).toEqual([false, false, false]);
  });

  it("lists a transparent section's pages in its place, with whether each counts towards passing (issue 22)", async () => {
    const { pkg, t } = await load(
      withData((d) => {
        d.sections = [
          { id: 'a', title: 'A', questions: [{ id: 'q1', type: 'singleSelectText', title: 'One' }] },
          { id: 'b', title: '-', isTransparent: true, questions: [{ id: 'p', type: 'informationContent', title: 'Read me' }, { id: 'q2', type: 'multipleSelect', title: 'Two' }, { id: 'q1', type: 'singleSelectText', title: 'Again' }, { title: 'No id' }] },
        ];
      }),
    );
    const [card, loose] = coverModel(pkg, t, TYPES).sections;
    expect(card.pages).toEqual([]);
    // As the course is built: a question without an id, or one already seen, is not a page.
    expect(loose.pages).toEqual([
      { id: 'p', title: 'Read me', contentPage: true, locked: false, statusShown: false },
      { id: 'q2', title: 'Two', contentPage: false, locked: false, statusShown: true },
    ]);
    expect(loose.statusRow).toBe(true);
  });

  it('locks what forced navigation locks for a learner who has not begun: every section but the first, every page but the first (SPEC 2.6, 4.2)', async () => {
    const { pkg, t } = await load(
      withData((d) => {
        d.sections = [
          { id: 'a', title: '-', isTransparent: true, questions: [{ id: 'p1', type: 'informationContent' }, { id: 'q1', type: 'singleSelectText' }] },
          { id: 'b', title: 'B', questions: [{ id: 'q2', type: 'singleSelectText' }] },
        ];
      }),
    );
    const forced = coverModel({ ...pkg, template: { ...pkg.template, forceNavigation: true } }, t, TYPES);
    expect(forced.sections.map((s) => s.locked)).toEqual([false, true]);
    expect(forced.sections[0].pages.map((p) => p.locked)).toEqual([false, true]);
    expect(coverModel(pkg, t, TYPES).sections[0].pages.map((p) => p.locked)).toEqual([false, false]);
  });

  it("reads of a question only its id, type and survey flag, and the title of a transparent section's pages", async () => {
    const { pkg, t } = await load();
    const before = coverModel(pkg, t, TYPES);
    const readable = new Set(['id', 'type', 'isSurvey', 'title']);
    const guarded = (q: Record<string, unknown>) =>
      new Proxy(q, {
        get: (target, key) => {
          if (typeof key === 'string' && !readable.has(key)) throw new Error(`question.${key} read`);
          return target[key as string];
        },
      });
    (pkg.data.sections as { questions: Record<string, unknown>[] }[]).forEach((s) => {
      s.questions = s.questions.map(guarded);
    });
    expect(coverModel(pkg, t, TYPES)).toEqual(before);
  });

  it("leads 'Start' to the chain's first stop (SPEC 2.2): the learning objective, else the first page, else the results", async () => {
    const { pkg, t } = await load(
      withData((d) => {
        d.sections = [{ id: 'empty', title: 'E', questions: [] }, { id: 'a', title: 'A', learningObjective: 'Learn', questions: [{ id: 'q1' }] }];
      }),
    );
    expect(coverModel(pkg, t, TYPES).startRoute).toBe('/sections/a/learning-objective');
    expect(coverModel({ ...pkg, template: { ...pkg.template, showContentPages: false } }, t, TYPES).startRoute).toBe('/sections/a/questions/q1');
    const none = await load(withData((d) => void (d.sections = [])));
    expect(coverModel(none.pkg, none.t, TYPES).startRoute).toBe('/results');
  });

  it('names the browser key of SPEC 9.5 and asks for the player at once for LMS, review, pool and timer packages', async () => {
    const { pkg, t } = await load();
    const data = pkg.data as { id: string; templateId?: string };
    expect(coverModel(pkg, t, TYPES).progressKey).toBe(`course_progress${data.id}${data.templateId ?? ''}`);
    expect(coverModel(pkg, t, TYPES).playerAtOnce).toBe(false);
    expect(coverModel({ ...pkg, publish: { ...pkg.publish, isScorm: true } }, t, TYPES).playerAtOnce).toBe(true);
    expect(coverModel({ ...pkg, publish: { ...pkg.publish, publishMode: 'Review', isReview: true } }, t, TYPES).playerAtOnce).toBe(true);
    expect(coverModel({ ...pkg, template: { ...pkg.template, questionPool: { ...pkg.template.questionPool, enabled: true } } }, t, TYPES).playerAtOnce).toBe(true);
    expect(coverModel({ ...pkg, template: { ...pkg.template, timer: { enabled: true, limitMs: 60000 } } }, t, TYPES).playerAtOnce).toBe(true);
    expect(coverModel({ ...pkg, template: { ...pkg.template, resultsTracking: true } }, t, TYPES).playerAtOnce).toBe(true);
  });

  it('takes the direction from the course language (SPEC 9.3)', async () => {
    const { pkg, t } = await load();
    expect(coverModel(pkg, t, TYPES).dir).toBe('ltr');
    expect(coverModel({ ...pkg, language: { ...pkg.language, rtl: true, locale: 'ar' } }, t, TYPES)).toMatchObject({ dir: 'rtl', lang: 'ar' });
  });
});
