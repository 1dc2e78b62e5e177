/**
 * Saved progress records as a learner leaves them, for the codec's tests and `npm run bench`
 * (codec): each answer is what AnswerLog writes (savedEntry) with the real plugin's compact form,
 * for questions as content/data.js holds them (the plugins' showcase examples, or a generated
 * course's data.js). Deterministic: the same arguments give the same record.
 */
import { CORRECT, savedEntry } from '../../core/progress/answers';
import { emptyProgress, type ProgressSnapshot } from '../../core/progress/progressRecord';
import { questionDataFromJson } from '../../core/package/buildCourse';
import type { CodecContext } from '../../core/progress/codec/ProgressCodec';
import type { BlockState } from '../../core/plugins/BlockState';
import type { AnyQuestionType, QuestionExample } from '../../core/plugins/QuestionType';
import { optionOrderFor } from '../../core/rules/optionOrder';
import { shortestUniquePrefix } from '../../core/rules/pool';
import { createRng } from '../../core/rules/random';
import { routes } from '../../core/rules/navigation';
import dragAndDropText from '../../plugins/questions/dragAndDropText';
import { examples as dragAndDropTextExamples } from '../../plugins/questions/dragAndDropText/examples';
import fillInTheBlank from '../../plugins/questions/fillInTheBlank';
import { examples as fillInTheBlankExamples } from '../../plugins/questions/fillInTheBlank/examples';
import hotspot from '../../plugins/questions/hotspot';
import { examples as hotspotExamples } from '../../plugins/questions/hotspot/examples';
import informationContent from '../../plugins/questions/informationContent';
import { examples as informationContentExamples } from '../../plugins/questions/informationContent/examples';
import multipleChoiceImage from '../../plugins/questions/multipleChoiceImage';
import { examples as multipleChoiceImageExamples } from '../../plugins/questions/multipleChoiceImage/examples';
import multipleSelect from '../../plugins/questions/multipleSelect';
import { examples as multipleSelectExamples } from '../../plugins/questions/multipleSelect/examples';
import openQuestion from '../../plugins/questions/openQuestion';
import { examples as openQuestionExamples } from '../../plugins/questions/openQuestion/examples';
import rankingText from '../../plugins/questions/rankingText';
import { examples as rankingTextExamples } from '../../plugins/questions/rankingText/examples';
import singleSelectImage from '../../plugins/questions/singleSelectImage';
import { examples as singleSelectImageExamples } from '../../plugins/questions/singleSelectImage/examples';
import singleSelectText from '../../plugins/questions/singleSelectText';
import { examples as singleSelectTextExamples } from '../../plugins/questions/singleSelectText/examples';
import statement from '../../plugins/questions/statement';
import { examples as statementExamples } from '../../plugins/questions/statement/examples';
import textMatching from '../../plugins/questions/textMatching';
import { examples as textMatchingExamples } from '../../plugins/questions/textMatching/examples';

export interface QuestionTemplate {
  plugin: AnyQuestionType;
  question: Record<string, unknown>;
  /** A response that scores 0; undefined when every answer is correct (open questions, content pages). */
  wrong?: unknown;
  /** Wrong responses to pick from, when there are several (a generated course's choice questions). */
  wrongs?: (rng: () => number) => unknown;
  /** What learners write, for a type whose correct response is only a stand-in (openQuestion). */
  written?: (rng: () => number) => unknown;
}

const fromExamples = (plugin: AnyQuestionType, examples: QuestionExample[]): QuestionTemplate[] =>
  examples.filter((e) => e.question.isSurvey !== true).map((e) => ({ plugin, question: e.question, wrong: e.wrong }));

/** The twelve question types of SPEC 3.4, each with its showcase examples. */
/** Open answers as learners write them: a sentence of their own, about 60 characters, rarely the same twice. */
const OPEN_PARTS = [
  ['On the bathroom shelf', 'Near the east window', 'In the kitchen', 'Away from the radiator', 'On a stand by the balcony door', 'In my bedroom', 'Next to the bookcase', 'Under the skylight'],
  ['because', 'since', 'as', 'so that'],
  ['the steam keeps it humid', 'it gets the morning sun', 'the light is soft all day', 'it stays warm in winter', 'I can see when it needs water', 'the air there is not too dry', 'nothing blocks the light', 'it is out of the cat\'s reach'],
  ['.', ', I think.', ' most of the year.', ' and I water it weekly.'],
];
const openAnswer = (rng: () => number) => {
  const [where, link, why, end] = OPEN_PARTS.map((part) => part[Math.floor(rng() * part.length)]);
  return { answeredText: `${where} ${link} ${why}${end}` };
};

export const ALL_TYPES: QuestionTemplate[][] = [
  fromExamples(informationContent, informationContentExamples),
  fromExamples(singleSelectText, singleSelectTextExamples),
  fromExamples(multipleSelect, multipleSelectExamples),
  fromExamples(statement, statementExamples),
  fromExamples(singleSelectImage, singleSelectImageExamples),
  fromExamples(multipleChoiceImage, multipleChoiceImageExamples),
  fromExamples(openQuestion, openQuestionExamples).map((t) => ({ ...t, written: openAnswer })),
  fromExamples(rankingText, rankingTextExamples),
  fromExamples(fillInTheBlank, fillInTheBlankExamples),
  fromExamples(dragAndDropText, dragAndDropTextExamples),
  fromExamples(textMatching, textMatchingExamples),
  fromExamples(hotspot, hotspotExamples),
];

export const CHOICE_TYPES: QuestionTemplate[][] = [fromExamples(singleSelectText, singleSelectTextExamples), fromExamples(multipleSelect, multipleSelectExamples)];

const CHOICE_PLUGINS: Record<string, AnyQuestionType> = { singleSelectText, multipleSelect };

/**
 * The choice questions of a generated course (scripts/generate-course.mjs: 3 to 5 options, one or
 * several right), in course order, as a course of choice questions only.
 */
export function generatedChoiceCourse(data: { sections: { id: string; questions: Record<string, unknown>[] }[] }): CourseQuestion[] {
  return data.sections.flatMap((s) =>
    s.questions.filter((q) => CHOICE_PLUGINS[q.type as string]).map((q) => ({ sectionId: s.id, template: { plugin: CHOICE_PLUGINS[q.type as string], question: q, wrong: wrongChoice(q), wrongs: (rng: () => number) => anyWrongChoice(q, rng) } })),
  );
}

/** What learners pick wrongly: any wrong option, or, with several right ones, only some of them. */
function anyWrongChoice(question: Record<string, unknown>, rng: () => number): string[] {
  const answers = question.answers as { id: string; isCorrect: boolean }[];
  const wrong = answers.filter((a) => !a.isCorrect);
  const right = answers.filter((a) => a.isCorrect);
  const pick = <T>(list: T[]) => list[Math.floor(rng() * list.length)];
  if (right.length > 1 && rng() < 0.5) return [pick(right).id];
  return right.length > 1 && rng() < 0.5 ? [...right.map((a) => a.id), pick(wrong).id] : [pick(wrong).id];
}

function wrongChoice(question: Record<string, unknown>): string[] | undefined {
  const answers = question.answers as { id: string; isCorrect: boolean }[] | undefined;
  const wrong = answers?.find((a) => !a.isCorrect);
  return wrong ? [wrong.id] : undefined;
}

export interface LearnerOptions {
  /** How many questions the learner answered, from the first. */
  answered: number;
  /** Share answered right (default 0.75); a tenth of the answers took a second attempt. */
  correctShare?: number;
  seed?: string;
  /** The course shuffles answer options (SPEC 4.3): each shown question keeps the order its attempt id gives. */
  shuffled?: boolean;
  /** The block states the player declares: the record holds an empty map for each, as the session writes it. */
  blockStates?: readonly BlockState[];
}

export interface CourseQuestion {
  sectionId: string;
  template: QuestionTemplate;
}

/** A course of `count` questions cycling through the given type lists, 20 to a section, each with an id of its own. */
export function exampleCourse(types: QuestionTemplate[][], count: number): CourseQuestion[] {
  return Array.from({ length: count }, (_, i) => {
    const list = types[i % types.length];
    const template = list[Math.floor(i / types.length) % list.length];
    const id = hexId(`q${i}`);
    return { sectionId: hexId(`s${Math.floor(i / 20)}`), template: { ...template, question: { ...template.question, id } } };
  });
}

function hexId(seed: string): string {
  const rng = createRng(seed);
  return Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16)).join('');
}

const ATTEMPT_ID = '3f0c9a52-7d4e-4b1a-9c6f-2e8d5a7b1c40';

/** The record a learner leaves after answering the first `answered` questions of `course`, with the codec context of that course. */
export function learnerRecord(course: CourseQuestion[], options: LearnerOptions): { record: ProgressSnapshot; context: CodecContext } {
  const rng = createRng(options.seed ?? 'learner');
  const correctShare = options.correctShare ?? 0.75;
  const record = emptyProgress(options.blockStates);
  const sectionIds = [...new Set(course.map((q) => q.sectionId))];
  const forms: Record<string, number> = {};
  let last: CourseQuestion | null = null;
  course.slice(0, options.answered).forEach((q, index) => {
    const { plugin } = q.template;
    const data = questionDataFromJson(q.template.question, { sectionId: q.sectionId, index });
    const right = q.template.wrong === undefined || plugin.answeredOnOpen || rng() < correctShare;
    const wrong = q.template.wrongs ? q.template.wrongs(rng) : q.template.wrong;
    const response = plugin.answeredOnOpen ? null : !right ? wrong : q.template.written ? q.template.written(rng) : plugin.correctResponse(data);
    const score = plugin.score(data, response, { allowScoringOfContentPages: true, hasBeenOpened: true });
    const entry = savedEntry(
      { type: plugin.id, data, response, score, isAnswered: true, isSurvey: data.isSurvey, answeredOnOpen: plugin.answeredOnOpen ?? false, supported: true, isPreviousAnswerCorrect: null },
      { questionType: () => plugin },
    );
    record.answers[index] = entry;
    record.attempts[index] = rng() < 0.1 ? 2 : 1;
    record.opened.push(index);
    if (options.shuffled && plugin.randomizableOptions) {
      const answerIds = (q.template.question.answers as { id: string }[]).map((a) => a.id);
      record.randomizedOptionsList[index] = optionOrderFor(data.id, answerIds, undefined, ATTEMPT_ID).map((id) => shortestUniquePrefix(id, answerIds));
    }
    if (entry !== CORRECT && typeof entry === 'object' && (plugin.compactVersion ?? 1) !== 1) forms[plugin.id] = plugin.compactVersion!;
    last = q;
  });
  const reached = last ? sectionIds.slice(0, sectionIds.indexOf((last as CourseQuestion).sectionId) + 1) : [];
  record.randomizedOptionsList = Array.from(record.randomizedOptionsList, (order) => order ?? null);
  Object.assign(record, {
    url: last ? routes.question((last as CourseQuestion).sectionId, (last as CourseQuestion).template.question.id as string) : '',
    attemptId: ATTEMPT_ID,
    courseChecksum: '9f3c2a1b',
    language: 'en',
    currentSectionId: reached[reached.length - 1] ?? '',
    learningObjectiveConsumed: reached,
    answerForms: forms,
    timer: { elapsed: 1_234_567, status: 'STARTED' },
  });
  return { record, context: { ...contextOf(course), blockStates: options.blockStates } };
}

/** What codecContextFor gives for this course: short ids by position, sections in order, the choice types' answer ids. */
export function contextOf(course: CourseQuestion[]): CodecContext {
  return {
    shortIds: new Map(course.map((q, i) => [q.template.question.id as string, i])),
    sectionIds: [...new Set(course.map((q) => q.sectionId))],
    optionIds: (index) => {
      const q = course[index];
      if (!q?.template.plugin.randomizableOptions) return null;
      return (q.template.question.answers as { id: string }[]).map((a) => a.id);
    },
  };
}
