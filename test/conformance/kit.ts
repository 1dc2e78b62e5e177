/**
 * The question-type conformance kit (issue 3): one suite that every question type passes, built-in
 * or a plugin author's own. Use it from a test file:
 *
 *   import { describeQuestionTypeConformance } from '<repo>/test/conformance/kit';
 *   describeQuestionTypeConformance(myType, examples);
 *
 * `examples` are questions as content/data.js holds them, each with a wrong response. The kit
 * checks the contract of core/plugins/QuestionType.ts against SPEC 5.1 (0 or 100; answered when
 * non-empty; the response a view starts from, when the type has one, is an answer), SPEC 3.7 (the
 * compact saved form round-trips through JSON, and every older version of it still expands) and SPEC 7.8 (the answered statement is valid xAPI per
 * @learninglocker/xapi-validation) and the answer's cmi.interaction is accepted by a SCORM 1.2 and
 * 2004 LMS (scorm-again). Views are checked in Chromium by test/browser/question-types.test.ts.
 */
import fc from 'fast-check';
import validateStatement from '@learninglocker/xapi-validation';
import { answeredStatement, questionDataFromJson, type AnyQuestionType, type QuestionData, type QuestionExample, type StatementContext } from '@core';

import { dialects } from '../../adapters/delivery/scorm/dialect';
import { interactionFields } from '../../adapters/delivery/scorm/scormInteraction';
import { scormAgainLms } from '../support/scormAgain';

export type { QuestionExample };

const context: StatementContext = {
  actor: { name: 'Conformance Kit', mbox: 'mailto:kit@example.org' },
  courseId: 'c0ffee00c0ffee00c0ffee00c0ffee00',
  courseTitle: 'Conformance',
  courseActivityId: 'http://127.0.0.1/course/',
  attemptId: '7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b',
  locale: 'en-US',
};

const scoreContext = { allowScoringOfContentPages: false, hasBeenOpened: true };
const jsonRoundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The statement of an answer, with the validator's warnings (empty when valid). */
export function statementWarnings(plugin: AnyQuestionType, question: QuestionData, response: unknown): string[] {
  const statement = answeredStatement(context, question, plugin.toInteraction(question, response, context.locale), {
    score: plugin.score(question, response, scoreContext),
    durationMs: 1234,
  });
  const warnings = validateStatement(jsonRoundTrip(statement)) as { path: string[]; data: unknown }[];
  return warnings.map((w) => `${w.path.join('.')}: ${JSON.stringify(w.data)}`);
}

/**
 * The calls a SCORM LMS (scorm-again, as strict as a real one) refuses when the SCORM sink writes
 * this answer as cmi.interactions.0 (adapters/delivery/scorm/scormInteraction.ts).
 */
export function scormInteractionErrors(version: '1.2' | '2004', plugin: AnyQuestionType, question: QuestionData, response: unknown): string[] {
  const lms = scormAgainLms(version);
  const call = version === '1.2' ? { init: 'LMSInitialize', set: 'LMSSetValue' } : { init: 'Initialize', set: 'SetValue' };
  lms.api[call.init]('');
  const score = plugin.score(question, response, scoreContext);
  const event = {
    type: 'answered' as const,
    at: new Date(Date.UTC(2026, 10, 24, 9, 30, 5, 250)).toISOString(),
    attemptId: context.attemptId,
    questionId: question.id,
    index: 0,
    sectionId: 'section-1',
    questionType: plugin.id,
    title: question.title,
    isSurvey: question.isSurvey,
    response,
    interaction: plugin.toInteraction(question, response, context.locale),
    score,
    correct: score === 100,
    attempt: 1,
    durationMs: 61_234,
  };
  for (const [element, value] of interactionFields(dialects[version === '1.2' ? 'scorm12' : 'scorm2004'], 0, event)) lms.api[call.set](element, value);
  return lms.errors().map((c) => `${c.method}(${c.args.join(', ')}): error ${c.error}`);
}

export function describeQuestionTypeConformance(plugin: AnyQuestionType, examples: QuestionExample[]): void {
  describe(`question type '${plugin.id}' conformance`, () => {
    it('has a non-empty id and at least one example of its own type', () => {
      expect(plugin.id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      expect(examples.length).toBeGreaterThan(0);
      for (const e of examples) expect(e.question.type).toBe(plugin.id);
    });

    // Saved records name the compact version of each type (ProgressSnapshot.answerForms): a type
    // that changes its form must go on reading the older ones, or learners lose their answers.
    it('has a whole compactVersion from 1, and an example of every older compact form', () => {
      const current = plugin.compactVersion ?? 1;
      expect(Number.isInteger(current) && current >= 1).toBe(true);
      const shown = new Set(examples.flatMap((e) => (e.savedForms ?? []).map((f) => f.version)));
      for (let version = 1; version < current; version++) expect({ version, shown: shown.has(version) }).toEqual({ version, shown: true });
      for (const version of shown) expect(version >= 1 && version < current).toBe(true);
    });

    describe.each(examples.map((e) => [e.name, e] as const))('%s', (_name, example) => {
      const question = questionDataFromJson(example.question);
      const empty = plugin.emptyResponse(question);
      const correct = plugin.correctResponse(question);
      const start = plugin.startResponse?.(question);
      const scorable = !question.isSurvey && !plugin.answeredOnOpen;

      it('an empty response is not answered (SPEC 5.1)', () => {
        if (plugin.answeredOnOpen) return expect(plugin.isAnswered(question, empty)).toBeDefined();
        expect(plugin.isAnswered(question, empty)).toBe(false);
      });

      // A view that always shows an answer (a ranking's order) lets the learner submit it as it is:
      // then it is an answer like any other, graded, saved and sent (issue 22).
      it('the response the view starts from is an answer the learner can submit as it is, or the view starts empty', () => {
        if (start === undefined) return expect(plugin.startResponse).toBeUndefined();
        expect(plugin.answeredOnOpen).toBeFalsy();
        expect(plugin.isAnswered(question, start)).toBe(true);
        expect([0, 100]).toContain(plugin.score(question, start, scoreContext));
        expect(plugin.expand(question, jsonRoundTrip(plugin.compact(question, start)), plugin.compactVersion ?? 1)).toEqual(start);
      });

      it("the author's correct response is answered and scores 100, or a survey has none", () => {
        if (!scorable) return expect(correct).toBeNull();
        expect(correct).not.toBeNull();
        expect(plugin.isAnswered(question, correct)).toBe(true);
        expect(plugin.score(question, correct, scoreContext)).toBe(100);
      });

      it('a wrong response is answered and scores 0, or the type has no wrong answer', () => {
        if (!scorable) return;
        if (example.wrong === undefined) {
          // A type where every answered response is correct (openQuestion: any non-blank text, SPEC 5.1)
          // has no wrong response to give: then nothing answered may score 0.
          fc.assert(
            fc.property(fc.anything(), (response) => !plugin.isAnswered(question, response) || plugin.score(question, response, scoreContext) === 100),
            { numRuns: 200 },
          );
          return;
        }
        expect(plugin.isAnswered(question, example.wrong)).toBe(true);
        expect(plugin.score(question, example.wrong, scoreContext)).toBe(0);
      });

      it('scores only 0 or 100, whatever it is given (a restored or tampered response included)', () => {
        fc.assert(
          fc.property(fc.anything(), (response) => {
            const score = plugin.score(question, response, scoreContext);
            return score === 0 || score === 100;
          }),
          { numRuns: 200 },
        );
      });

      it('compact → JSON → expand gives an equal response (SPEC 3.7)', () => {
        for (const response of [correct, example.wrong].filter((r) => r !== null && r !== undefined)) {
          const restored = plugin.expand(question, jsonRoundTrip(plugin.compact(question, response)), plugin.compactVersion ?? 1);
          expect(restored).toEqual(response);
          expect(plugin.score(question, restored, scoreContext)).toBe(plugin.score(question, response, scoreContext));
        }
      });

      it('expand still reads the older compact forms of its example', () => {
        for (const form of example.savedForms ?? []) {
          expect(plugin.expand(question, jsonRoundTrip(form.compact), form.version)).toEqual(form.response);
        }
      });

      it('the answered statement is valid xAPI (SPEC 7.8)', () => {
        for (const response of [correct, example.wrong, empty, start].filter((r) => r !== undefined)) {
          expect(statementWarnings(plugin, question, response)).toEqual([]);
        }
      });

      it.each([['1.2'], ['2004']] as const)('the answer goes into a SCORM %s LMS as one cmi.interaction, with no error', (version) => {
        for (const response of [correct, example.wrong, empty, start].filter((r) => r !== undefined)) {
          expect(scormInteractionErrors(version, plugin, question, response)).toEqual([]);
        }
      });
    });
  });
}
