import fc from 'fast-check';
import { questionDataFromJson, type QuestionData } from '@core';
import { statementWarnings } from '../../../test/conformance/kit';
import plugin from '.';
import { parseContent } from './content';
import { examples } from './examples';
import { groupsOf, matchesAnswer, normalizeText } from './model';
import { correctPatterns, MAX_PATTERNS } from './interaction';

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };

type Ans = { text: string; isCorrect?: boolean; matchCase?: boolean };
const question = (groups: Record<string, Ans[]>, extra: Record<string, unknown> = {}): QuestionData =>
  questionDataFromJson({
    id: 'q1',
    type: 'fillInTheBlank',
    title: 'Q',
    answerGroups: Object.entries(groups).map(([id, answers]) => ({
      id,
      answers: answers.map((a, i) => ({ id: `${id}${i}`, text: a.text, isCorrect: a.isCorrect ?? true, matchCase: a.matchCase ?? false })),
    })),
    ...extra,
  });

const score = (q: QuestionData, data: Record<string, string>) => plugin.score(q, { data }, ctx);

describe('fillInTheBlank scoring (SPEC 5.1)', () => {
  const q = question({
    genus: [{ text: 'Monstera', matchCase: true }],
    light: [{ text: 'bright, indirect light' }, { text: 'full sun', isCorrect: false }],
    dry: [{ text: 'dry' }, { text: 'dried out' }],
    symbol: [{ text: 'N', matchCase: true }],
  });
  const right = { genus: 'Monstera', light: 'bright, indirect light', dry: 'dry', symbol: 'N' };
  it.each([
    ['every group right', right, 100],
    ['another accepted answer', { ...right, dry: 'dried out' }, 100],
    ['case-insensitive group in another case', { ...right, dry: 'DRY' }, 100],
    ['case-insensitive group in mixed case', { ...right, dry: 'DrIeD OuT' }, 100],
    ['surrounding whitespace is trimmed', { ...right, genus: '  Monstera ', symbol: '\tN\n' }, 100],
    ['inner runs of whitespace read as one space', { ...right, dry: 'dried \u00a0  out' }, 100],
    ['case-sensitive group in lower case', { ...right, genus: 'monstera' }, 0],
    ['case-sensitive symbol in lower case', { ...right, symbol: 'n' }, 0],
    ['a wrong drop-down option', { ...right, light: 'full sun' }, 0],
    ['one group empty', { genus: 'Monstera', light: 'bright, indirect light', dry: 'dry' }, 0],
    ['a wrong word', { ...right, dry: 'wet' }, 0],
    ['a misspelling', { ...right, genus: 'Monstere' }, 0],
    ['nothing', {}, 0],
  ])('%s scores %i', (_name, data, expected) => expect(score(q, data as Record<string, string>)).toBe(expected));

  it('a group whose answer has matchCase accepts only that exact case, while the same group\'s other answers stay case-insensitive', () => {
    const mixed = question({ g: [{ text: 'Ficus', matchCase: true }, { text: 'fig' }] });
    expect(score(mixed, { g: 'Ficus' })).toBe(100);
    expect(score(mixed, { g: 'ficus' })).toBe(0);
    expect(score(mixed, { g: 'FIG' })).toBe(100);
  });

  it('compares Unicode texts in NFC and folds case beyond ASCII', () => {
    const q2 = question({ a: [{ text: 'Café' }], b: [{ text: 'Straße' }], c: [{ text: 'جافة' }] });
    expect(score(q2, { a: 'cafe\u0301', b: 'STRASSE', c: ' جافة ' })).toBe(100);
    expect(score(q2, { a: 'cafe', b: 'STRASSE', c: 'جافة' })).toBe(0);
  });

  it('a drop-down accepts only its own options', () => {
    expect(score(q, { ...right, light: 'BRIGHT, INDIRECT LIGHT' })).toBe(0);
  });

  it('ignores groups without a correct answer; with none at all the question scores 0 and has no correct response', () => {
    const partial = question({ a: [{ text: 'x' }], b: [{ text: 'y', isCorrect: false }] });
    expect(score(partial, { a: 'x' })).toBe(100);
    const none = question({ b: [{ text: 'y', isCorrect: false }] });
    expect(score(none, { b: 'y' })).toBe(0);
    expect(plugin.correctResponse(none)).toBeNull();
    expect(score(question({}), {})).toBe(0);
  });

  it('never throws and gives 0 for malformed responses', () => {
    for (const bad of [null, undefined, 'Monstera', 42, [], { data: null }, { data: ['Monstera'] }, { data: { genus: 7 } }, { genus: 'Monstera' }]) {
      expect(plugin.score(q, bad as never, ctx)).toBe(0);
      expect(plugin.isAnswered(q, bad as never)).toBe(false);
    }
  });

  it('reads answer groups leniently', () => {
    const lenient = questionDataFromJson({
      id: 'q', type: 'fillInTheBlank',
      answerGroups: [null, 'x', { id: 5 }, { id: 'g', answers: [null, { text: 3 }, { text: '  ' }, { id: 'a', text: 'ok', isCorrect: true }] }, { id: 'g', answers: [] }],
    });
    expect(groupsOf(lenient)).toEqual([{ id: 'g', answers: [{ id: 'a', text: 'ok', isCorrect: true, matchCase: false }], isDropdown: false, options: [] }]);
    expect(groupsOf(questionDataFromJson({ id: 'q', type: 'fillInTheBlank' }))).toEqual([]);
  });
});

describe('fillInTheBlank case rule (property-based)', () => {
  /** Flips the case of some characters of a text. */
  const caseVariant = (text: string) =>
    fc.array(fc.boolean(), { minLength: [...text].length, maxLength: [...text].length }).map((flips) =>
      [...text].map((ch, i) => (flips[i] ? (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()) : ch)).join(''),
    );
  const word = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }).filter((s) => normalizeText(s) !== '');
  const withVariant = word.chain((text) => fc.tuple(fc.constant(text), caseVariant(text)));

  it('folds the capital sharp s and accented Greek like their small forms (cases fast-check found)', () => {
    expect(matchesAnswer('ẞ', { id: 'a', text: 'ß', isCorrect: true, matchCase: false })).toBe(true);
    expect(matchesAnswer('STRASSE', { id: 'a', text: 'Straße', isCorrect: true, matchCase: false })).toBe(true);
    expect(matchesAnswer('ᾼ͂', { id: 'a', text: 'ᾷ', isCorrect: true, matchCase: false })).toBe(true);
  });

  it('without matchCase, every case variant of the answer scores 100', () => {
    fc.assert(
      fc.property(withVariant, ([text, variant]) => {
        expect(matchesAnswer(variant, { id: 'a', text, isCorrect: true, matchCase: false })).toBe(true);
        expect(score(question({ g: [{ text }] }), { g: variant })).toBe(100);
      }),
      { numRuns: 300 },
    );
  });

  it('with matchCase, only the exact text scores 100: any variant that differs scores 0', () => {
    fc.assert(
      fc.property(withVariant, ([text, variant]) => {
        const q = question({ g: [{ text, matchCase: true }] });
        expect(score(q, { g: text })).toBe(100);
        expect(score(q, { g: variant })).toBe(normalizeText(variant) === normalizeText(text) ? 100 : 0);
      }),
      { numRuns: 300 },
    );
  });

  it('ASCII words: an upper-cased answer with a letter scores 0 under matchCase and 100 without', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-zA-Z ]{0,15}$/), (text) => {
        const upper = text.toUpperCase();
        expect(score(question({ g: [{ text, matchCase: true }] }), { g: upper })).toBe(normalizeText(upper) === normalizeText(text) ? 100 : 0);
        expect(score(question({ g: [{ text }] }), { g: upper })).toBe(100);
      }),
    );
  });

  it('surrounding whitespace never matters', () => {
    const space = fc.stringMatching(/^[ \t\n\u00a0]{0,4}$/);
    fc.assert(
      fc.property(word, space, space, fc.boolean(), (text, before, after, matchCase) => {
        expect(score(question({ g: [{ text, matchCase }] }), { g: `${before}${text}${after}` })).toBe(100);
      }),
    );
  });
});

describe('fillInTheBlank answered check, compact form and correct answers', () => {
  const q = questionDataFromJson(examples[0].question);
  const [g1, g2, g3, g4] = groupsOf(q).map((g) => g.id);

  it('is answered when some blank is filled (whitespace alone does not count)', () => {
    expect(plugin.isAnswered(q, { data: {} })).toBe(false);
    expect(plugin.isAnswered(q, { data: { [g3]: '   ' } })).toBe(false);
    expect(plugin.isAnswered(q, { data: { [g3]: 'wet' } })).toBe(true);
    expect(plugin.isAnswered(q, { data: { unknown: 'wet' } })).toBe(false);
  });

  it('saves texts and drop-down positions in group order, leaving out trailing empty blanks', () => {
    expect(plugin.compact(q, { data: { [g2]: 'deep shade', [g1]: 'Monstera' } })).toEqual(['Monstera', 2]);
    expect(plugin.expand(q, ['Monstera', 2])).toEqual({ data: { [g1]: 'Monstera', [g2]: 'deep shade' } });
    expect(plugin.compact(q, { data: { [g3]: 'dry' } })).toEqual(['', '', 'dry']);
    expect(plugin.compact(q, { data: {} })).toEqual([]);
    expect(plugin.expand(q, ['', '', 'dry'])).toEqual({ data: { [g3]: 'dry' } });
    expect(plugin.expand(q, [])).toEqual({ data: {} });
  });

  it('refuses unusable saved forms', () => {
    expect(() => plugin.expand(q, 'Monstera' as never)).toThrow();
    expect(() => plugin.expand(q, ['a', 'b', 'c', 'd', 'e'])).toThrow();
    expect(() => plugin.expand(q, [1] as never)).toThrow();
    expect(() => plugin.expand(q, ['', 3])).toThrow();
    expect(() => plugin.expand(q, ['', 'deep shade'])).toThrow();
    expect(() => plugin.expand(q, ['', -1])).toThrow();
  });

  it('round-trips any response through compact and JSON', () => {
    const text = fc.string({ maxLength: 300 });
    fc.assert(
      fc.property(text, fc.constantFrom('', 'bright, indirect light', 'deep shade', 'nonsense'), text, text, (a, b, c, d) => {
        const r = { data: { [g1]: a, [g2]: b, [g3]: c, [g4]: d } };
        const canonical = plugin.expand(q, plugin.compact(q, r));
        expect(plugin.expand(q, JSON.parse(JSON.stringify(plugin.compact(q, canonical))))).toEqual(canonical);
        expect(plugin.score(q, canonical, ctx)).toBe(plugin.score(q, r, ctx));
      }),
    );
  });

  it('gives the first correct answer of each group as the correct response, and all of them in words', () => {
    expect(plugin.correctResponse(q)).toEqual({ data: { [g1]: 'Monstera', [g2]: 'bright, indirect light', [g3]: 'dry', [g4]: 'N' } });
    expect(plugin.correctAnswersText!(q, (k) => k)).toBe('1. Monstera; 2. bright, indirect light; 3. dry / dried out / dry to the touch; 4. N');
  });

  it('reads the Arabic texts of the same question', () => {
    const ar = questionDataFromJson(examples[0].question, { language: 'ar' });
    expect(plugin.score(ar, { data: { [g1]: 'Monstera', [g2]: 'ضوء ساطع غير مباشر', [g3]: 'جافه', [g4]: 'N' } }, ctx)).toBe(100);
  });
});

describe('fillInTheBlank xAPI (SPEC 7.8)', () => {
  const q = questionDataFromJson(examples[0].question);
  const [g1, g2, g3, g4] = groupsOf(q).map((g) => g.id);

  it("is a fill-in interaction: the texts in group order joined with '[,]', trimmed", () => {
    const x = plugin.toInteraction(q, { data: { [g1]: ' monstera ', [g3]: 'wet' } }, 'en-US');
    expect(x.interactionType).toBe('fill-in');
    expect(x.response).toBe('monstera[,][,]wet[,]');
    expect(x.choices ?? x.source ?? x.target).toBeUndefined();
    expect(plugin.toInteraction(q, { data: { [g2]: 'deep shade', [g4]: 'n' } }, 'en-US').response).toBe('[,]deep shade[,][,]n');
  });

  it("lists every combination of accepted answers, case_matters where matchCase applies", () => {
    expect(plugin.toInteraction(q, { data: {} }, 'en-US').correctResponsesPattern).toEqual([
      '{case_matters=true}Monstera[,]bright, indirect light[,]dry[,]N',
      '{case_matters=true}Monstera[,]bright, indirect light[,]dried out[,]N',
      '{case_matters=true}Monstera[,]bright, indirect light[,]dry to the touch[,]N',
    ]);
    const plain = question({ a: [{ text: 'x' }, { text: 'y' }], b: [{ text: 'z' }] });
    expect(plugin.toInteraction(plain, { data: {} }, 'en-US').correctResponsesPattern).toEqual(['x[,]z', 'y[,]z']);
  });

  it('caps the number of patterns and gives none when a group has no correct answer', () => {
    const many = question(Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((g) => [g, [{ text: '1' }, { text: '2' }]])));
    const patterns = correctPatterns(groupsOf(many));
    expect(patterns).toHaveLength(MAX_PATTERNS);
    expect(patterns[0]).toBe('1[,]1[,]1[,]1[,]1[,]1');
    const broken = question({ a: [{ text: 'x' }], b: [{ text: 'y', isCorrect: false }] });
    expect(plugin.toInteraction(broken, { data: {} }, 'en-US').correctResponsesPattern).toBeUndefined();
  });

  it('produces statements the xAPI validator accepts', () => {
    expect(statementWarnings(plugin, q, { data: { [g1]: 'Monstera', [g2]: 'deep shade' } })).toEqual([]);
    expect(statementWarnings(plugin, question({ a: [{ text: 'x', matchCase: true }] }), { data: { a: 'X' } })).toEqual([]);
  });
});

describe('fillInTheBlank content (the sanitised fragment read into an allow-listed tree)', () => {
  const fragment = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };

  it('keeps the author formatting, turns blanks into blanks with their sentence, and drops what is not allowed', () => {
    const parsed = parseContent(
      fragment(
        '<div class="eg-content-editor"><p style="color:red" onclick="x()">First sentence here. It grows in <input class="blankInput" data-group-id="g1"> and <strong>likes</strong> <input class="blankInput" data-group-id="g2">.</p>' +
          '<ul>\n<li>Item <a href="javascript:alert(1)">bad</a> <a href="https://example.org" target="_blank">good</a></li>\n</ul>' +
          '<custom-tag>kept <em>text</em></custom-tag><script>alert(1)</script><iframe src="x"></iframe><input type="text" value="not a blank">' +
          '<p>Gap: <input class="blankInput" data-group-id="nope"></p></div>',
      ),
      new Set(['g1', 'g2']),
    );
    expect(parsed.blanks).toEqual([
      { groupId: 'g1', number: 1, context: 'It grows in ___ and likes ….' },
      { groupId: 'g2', number: 2, context: 'It grows in … and likes ___.' },
    ]);
    const json = JSON.stringify(parsed.nodes);
    expect(json).not.toMatch(/script|iframe|onclick|style|javascript|not a blank|class/);
    expect(json).toContain('"tag":"strong"');
    expect(json).toContain('"href":"https://example.org","target":"_blank","rel":"noopener noreferrer"');
    expect(json).toContain('kept ');
    expect(json).toContain('{"kind":"gap"}');
    // No whitespace text directly inside a list.
    const list = (parsed.nodes[0] as { children: { tag?: string; children?: unknown[] }[] }).children.find((n) => n.tag === 'ul')!;
    expect(list.children).toHaveLength(1);
  });

  it('gives no sentence to a blank that stands alone', () => {
    const parsed = parseContent(fragment('<table><tbody><tr><td><input class="blankInput" data-group-id="g"></td></tr></tbody></table>'), new Set(['g']));
    expect(parsed.blanks[0].context).toBe('');
  });
});
