/**
 * The progress codec (docs/progress-format.md; SPEC 3.7 the record, SPEC 5.2 compression where the
 * LMS takes non-ASCII): format 2's dense text, short ids, compression, and what happens when a
 * record does not fit its store.
 */
import { compressToBase64, compressToUTF16 } from 'lz-string';
import { ALL_TYPES, CHOICE_TYPES, exampleCourse, learnerRecord } from '../../../test/support/learnerRecords';
import { describeRecordThatDoesNotFit } from '../../../test/support/overBudgetSuite';
import { testBlockStates } from '../../../test/support/testBlocks';
import { optionOrderFor } from '../../rules/optionOrder';
import { shortestUniquePrefix } from '../../rules/pool';
import { emptyProgress, type ProgressSnapshot } from '../progressRecord';
import { readProgress } from '../readProgress';
import { createProgressCodec, dropOrder, UnreadableProgressError, type CodecContext, type StoreLimits } from '.';

const codec = createProgressCodec();
const SCORM12: StoreLimits = { maxChars: 4096, acceptsNonAscii: false };
const SCORM2004: StoreLimits = { maxChars: 64_000, acceptsNonAscii: true };
const BROWSER: StoreLimits = { acceptsNonAscii: true };
const ASCII_ONLY = /^[\x20-\x7e]*$/;

const QUESTIONS = ['a3f5e7c9b1d3f5e7c9b1d3f5e7c9b1d3', 'a3f5e7000000000000000000000000aa', '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e', '99887766554433221100ffeeddccbbaa'];
const SECTIONS = ['5ec710000000000000000000000000a1', '5ec710000000000000000000000000b2'];
const OPTIONS = ['opt-alpha-1', 'opt-bravo-2', 'opt-charlie-3', 'opt-delta-4'];
const context: CodecContext = {
  shortIds: new Map(QUESTIONS.map((id, i) => [id, i * 2])),
  sectionIds: SECTIONS,
  optionIds: (index) => (index === 0 || index === 2 ? OPTIONS : null),
  blockStates: testBlockStates,
};
/** No course to shorten ids with; the made-up blocks of test/support/testBlocks.ts declare their states. */
const bare: CodecContext = { shortIds: new Map(), blockStates: testBlockStates };
const DROP_ORDER = dropOrder(testBlockStates);

const record = (fields: Partial<ProgressSnapshot>): ProgressSnapshot => ({ ...emptyProgress(), ...fields });
/** decode, with the defaults encode left out put back (what readProgress does). */
const roundTrip = (r: ProgressSnapshot, limits: StoreLimits = BROWSER, ctx = context) => ({ ...emptyProgress(), ...(codec.decode(codec.encode(r, limits, ctx).text, ctx) as object) });
const plainText = (r: ProgressSnapshot, ctx = context) => codec.encode(r, BROWSER, ctx).text;

describe('format 2 and the formats before it', () => {
  it('writes a format marker; a record the learner has not touched is just its version', () => {
    expect(plainText(emptyProgress())).toBe('~2.{"v":1}');
  });

  it('writes plain JSON of the whole record for a store that asks for it and has no budget (browser storage)', () => {
    const saved = record({ url: '/results', answers: [100, { r: [2], s: 0 }], attempts: [1, 2], language: 'en' });
    expect(codec.encode(saved, { acceptsNonAscii: true, json: true }, context)).toEqual({ text: JSON.stringify(saved), dropped: [] });
    // A budget wins over the wish: such a store gets the dense form that fits.
    expect(codec.encode(saved, { acceptsNonAscii: false, json: true, maxChars: 4096 }, context).text.startsWith('~2')).toBe(true);
  });

  it("reads today's JSON records (what BrowserStorage wrote: JSON.stringify of the record)", () => {
    const saved = record({ url: '/results', answers: [100, { r: [2], s: 0 }], attempts: [1, 2], opened: [0, 1], language: 'en' });
    expect(codec.decode(JSON.stringify(saved), context)).toEqual(saved);
    expect(codec.decode(`  ${JSON.stringify(saved)}`, context)).toEqual(saved);
  });

  it("reads other players' lz-string-compressed JSON (SPEC 5.2: compressed where the LMS takes it)", () => {
    const saved = { url: '#/sections/1', answers: [100, null, 100], attempts: [1, null, 1] };
    expect(codec.decode(compressToUTF16(JSON.stringify(saved)), context)).toEqual(saved);
    expect(codec.decode(compressToBase64(JSON.stringify(saved)), context)).toEqual(saved);
  });

  it("reads an empty text as no record (an LMS's suspend_data before the first save)", () => {
    expect(codec.decode('', context)).toBeNull();
    expect(codec.decode('  ', context)).toBeNull();
  });

  it('says a text of a newer format is from a newer player, and reads nothing of it', () => {
    expect(() => codec.decode('~3.C5{"v":1}', context)).toThrow(UnreadableProgressError);
    expect(() => codec.decode('~3.C5{"v":1}', context)).toThrow(/format 3 by a newer player/);
  });

  it.each([['~2.C5W{"v":1}'], ['~2.C5'], ['~2.{'], ['~2.C5{"v":1}x'], ['~2x{"v":1}'], ['~2a!!!'], ['~2._zzzzzz{"v":1}'], ['{"url":'], ['just text'], ['~2.{"v":1,"n":[1]}'], ['~2.{"v":1,"+":[]}']])(
    'never half-reads a damaged text: %j is unreadable',
    (text) => expect(() => codec.decode(text, context)).toThrow(UnreadableProgressError),
  );

  it('gives readProgress a record it reads as the one saved', () => {
    const saved = record({ url: '/results', answers: [100, null, { r: [1, 0], s: 0 }], attempts: [1, null, 2], answerForms: { rankingText: 2 }, timer: { elapsed: 42, status: 'STARTED' } });
    expect(readProgress(codec.decode(codec.encode(saved, SCORM12, context).text, context))).toEqual({ ok: true, record: saved });
  });
});

describe('the answer stream: answers[] and attempts[] one token per question index', () => {
  it('writes 100 as C, runs counted, the wrong choices as their positions, first attempts unsaid', () => {
    const r = record({ answers: [100, 100, 100, { r: [2], s: 0 }, null, null, 0, { r: [0, 2], s: 0 }], attempts: [1, 1, 1, 2, null, null, 1, 1] });
    expect(plainText(r)).toBe('~2.C3W2*2_2ZW02{"v":1}');
    expect(roundTrip(r)).toEqual(r);
  });

  it('writes lists with nulls, negatives and large positions, texts and any other entry exactly', () => {
    const answers = [
      { r: [1, 0, null, -1], s: 0 },
      { r: [40, 3], s: 0 },
      { r: 'On the shelf', s: 100 },
      { r: ['Paris', 2, ''], s: 0 },
      { r: [0], s: 0, p: true },
      { r: [{ x: 12.5, y: 40 }], s: 0, p: false },
      { r: [], s: 0 },
      55,
      { id: 'q9', response: ['a'], attempt: 2 },
      { r: [1], s: 50 },
    ];
    const r = record({ answers, attempts: [1, 1, 1, 1, null, null, 1, null, null, null] });
    const text = plainText(r);
    expect(text).toContain('W(1,0,.,-1)W(14,3)RJe:"On the shelf"W');
    expect(text).toContain('P0QJ');
    expect(roundTrip(r)).toEqual(r);
  });

  it('keeps any attempt value and trailing nulls exactly', () => {
    const r = record({ answers: [100, null, { r: [1], s: 0 }, null], attempts: [3, 4, null, 1.5, null] });
    expect(plainText(r)).toMatch(/^~2\.C\*3_\*4W1!_\*J3:1\.5\{"v":1,"n":\[4,5\]\}$/);
    expect(roundTrip(r)).toEqual(r);
  });

  it('keeps, as they are, answers and attempts that are not lists', () => {
    const odd = { ...emptyProgress(), answers: { 2: 100 }, attempts: 'x' } as unknown as ProgressSnapshot;
    expect(roundTrip(odd)).toEqual(odd);
  });
});

describe('short ids: questions by their index, sections by their position', () => {
  const [q0, q1, q2] = QUESTIONS;
  const [s0, s1] = SECTIONS;

  it('saves the url with the section position and the question index', () => {
    const r = record({ url: `/sections/${s1}/questions/${q2}` });
    expect(plainText(r)).toContain('"u":"/sections/$1/questions/@4"');
    expect(roundTrip(r)).toEqual(r);
  });

  it('keeps url segments that only look like short ids, and ids the course does not have', () => {
    const r = record({ url: '/sections/$1/questions/@4/\\x/unknown-id' });
    expect(roundTrip(r)).toEqual(r);
    expect(roundTrip(r, BROWSER, bare)).toEqual(r);
  });

  it('leaves no place to resume at when the url names a question the course no longer has', () => {
    const text = plainText(record({ url: `/sections/${s0}/questions/${q1}` }));
    const smaller: CodecContext = { ...context, shortIds: new Map([[q0, 0]]) };
    expect(codec.decode(text, smaller)).toMatchObject({ url: '' });
  });

  it("saves the pool's id prefixes as question indexes, and whole ids and unknown entries as they are", () => {
    const prefix = shortestUniquePrefix(q1, QUESTIONS);
    expect(prefix).toBe('a3f5e70');
    const r = record({ questionPool: [prefix, shortestUniquePrefix(q2, QUESTIONS), q0, 'ffffff-not-here'] });
    expect(plainText(r)).toContain('"p":[2,4,-1,"ffffff-not-here"]');
    expect(roundTrip(r)).toEqual(r);
  });

  it("makes a pool index the course no longer has a text no id starts with, so the pool check reports 'Question not found'", () => {
    const text = plainText(record({ questionPool: [shortestUniquePrefix(q2, QUESTIONS)] }));
    expect(codec.decode(text, { shortIds: new Map([[q0, 0]]) })).toMatchObject({ questionPool: ['?4'] });
  });

  it('saves the consumed learning objectives and the current section by position', () => {
    const r = record({ learningObjectiveConsumed: [s0, s1], currentSectionId: s1 });
    expect(plainText(r)).toContain('"l":"0-1","c":1');
    expect(roundTrip(r)).toEqual(r);
    const unordered = record({ learningObjectiveConsumed: [s1, 'gone', s0] });
    expect(roundTrip(unordered)).toEqual(unordered);
    expect(roundTrip(unordered, BROWSER, bare)).toEqual(unordered);
  });

  it('saves opened pages as their difference from the answered ones', () => {
    const r = record({ answers: [100, null, 100, null, 100], attempts: [1, null, 1, null, 1], opened: [0, 1, 2, 4] });
    expect(plainText(r)).toContain('"o":"1"');
    expect(roundTrip(r)).toEqual(r);
    const unsorted = record({ opened: [3, 1, 1] });
    expect(roundTrip(unsorted)).toEqual(unsorted);
  });

  it('saves an option order the attempt id gives as one character, one kept from an earlier attempt as positions', () => {
    const attemptId = '3f0c9a52-7d4e-4b1a-9c6f-2e8d5a7b1c40';
    const prefixes = OPTIONS.map((id) => shortestUniquePrefix(id, OPTIONS));
    const seeded = optionOrderFor(q0, OPTIONS, undefined, attemptId).map((id) => shortestUniquePrefix(id, OPTIONS));
    const kept = [prefixes[3], prefixes[1], prefixes[0], prefixes[2]];
    const r = record({ attemptId, randomizedOptionsList: [seeded, null, null, null, kept] });
    expect(plainText({ ...r, randomizedOptionsList: [seeded, null, null, null, seeded] })).toContain('"r":"~_3J');
    expect(plainText(r)).toContain('"r":"~_3J');
    const withKept = record({ attemptId, randomizedOptionsList: [kept] });
    expect(plainText(withKept)).toContain('"r":"=3102"');
    expect(roundTrip(r)).toEqual(r);
    expect(roundTrip(withKept)).toEqual(withKept);
    // Without the course's answer ids the orders are kept as they are.
    expect(roundTrip(r, BROWSER, bare)).toEqual(r);
  });
});

describe('compression (SPEC 5.2: SCORM progress is compressed when the LMS takes non-ASCII)', () => {
  const { record: big, context: bigContext } = learnerRecord(exampleCourse(ALL_TYPES, 600), { answered: 500 });

  it('never compresses for a store without a budget', () => {
    expect(codec.encode(big, BROWSER, bigContext).text.startsWith('~2.')).toBe(true);
  });

  it("uses lz-string's UTF-16 form where the store takes non-ASCII, its URI-safe ASCII form where it does not", () => {
    const wide = codec.encode(big, SCORM2004, bigContext).text;
    const narrow = codec.encode(big, SCORM12, bigContext).text;
    expect(wide.slice(0, 3)).toBe('~2u');
    expect(narrow.slice(0, 3)).toBe('~2a');
    expect(narrow).toMatch(ASCII_ONLY);
    expect(wide.length).toBeLessThan(narrow.length);
    // UTF-16 form: U+0020 to U+801F, so no surrogate halves that an LMS's UTF-8 storage would mangle.
    expect(wide).not.toMatch(/[\ud800-\udfff]/);
    for (const text of [wide, narrow]) expect({ ...emptyProgress(), ...(codec.decode(text, bigContext) as object) }).toEqual(big);
  });

  it('compresses only when that is shorter', () => {
    const small = record({ url: '/results' });
    expect(codec.encode(small, SCORM12, context).text).toBe(plainText(small));
  });

  it('writes learner text outside ASCII as JSON escapes for a store that takes ASCII only', () => {
    const r = record({ answers: [{ r: 'Café – près de la fenêtre 🌿', s: 100 }], attempts: [1], user: { name: 'Zoë Ñandú' } });
    const text = codec.encode(r, { acceptsNonAscii: false }, context).text;
    expect(text).toMatch(ASCII_ONLY);
    expect(roundTrip(r, { acceptsNonAscii: false })).toEqual(r);
    expect(codec.encode(r, BROWSER, context).text).toContain('🌿');
  });
});

describeRecordThatDoesNotFit(testBlockStates, {
  testPath: { block1: ['scene-3', 'scene-2', 'scene-3'], visited: { block1: Array.from({ length: 30 }, (_, i) => `scene-${i}-with-a-long-id`) } },
  testClips: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`video_${i}_0`, { progressedTime: 12.5 * i, totalMediaWatched: i % 2 === 0 }])),
  testSounds: { audio_3_VO: { progressedTime: 30, totalMediaWatched: true } },
  testNotes: { list1: { item1: { isChecked: true } } },
}, { key: 'testPath', kept: 'block1', name: 'testPath.visited' });

describe('the drop order', () => {
  it("drops in the order of the ranks: the record's own parts and each block state's trims and whole field", () => {
    expect(DROP_ORDER.map((s) => s.name)).toEqual(['randomizedOptionsList', 'testPath.visited', 'opened', 'testClips', 'testSounds', 'testPath', 'testNotes']);
    // On equal ranks the record's own part goes first, then blocks in the order they registered.
    const tied = [{ ...testBlockStates[0], dropRank: 30 }, { ...testBlockStates[2], dropRank: 30 }];
    expect(dropOrder(tied).map((s) => s.name)).toEqual(['randomizedOptionsList', 'opened', 'testNotes', 'testClips']);
  });
});

describe('the budget of SCORM 1.2 (4,096 characters, ASCII only)', () => {
  it('holds 500 answered choice questions in at most 2,048 characters (the target of issue 10)', () => {
    const { record: r, context: ctx } = learnerRecord(exampleCourse(CHOICE_TYPES, 600), { answered: 500 });
    const { text, dropped } = codec.encode(r, SCORM12, ctx);
    expect(dropped).toEqual([]);
    expect(text.length).toBeLessThanOrEqual(2048);
    expect(JSON.stringify(r).length).toBeGreaterThan(4096);
  });

  it('holds 2,000 answered choice questions without dropping anything', () => {
    const { record: r, context: ctx } = learnerRecord(exampleCourse(CHOICE_TYPES, 2000), { answered: 2000 });
    const { text, dropped } = codec.encode(r, SCORM12, ctx);
    expect(dropped).toEqual([]);
    expect(text.length).toBeLessThanOrEqual(4096);
    expect({ ...emptyProgress(), ...(codec.decode(text, ctx) as object) }).toEqual(r);
  });
});
