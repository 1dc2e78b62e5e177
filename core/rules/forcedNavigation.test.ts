import { availableQuestions, lockedSections, resumeQuestion, scrollOffset, type ChainQuestion } from './forcedNavigation';

const q = (id: string, sectionId: string, state: Partial<ChainQuestion> = {}): ChainQuestion => ({
  id, sectionId, isContentPage: false, hasBeenOpened: false, isAnswered: false, attemptNumber: 0, ...state,
});

describe('availability under forced navigation (SPEC 4.2)', () => {
  it('only the first page is available at the start', () => {
    expect([...availableQuestions([q('a', 's1'), q('b', 's1'), q('c', 's2')])]).toEqual(['a']);
  });
  it('a page opens once the page before it is answered', () => {
    expect([...availableQuestions([q('a', 's1', { isAnswered: true, attemptNumber: 1 }), q('b', 's1'), q('c', 's2')])]).toEqual(['a', 'b']);
  });
  it('an attempted question before it counts, an attempted content page does not', () => {
    expect(availableQuestions([q('a', 's1', { attemptNumber: 1 }), q('b', 's1')]).has('b')).toBe(true);
    expect(availableQuestions([q('a', 's1', { attemptNumber: 1, isContentPage: true }), q('b', 's1')]).has('b')).toBe(false);
  });
  it('a page already opened stays available', () => {
    expect(availableQuestions([q('a', 's1'), q('b', 's1'), q('c', 's1', { hasBeenOpened: true })]).has('c')).toBe(true);
  });
});

describe('locked sections (SPEC 2.6)', () => {
  const questions = [q('a', 's1'), q('b', 's2'), q('c', 's3', { attemptNumber: 1 })];
  it('locks sections after the first until current or attempted', () => {
    expect([...lockedSections(['s1', 's2', 's3'], questions, 's1')]).toEqual(['s2']);
    expect([...lockedSections(['s1', 's2', 's3'], questions, 's2')]).toEqual([]);
  });
});

describe('resume point under forced navigation (SPEC 4.2)', () => {
  it.each([
    [[q('a', 's'), q('b', 's')], 'a'],
    [[q('a', 's', { isAnswered: true }), q('b', 's')], 'b'],
    [[q('a', 's', { isAnswered: true }), q('b', 's'), q('c', 's', { isAnswered: true }), q('d', 's')], 'd'],
    [[q('a', 's', { isAnswered: true })], null],
  ])('%#', (questions, expected) => expect(resumeQuestion(questions as ChainQuestion[])).toBe(expected));
});

describe('scroll offsets (SPEC 2.2)', () => {
  const base = { forced: true, isFirstElement: false, nextIsResults: false, sectionQuestionCount: 1, separatorHeight: 1 };
  it.each([
    [{ forced: false }, 100],
    [{ isFirstElement: true }, 160],
    [{ nextIsResults: true }, 0],
    [{ sectionQuestionCount: 3 }, 16],
    [{ sectionQuestionCount: 1, separatorHeight: 1 }, 15],
  ])('%o → %p', (change, expected) => expect(scrollOffset({ ...base, ...change })).toBe(expected));
});
