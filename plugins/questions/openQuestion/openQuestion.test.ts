import fc from 'fast-check';
import { questionDataFromJson } from '@core';
import plugin, { ANY_TEXT } from '.';
import { examples } from './examples';
import { MAX_LENGTH } from './model';

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };
const q = questionDataFromJson(examples[0].question);
const r = (answeredText: string) => ({ id: q.id, answeredText });

describe('openQuestion scoring (SPEC 5.1: 100 if answeredText is not blank after trimming)', () => {
  it.each<[string, unknown, 0 | 100]>([
    ['a sentence', r('Near the bathroom window.'), 100],
    ['one character', r('x'), 100],
    ['text with spaces around it', r('   shade  '), 100],
    ['Arabic text', r('في الحمّام'), 100],
    ['an empty text', r(''), 0],
    ['spaces only', r('    '), 0],
    ['tabs and new lines only', r('\t\n \r\n'), 0],
    ['no-break and ideographic spaces only', r('\u00a0\u3000'), 0],
    ['a text that is not a string', { id: q.id, answeredText: 42 }, 0],
    ['a bare string', 'some text', 0],
    ['null', null, 0],
  ])('%s scores %i', (_name, response, expected) => expect(plugin.score(q, response as never, ctx)).toBe(expected));

  it('scores 100 exactly when answered, for any text (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const answered = plugin.isAnswered(q, r(text));
        return answered === (text.slice(0, MAX_LENGTH).trim() !== '') && plugin.score(q, r(text), ctx) === (answered ? 100 : 0);
      }),
    );
  });
});

describe('openQuestion response', () => {
  it('starts empty and unanswered', () => {
    expect(plugin.emptyResponse(q)).toEqual(r(''));
    expect(plugin.isAnswered(q, plugin.emptyResponse(q))).toBe(false);
  });
  it('keeps at most 255 characters', () => {
    expect(plugin.compact(q, r('a'.repeat(400)))).toHaveLength(255);
  });
  it('has a representative correct response that scores 100, and none as a survey', () => {
    expect(plugin.correctResponse(q)).toEqual(r(ANY_TEXT));
    expect(plugin.score(q, plugin.correctResponse(q)!, ctx)).toBe(100);
    expect(plugin.correctResponse({ ...q, isSurvey: true })).toBeNull();
  });
  it('has no correct answer to announce', () => expect(plugin.correctAnswersText).toBeUndefined());
});

describe('openQuestion compact saved form (SPEC 3.7)', () => {
  it('is the text as typed', () => {
    expect(plugin.compact(q, r('  On a shelf\nby the window '))).toBe('  On a shelf\nby the window ');
    expect(plugin.expand(q, 'On a shelf')).toEqual(r('On a shelf'));
  });
  it('round-trips any text of up to 255 characters through JSON (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MAX_LENGTH, unit: 'grapheme' }).filter((s) => s.length <= MAX_LENGTH), (text) => {
        expect(plugin.expand(q, JSON.parse(JSON.stringify(plugin.compact(q, r(text)))))).toEqual(r(text));
      }),
    );
  });
  it('rejects a saved form that is not a text', () => expect(() => plugin.expand(q, 100 as never)).toThrow(/text/));
});

describe('openQuestion xAPI (SPEC 7.8)', () => {
  it("is a 'long-fill-in' with the text as the response and no correct pattern", () => {
    expect(plugin.toInteraction(q, r('By the bathroom window'), 'en-US')).toEqual({ interactionType: 'long-fill-in', response: 'By the bathroom window' });
  });
});
