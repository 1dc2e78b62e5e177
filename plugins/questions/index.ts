import { lazyQuestionType, type AnyQuestionType, type LazyQuestionType } from '@core';
import informationContent from './informationContent';

/**
 * The built-in question types. Adding a type is one folder under plugins/questions/ named by its
 * data.js type id, and one line here. Content pages are part of the player's first page; the other
 * types load, with their scoring and saving code, only when a course uses them (the catalogue's
 * load('question', ids), while the package loads). The two choice types share one chunk, as they share code.
 */
export const builtInQuestionTypes: (AnyQuestionType | LazyQuestionType)[] = [
  informationContent,
  lazyQuestionType('singleSelectText', () => import(/* webpackChunkName: "q-choice-logic" */ './singleSelectText')),
  lazyQuestionType('multipleSelect', () => import(/* webpackChunkName: "q-choice-logic" */ './multipleSelect')),
  lazyQuestionType('statement', () => import(/* webpackChunkName: "q-statement-logic" */ './statement')),
  lazyQuestionType('singleSelectImage', () => import(/* webpackChunkName: "q-singleSelectImage-logic" */ './singleSelectImage')),
  lazyQuestionType('multipleChoiceImage', () => import(/* webpackChunkName: "q-multipleChoiceImage-logic" */ './multipleChoiceImage')),
  lazyQuestionType('openQuestion', () => import(/* webpackChunkName: "q-openQuestion-logic" */ './openQuestion')),
  lazyQuestionType('rankingText', () => import(/* webpackChunkName: "q-rankingText-logic" */ './rankingText')),
  lazyQuestionType('fillInTheBlank', () => import(/* webpackChunkName: "q-fillInTheBlank-logic" */ './fillInTheBlank')),
  lazyQuestionType('textMatching', () => import(/* webpackChunkName: "q-textMatching-logic" */ './textMatching')),
  lazyQuestionType('dragAndDropText', () => import(/* webpackChunkName: "q-dragAndDropText-logic" */ './dragAndDropText')),
  lazyQuestionType('hotspot', () => import(/* webpackChunkName: "q-hotspot-logic" */ './hotspot')),
  lazyQuestionType('scenario', () => import(/* webpackChunkName: "q-scenario-logic" */ './scenario')),
];
