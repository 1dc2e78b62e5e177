import { defineQuestionType, type QuestionData } from '../plugins/QuestionType';
import { PluginCatalogue } from '../catalogue/PluginCatalogue';
import type { CourseInstance } from '../models/Course';
import type { QuestionInstance } from '../models/Question';
import type { ProgressSnapshot } from './progressRecord';
import { CORRECT, captureAnswers, restoreAnswers } from './answers';

/** A free-text type like openQuestion: every non-blank text is correct; its correct response is one representative. */
const freeText = defineQuestionType<{ text: string }, string>({
  id: 'freeText',
  emptyResponse: () => ({ text: '' }),
  isAnswered: (_q, r) => r.text.trim() !== '',
  score: (_q, r) => (typeof r?.text === 'string' && r.text.trim() !== '' ? 100 : 0),
  correctResponse: () => ({ text: 'any text' }),
  compact: (_q, r) => r.text,
  expand: (_q, c) => ({ text: c }),
  toInteraction: (_q, r) => ({ interactionType: 'long-fill-in', response: r.text }),
  loadView: () => Promise.reject(new Error('no view in this test')),
});

/** A choice-like type whose correct answer is the single option 'b', saved as its position. */
const pick = defineQuestionType<string[], number[]>({
  id: 'pick',
  emptyResponse: () => [],
  isAnswered: (_q, r) => r.length > 0,
  score: (_q, r) => (Array.isArray(r) && r.length === 1 && r[0] === 'b' ? 100 : 0),
  correctResponse: () => ['b'],
  compact: (_q, r) => r.map((id) => ['a', 'b', 'c'].indexOf(id)),
  expand: (_q, c) => c.map((i) => ['a', 'b', 'c'][i]),
  toInteraction: (_q, r) => ({ interactionType: 'choice', response: r.join('[,]') }),
  loadView: () => Promise.reject(new Error('no view in this test')),
});

/** pick in its second compact form: option ids instead of positions; expand reads both versions. */
const pickV2 = defineQuestionType<string[], string[] | number[]>({
  ...pick,
  id: 'pickV2',
  compactVersion: 2,
  compact: (_q, r) => [...r],
  expand: (_q, c, version = 2) => (version === 1 ? (c as number[]).map((i) => ['a', 'b', 'c'][i]) : [...(c as string[])]),
});

const registry = new PluginCatalogue().registerAll('question', [freeText, pick, pickV2]);

/** Just what captureAnswers and restoreAnswers read of a question. */
function fakeQuestion(index: number, type: string, response: unknown, score: 0 | 100) {
  const q = {
    id: `q${index}`,
    index,
    type,
    data: { id: `q${index}`, type, raw: {} } as unknown as QuestionData,
    supported: true,
    answeredOnOpen: false,
    isSurvey: false,
    hasBeenOpened: true,
    isAnswered: true,
    isPreviousAnswerCorrect: null,
    attemptNumber: 1,
    response,
    score,
    open: () => undefined,
    restore(r: unknown, s: 0 | 100, attempt: number) {
      Object.assign(q, { response: r, score: s, attemptNumber: attempt, isAnswered: true });
    },
  };
  return q;
}

const courseOf = (questions: ReturnType<typeof fakeQuestion>[]) =>
  ({
    questions,
    questionById: new Map(questions.map((q) => [q.id, q])),
    // The answer log reads the questions that have a state.
    states: new Map(questions.map((q) => [q.id, {}])),
    allowScoringOfContentPages: false,
  }) as unknown as CourseInstance;

function roundTrip(type: string, response: unknown, score: 0 | 100) {
  const saved = captureAnswers(courseOf([fakeQuestion(0, type, response, score)]), registry);
  const fresh = fakeQuestion(0, type, undefined, 0);
  Object.assign(fresh, { isAnswered: false });
  const warnings: string[] = [];
  restoreAnswers(courseOf([fresh]), { ...saved } as ProgressSnapshot, registry, (m) => warnings.push(m));
  return { saved: saved.answers[0], restored: fresh as unknown as QuestionInstance, warnings };
}

describe('saved answers (SPEC 3.7, PACKAGE-FORMAT.md compact progress)', () => {
  it("stores the author's correct response as just 100 and restores it", () => {
    const { saved, restored } = roundTrip('pick', ['b'], 100);
    expect(saved).toBe(CORRECT);
    expect(restored.response).toEqual(['b']);
    expect(restored.score).toBe(100);
  });

  it("keeps a correct answer that is not the author's response in full: the learner's own text survives", () => {
    const { saved, restored, warnings } = roundTrip('freeText', { text: 'On the bathroom shelf' }, 100);
    expect(saved).toEqual({ r: 'On the bathroom shelf', s: 100 });
    expect(restored.response).toEqual({ text: 'On the bathroom shelf' });
    expect(restored.score).toBe(100);
    expect(warnings).toEqual([]);
  });

  it('stores a wrong answer in full with its score', () => {
    const { saved, restored } = roundTrip('pick', ['c'], 0);
    expect(saved).toEqual({ r: [2], s: 0 });
    expect(restored.response).toEqual(['c']);
    expect(restored.score).toBe(0);
  });
});

describe('compact form versions (QuestionType.compactVersion, ProgressSnapshot.answerForms)', () => {
  const restore = (type: string, entry: unknown, answerForms?: Record<string, number>) => {
    const fresh = fakeQuestion(0, type, undefined, 0);
    Object.assign(fresh, { isAnswered: false });
    const warnings: string[] = [];
    restoreAnswers(courseOf([fresh]), { answers: [entry], attempts: [1], opened: [], answerForms } as unknown as ProgressSnapshot, registry, (m) => warnings.push(m));
    return { restored: fresh as unknown as QuestionInstance, warnings };
  };

  it('names the version of a type whose compact form an entry holds, when it is not 1', () => {
    const wrong = captureAnswers(courseOf([fakeQuestion(0, 'pickV2', ['c'], 0), fakeQuestion(1, 'pick', ['a'], 0)]), registry);
    expect(wrong.answers).toEqual([{ r: ['c'], s: 0 }, { r: [0], s: 0 }]);
    expect(wrong.answerForms).toEqual({ pickV2: 2 });
    // 100 holds no compact form: no version to name.
    expect(captureAnswers(courseOf([fakeQuestion(0, 'pickV2', ['b'], 100)]), registry).answerForms).toEqual({});
  });

  it('restores an entry with the version the record names', () => {
    expect(restore('pickV2', { r: ['c'], s: 0 }, { pickV2: 2 }).restored.response).toEqual(['c']);
  });

  it('reads a record without answerForms as version 1 (records written before versions existed)', () => {
    const { restored, warnings } = restore('pickV2', { r: [2], s: 0 });
    expect(restored.response).toEqual(['c']);
    expect(warnings).toEqual([]);
  });

  it('skips, with a warning, an answer saved in a version newer than the plugin knows', () => {
    const { restored, warnings } = restore('pickV2', { r: ['c'], s: 0 }, { pickV2: 3 });
    expect(restored.isAnswered).toBe(false);
    expect(warnings).toEqual([expect.stringMatching(/version 3 of the pickV2 form/)]);
  });
});
