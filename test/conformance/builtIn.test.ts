/**
 * Runs the conformance kit over every built-in question type, each with the examples.ts of its own
 * folder, and checks that the built-in set is the twelve types of SPEC 3.4 plus the scenario page of
 * PACKAGE-FORMAT.md, each registered once.
 */
import { PluginCatalogue, type AnyQuestionType, type QuestionExample } from '@core';
import { builtInQuestionTypes } from '../../plugins/questions';
import { describeQuestionTypeConformance } from './kit';

const SPEC_TYPES = [
  'informationContent', 'singleSelectText', 'multipleSelect', 'statement', 'singleSelectImage', 'multipleChoiceImage',
  'openQuestion', 'rankingText', 'fillInTheBlank', 'dragAndDropText', 'textMatching', 'hotspot',
  // PACKAGE-FORMAT.md "per type": a block-like page real packages carry beside SPEC 3.4's list.
  'scenario',
];

test('type ids are unique: the catalogue accepts the built-in set once', () => {
  const catalogue = new PluginCatalogue().registerAll('question', builtInQuestionTypes);
  expect(catalogue.ids('question')).toHaveLength(builtInQuestionTypes.length);
});

test('every built-in type is a SPEC 3.4 or PACKAGE-FORMAT.md type', () => {
  for (const type of builtInQuestionTypes) expect(SPEC_TYPES).toContain(type.id);
});

test('every lazily registered type loads a plugin of its own id', async () => {
  const catalogue = new PluginCatalogue().registerAll('question', builtInQuestionTypes);
  await catalogue.load('question', SPEC_TYPES);
  for (const id of SPEC_TYPES) expect(catalogue.questionType(id).id).toBe(id);
});

for (const { id } of builtInQuestionTypes) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugin = (require(`../../plugins/questions/${id}`) as { default: AnyQuestionType }).default;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { examples } = require(`../../plugins/questions/${id}/examples`) as { examples: QuestionExample[] };
  describeQuestionTypeConformance(plugin, examples);
}
