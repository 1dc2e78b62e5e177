import type { AnyQuestionType } from '@core';
import informationContent from './informationContent';
import multipleSelect from './multipleSelect';
import singleSelectText from './singleSelectText';

/**
 * The built-in question types. Adding a type is one folder under plugins/questions/ named by its
 * data.js type id, and one line here.
 */
export const builtInQuestionTypes: AnyQuestionType[] = [
  informationContent,
  singleSelectText,
  multipleSelect,
];
