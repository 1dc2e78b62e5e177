import fc from 'fast-check';
import { questionDataFromJson, type QuestionData } from '@core';
import plugin from '.';
import { examples } from './examples';
import { areaOrder, dropspotsOf, moveText, normalizeResponse, type Placement } from './model';

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };
const question = (dropspots: unknown): QuestionData =>
  questionDataFromJson({ id: 'q', type: 'dragAndDropText', title: 'Q', background: 'media/b.svg', originalBackground: 'media/b.svg', dropspots });
const abc = question([
  { id: 'a', text: 'Leaf', x: 500, y: 40 },
  { id: 'b', text: 'Stem', x: 500, y: 160 },
  { id: 'c', text: 'Soil', x: 20, y: 300 },
]);
const on = (spotId: string, textId: string): Placement => ({ spotId, textId });

describe('dragAndDropText scoring (SPEC 5.1)', () => {
  it.each([
    ['every spot holds its own text', [on('a', 'a'), on('b', 'b'), on('c', 'c')], 100],
    ['in any order of entries', [on('c', 'c'), on('a', 'a'), on('b', 'b')], 100],
    ['two texts swapped', [on('a', 'b'), on('b', 'a'), on('c', 'c')], 0],
    ['one text still in the pool', [on('a', 'a'), on('b', 'b')], 0],
    ['nothing placed', [], 0],
    ['a text on a wrong spot, its own spot empty', [on('a', 'a'), on('b', 'c')], 0],
    ['unknown ids are ignored (that spot counts as empty)', [on('a', 'a'), on('b', 'b'), on('c', 'zzz')], 0],
    ['a spot listed twice keeps its first text', [on('a', 'a'), on('b', 'b'), on('c', 'c'), on('c', 'a')], 100],
    ['a text listed twice stays on its first spot', [on('a', 'b'), on('b', 'b'), on('c', 'c')], 0],
  ])('%s', (_name, response, expected) => expect(plugin.score(abc, response, ctx)).toBe(expected));

  it('identical texts may go on either of their spots', () => {
    const q = questionDataFromJson(examples[1].question);
    expect(plugin.score(q, [on('a1', 'b2'), on('b2', 'a1'), on('c3', 'c3')], ctx)).toBe(100);
    expect(plugin.score(q, [on('a1', 'a1'), on('b2', 'c3'), on('c3', 'b2')], ctx)).toBe(0);
  });

  it('blank texts are not interchangeable', () => {
    const q = question([{ id: 'a', text: '', x: 0, y: 0 }, { id: 'b', text: ' ', x: 0, y: 50 }]);
    expect(plugin.score(q, [on('a', 'b'), on('b', 'a')], ctx)).toBe(0);
    expect(plugin.score(q, [on('a', 'a'), on('b', 'b')], ctx)).toBe(100);
  });

  it('never throws on tampered responses or data', () => {
    expect(plugin.score(abc, 'x' as never, ctx)).toBe(0);
    expect(plugin.score(abc, [null, 3, { spotId: 1 }] as never, ctx)).toBe(0);
    expect(plugin.score(question('garbage'), [], ctx)).toBe(100);
  });

  it('scores 100 exactly when a placement of every text is the identity (fast-check)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['a', 'b', 'c'], { minLength: 0, maxLength: 3 }), fc.shuffledSubarray(['a', 'b', 'c'], { minLength: 3, maxLength: 3 }), (spots, texts) => {
        const response = spots.map((s, i) => on(s, texts[i]));
        const identity = spots.length === 3 && response.every((p) => p.spotId === p.textId);
        return plugin.score(abc, response, ctx) === (identity ? 100 : 0);
      }),
    );
  });
});

describe('reading the data and the response', () => {
  it('skips dropspots without an id or a position and keeps the first of a repeated id', () => {
    const q = question([{ id: 'a', text: 'A', x: '10', y: 5 }, { id: 'b', text: 'B', x: 1 }, { text: 'C', x: 1, y: 1 }, { id: 'a', text: 'A2', x: 3, y: 3 }, { id: 'd', x: 0, y: 0 }, 'junk']);
    expect(dropspotsOf(q)).toEqual([
      { id: 'a', text: 'A', x: 10, y: 5 },
      { id: 'd', text: '', x: 0, y: 0 },
    ]);
  });
  it('keeps the author’s dropspot order in the response', () => expect(normalizeResponse(abc, [on('c', 'a'), on('a', 'c')])).toEqual([on('a', 'c'), on('c', 'a')]));
  it('is answered when some spot holds a text', () => {
    expect(plugin.isAnswered(abc, [])).toBe(false);
    expect(plugin.isAnswered(abc, [on('b', 'a')])).toBe(true);
    expect(plugin.isAnswered(abc, [on('b', 'nope')])).toBe(false);
  });
});

describe('moving texts', () => {
  it('drops a text from the pool; the former occupant goes back to the pool', () => {
    expect(moveText(abc, [], 'a', 'b')).toEqual([on('b', 'a')]);
    expect(moveText(abc, [on('b', 'a')], 'c', 'b')).toEqual([on('b', 'c')]);
  });
  it('swaps two placed texts', () => expect(moveText(abc, [on('a', 'b'), on('b', 'a')], 'a', 'a')).toEqual([on('a', 'a'), on('b', 'b')]));
  it('moves a placed text to an empty area, or back to the pool', () => {
    expect(moveText(abc, [on('a', 'b')], 'b', 'c')).toEqual([on('c', 'b')]);
    expect(moveText(abc, [on('a', 'b'), on('c', 'c')], 'b', null)).toEqual([on('c', 'c')]);
  });
  it('keeps every text on at most one area and every area with at most one text (fast-check)', () => {
    const step = fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('a', 'b', 'c', null));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const r = steps.reduce<Placement[]>((acc, [text, spot]) => moveText(abc, acc, text, spot), []);
        return new Set(r.map((p) => p.spotId)).size === r.length && new Set(r.map((p) => p.textId)).size === r.length;
      }),
    );
  });
});

describe('area order', () => {
  it('goes top to bottom, then left to right within a row', () => {
    const spots = dropspotsOf(question([
      { id: 'low', text: '', x: 10, y: 400 },
      { id: 'right', text: '', x: 600, y: 102 },
      { id: 'left', text: '', x: 40, y: 110 },
      { id: 'top', text: '', x: 300, y: 10 },
    ]));
    expect(areaOrder(spots).map((s) => s.id)).toEqual(['top', 'left', 'right', 'low']);
  });
  it('numbers the areas the same way in the correct-answers text', () => {
    const t = (key: string, v?: Record<string, unknown>) => `${key}:${v?.index}/${v?.total}:${v?.text}`;
    expect(plugin.correctAnswersText!(abc, t)).toBe('player:dnd area holding:1/3:Leaf; player:dnd area holding:2/3:Stem; player:dnd area holding:3/3:Soil');
  });
});

describe('compact saved form (SPEC 3.7)', () => {
  it('is one text position (or -1) per dropspot', () => {
    expect(plugin.compact(abc, [on('a', 'c'), on('c', 'a')])).toEqual([2, -1, 0]);
    expect(plugin.expand(abc, [2, -1, 0])).toEqual([on('a', 'c'), on('c', 'a')]);
    expect(plugin.expand(abc, [1])).toEqual([on('a', 'b')]);
  });
  it('refuses unusable saved forms', () => {
    expect(() => plugin.expand(abc, [0, 0])).toThrow(/two drop areas/);
    expect(() => plugin.expand(abc, [5])).toThrow(/position 5/);
    expect(() => plugin.expand(abc, [0, 1, 2, -1])).toThrow();
    expect(() => plugin.expand(abc, 'x' as never)).toThrow();
  });
  it('round-trips any valid placement through JSON (fast-check)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['a', 'b', 'c']), fc.shuffledSubarray(['a', 'b', 'c'], { minLength: 3, maxLength: 3 }), (spots, texts) => {
        const response = normalizeResponse(abc, spots.map((s, i) => on(s, texts[i])));
        expect(plugin.expand(abc, JSON.parse(JSON.stringify(plugin.compact(abc, response))))).toEqual(response);
      }),
    );
  });
});

describe('xAPI (SPEC 7.8): matching', () => {
  it('has the texts as sources, the spots as targets and textId[.]spotId pairs', () => {
    expect(plugin.toInteraction(abc, [on('b', 'a'), on('a', 'b')], 'en-US')).toEqual({
      interactionType: 'matching',
      correctResponsesPattern: ['a[.]a[,]b[.]b[,]c[.]c'],
      source: [
        { id: 'a', description: { 'en-US': 'Leaf' } },
        { id: 'b', description: { 'en-US': 'Stem' } },
        { id: 'c', description: { 'en-US': 'Soil' } },
      ],
      target: [
        { id: 'a', description: { 'en-US': 'Leaf' } },
        { id: 'b', description: { 'en-US': 'Stem' } },
        { id: 'c', description: { 'en-US': 'Soil' } },
      ],
      response: 'b[.]a[,]a[.]b',
    });
  });
  it('sends an empty response when nothing is placed', () => expect(plugin.toInteraction(abc, [], 'en-US').response).toBe(''));
});
