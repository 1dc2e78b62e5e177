import { fixtureFetch, BASE_URL, SHOWCASE } from '../../test/support/fixtureFetch';
import { HttpClient } from '../http/httpClient';
import { PLAYER_ENGLISH } from '../i18n/playerEnglish';
import { createTranslator } from '../i18n/translator';
import { loadPackage } from '../package/loadPackage';
import { pickText } from '../package/localize';
import { coverModel } from './coverModel';

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
    const model = coverModel(pkg, t, '<p>intro</p>');
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
    expect(coverModel(shown.pkg, shown.t).logoUrl).toBe('media/logo.svg');
    const hidden = await load(theme(false));
    expect(coverModel(hidden.pkg, hidden.t).logoUrl).toBe('');
  });

  it('numbers the cards as the section list does: transparent sections have no number', async () => {
    const { pkg, t } = await load(
      withData((d) => {
        d.sections = [{ id: 'a', title: 'A', questions: [] }, { id: 'b', title: 'B', isTransparent: true, questions: [] }, { id: 'c', title: 'C', questions: [] }];
      }),
    );
    const model = coverModel(pkg, t);
    expect(model.sections.map((s) => s.indexLabel)).toEqual([t.t('[section x of y]', { index: 1, total: 2 }), '', t.t('[section x of y]', { index: 2, total: 2 })]);
    expect(model.sections[1].transparent).toBe(true);
  });

  it('keeps a status row for a section with pages, none when scores are hidden until the end (SPEC 4.1)', async () => {
    const sections = (d: Record<string, unknown>) => {
      d.sections = [{ id: 'a', title: 'A', questions: [{ id: 'q' }] }, { id: 'b', title: 'B', questions: [] }];
    };
    const { pkg, t } = await load(withData(sections));
    expect(coverModel(pkg, t).sections.map((s) => s.statusRow)).toEqual([true, false]);
    const hidden = { ...pkg, template: { ...pkg.template, submitAnswers: 'allQuestionsAtOnce' as const } };
    expect(coverModel(hidden, t).sections.map((s) => s.statusRow)).toEqual([false, false]);
  });

  it("reads no question but the first one's id: a question that would throw when read leaves the model unchanged", async () => {
    const { pkg, t } = await load();
    const before = coverModel(pkg, t);
    const throwing = () => new Proxy({}, { get: () => { throw new Error('question read'); } });
    (pkg.data.sections as { questions: unknown[] }[]).forEach((s, i) => {
      // Where 'Start' leads is the chain's first stop: the first question's id, and nothing else of it.
      s.questions = s.questions.map((q, j) => (i === 0 && j === 0 ? { id: (q as { id: string }).id } : throwing()));
    });
    expect(coverModel(pkg, t)).toEqual(before);
  });

  it("leads 'Start' to the chain's first stop (SPEC 2.2): the learning objective, else the first page, else the results", async () => {
    const { pkg, t } = await load(
      withData((d) => {
        d.sections = [{ id: 'empty', title: 'E', questions: [] }, { id: 'a', title: 'A', learningObjective: 'Learn', questions: [{ id: 'q1' }] }];
      }),
    );
    expect(coverModel(pkg, t).startRoute).toBe('/sections/a/learning-objective');
    expect(coverModel({ ...pkg, template: { ...pkg.template, showContentPages: false } }, t).startRoute).toBe('/sections/a/questions/q1');
    const none = await load(withData((d) => void (d.sections = [])));
    expect(coverModel(none.pkg, none.t).startRoute).toBe('/results');
  });

  it('names the browser key of SPEC 9.5 and asks for the player at once for LMS, review, pool and timer packages', async () => {
    const { pkg, t } = await load();
    const data = pkg.data as { id: string; templateId?: string };
    expect(coverModel(pkg, t).progressKey).toBe(`course_progress${data.id}${data.templateId ?? ''}`);
    expect(coverModel(pkg, t).playerAtOnce).toBe(false);
    expect(coverModel({ ...pkg, publish: { ...pkg.publish, isScorm: true } }, t).playerAtOnce).toBe(true);
    expect(coverModel({ ...pkg, publish: { ...pkg.publish, publishMode: 'Review' } }, t).playerAtOnce).toBe(true);
    expect(coverModel({ ...pkg, template: { ...pkg.template, questionPool: { ...pkg.template.questionPool, enabled: true } } }, t).playerAtOnce).toBe(true);
    expect(coverModel({ ...pkg, template: { ...pkg.template, timer: { enabled: true, limitMs: 60000 } } }, t).playerAtOnce).toBe(true);
    expect(coverModel({ ...pkg, template: { ...pkg.template, resultsTracking: true } }, t).playerAtOnce).toBe(true);
  });

  it('takes the direction from the course language (SPEC 9.3)', async () => {
    const { pkg, t } = await load();
    expect(coverModel(pkg, t).dir).toBe('ltr');
    expect(coverModel({ ...pkg, language: { ...pkg.language, rtl: true, locale: 'ar' } }, t)).toMatchObject({ dir: 'rtl', lang: 'ar' });
  });
});
