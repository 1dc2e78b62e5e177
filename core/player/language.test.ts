// The session's course language (SPEC 2.8, 3.1, 3.7, 4.3 step 5, 4.5, 4.7, 4.8) on the showcase
// course (English and Arabic), through a real session as the app drives it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StatementBuilder, type LearningEvent } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { MemoryStore } from '../../test/support/memoryStore';

const arLabels: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'ar.json'), 'utf8'));
const data = JSON.parse(readFileSync(path.join(SHOWCASE, 'content', 'data.js'), 'utf8'));
const saved = (storage: MemoryStore) => storage.saved as { language: string; answers: unknown[] };

describe('the first selection (SPEC 3.1 isFirstChooseLanguage, 5.3)', () => {
  it('is due on a fresh launch of a multi-language course, and nothing is saved as chosen yet', async () => {
    const { session, sink } = await createTestPlayer();
    expect(session.courseLanguage.firstChoice).toBe(true);
    expect(session.courseLanguage.saved).toBe('');
    // The course-started statement waits for the popup (SPEC 2.8).
    expect(sink.of('launched')[0].startDeferred).toBe(true);
  });

  it('is not due when the address names a language, which is then the chosen one', async () => {
    const { session, sink } = await createTestPlayer({ query: 'language=ar' });
    expect(session.courseLanguage.firstChoice).toBe(false);
    expect(session.courseLanguage.saved).toBe('ar');
    expect(sink.of('launched')[0].startDeferred).toBe(false);
  });

  it('is not due once a question is answered, nor in review mode', async () => {
    const storage = new MemoryStore();
    const first = await createTestPlayer({ storage });
    const q = first.session.course.progressQuestions[0];
    first.session.actions.answer(q.id, first.session.plugins.questionType(q.type).correctResponse(q.data));
    await first.session.saving.flush();
    expect(saved(storage).language).toBe('');
    const again = await createTestPlayer({ storage });
    expect(again.session.courseLanguage.firstChoice).toBe(false);
    const review = { 'publishSettings.js': JSON.stringify({ publishMode: 'Review' }) };
    expect((await createTestPlayer({ overrides: review })).session.courseLanguage.firstChoice).toBe(false);
  });

  it('closing it sends the held-back course-started statement, once, and writes nothing', async () => {
    const storage = new MemoryStore();
    const { session, sink } = await createTestPlayer({ storage });
    const before = storage.text;
    session.courseLanguage.closeFirstChoice();
    session.courseLanguage.closeFirstChoice();
    expect(sink.types.filter((t) => t === 'started')).toHaveLength(1);
    expect(session.courseLanguage.firstChoice).toBe(false);
    await session.saving.flush();
    expect(storage.text).toBe(before);
    // The next write carries the choice, so the popup does not come back.
    session.saving.changed();
    await session.saving.flush();
    expect(saved(storage).language).toBe('en');
  });

  it('a first answer given while it is still open sends the held-back start first, once', async () => {
    const { session, sink } = await createTestPlayer();
    const [a, b] = session.course.progressQuestions;
    for (const q of [a, b]) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    session.courseLanguage.closeFirstChoice();
    expect(sink.types.filter((t) => t === 'launched' || t === 'started' || t === 'answered')).toEqual(['launched', 'started', 'answered', 'answered']);
  });

  it('an xAPI statement builder sends started only after the popup, in the chosen locale', async () => {
    const { session, sink } = await createTestPlayer();
    await session.courseLanguage.change('ar');
    session.courseLanguage.closeFirstChoice();
    const builder = new StatementBuilder({ contentPages: false, allowedVerbs: null });
    const statements = sink.events.flatMap((e: LearningEvent) => builder.build(e));
    const verbs = statements.map((s) => (s.verb as { id: string }).id.split('/').pop());
    expect(verbs).toEqual(['launched', 'started']);
    expect((statements[1].object as { definition: { name: Record<string, string> } }).definition.name).toEqual({ 'ar-SA': data.title.ar });
  });
});

describe('changing the language (SPEC 4.7, 4.8)', () => {
  it('reloads labels, texts and fragments in the new language without touching answers, and saves the choice', async () => {
    const storage = new MemoryStore();
    const { session, sink } = await createTestPlayer({ storage });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    const englishData = q.data;
    await session.courseLanguage.change('ar');
    expect(session.language).toBe('ar');
    expect(session.isRtl).toBe(true);
    expect(session.pkg.language.language).toBe('ar');
    expect(session.translator.t('[continue]')).toBe(arLabels['[continue]']);
    expect(session.course.title).toBe(data.title.ar);
    expect(session.course.sections[0].title).toBe(data.sections[0].title.ar);
    expect(session.course.questions[0].title).toBe(data.sections[0].questions[0].title.ar);
    expect(q.data).not.toBe(englishData);
    expect(q.isAnsweredCorrectly).toBe(true);
    const withContent = session.course.questions.find((x) => existsSync(path.join(SHOWCASE, 'content', 'ar', `${x.id}_content.html`)))!;
    const fragment = await session.files.fragment(`${withContent.id}_content`, { kind: 'question', sectionId: withContent.sectionId, questionId: withContent.id });
    expect(fragment).toBe(readFileSync(path.join(SHOWCASE, 'content', 'ar', `${withContent.id}_content.html`), 'utf8'));
    expect(sink.of('languageUpdated')).toEqual([expect.objectContaining({ language: 'ar', locale: 'ar-SA', title: data.title.ar })]);
    await session.saving.flush();
    expect(saved(storage).language).toBe('ar');
  });

  it('choosing the language the course is in changes and writes nothing', async () => {
    const storage = new MemoryStore();
    const { session, sink } = await createTestPlayer({ storage });
    const before = storage.text;
    await session.courseLanguage.change('en');
    await session.saving.flush();
    expect(storage.text).toBe(before);
    expect(sink.of('languageUpdated')).toEqual([]);
  });

  it('refuses a language the course does not have', async () => {
    const { session } = await createTestPlayer();
    await expect(session.courseLanguage.change('fr')).rejects.toThrow(/no language 'fr'/);
    expect(session.language).toBe('en');
  });

  it('the popup reads the candidate language\'s labels before any switch (SPEC 2.8)', async () => {
    const { session } = await createTestPlayer();
    const t = await session.courseLanguage.labelsFor('ar');
    expect(t.t('[choose preferred language]')).toBe(arLabels['[choose preferred language]']);
    expect(session.language).toBe('en');
  });
});

describe('the saved language (SPEC 3.7, 4.3 step 5, 4.5)', () => {
  it('is applied at the next launch, which then asks nothing', async () => {
    const storage = new MemoryStore();
    const first = await createTestPlayer({ storage });
    await first.session.courseLanguage.change('ar');
    first.session.courseLanguage.closeFirstChoice();
    await first.session.saving.flush();
    const again = await createTestPlayer({ storage });
    expect(again.session.language).toBe('ar');
    expect(again.session.course.title).toBe(data.title.ar);
    expect(again.session.translator.t('[continue]')).toBe(arLabels['[continue]']);
    expect(again.session.courseLanguage.firstChoice).toBe(false);
    expect(again.sink.of('launched')[0].course.language).toBe('ar');
  });

  it('is kept on start over and on a new attempt', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    await session.courseLanguage.change('ar');
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    expect(await session.attempts.startNew()).toBe(true);
    await session.saving.flush();
    expect(saved(storage).language).toBe('ar');
    await session.attempts.startOver();
    await session.saving.flush();
    expect(saved(storage).language).toBe('ar');
    expect(saved(storage).answers.every((a) => a === null)).toBe(true);
  });

  it('a saved language the course no longer has is dropped with a warning and the clear-language event', async () => {
    const storage = new MemoryStore();
    const first = await createTestPlayer({ storage });
    await first.session.courseLanguage.change('ar');
    await first.session.saving.flush();
    const onlyEnglish = { 'languageSettings.json': (body: string | null) => JSON.stringify(JSON.parse(body!).filter((l: { language: string }) => l.language === 'en').concat([{ language: 'de', locale: 'de-DE', label: 'Deutsch' }])) };
    const again = await createTestPlayer({ storage, overrides: onlyEnglish });
    expect(again.session.language).toBe('en');
    expect(again.sink.of('languageCleared')).toEqual([expect.objectContaining({ language: 'ar' })]);
    expect(again.warnings.some((w) => /'ar' is not one of this course's languages/.test(w))).toBe(true);
    // The choice is gone and nothing was answered: the first selection opens again.
    expect(again.session.courseLanguage.firstChoice).toBe(true);
  });
});
