import type { QuestionTypes } from '../plugins/QuestionType';
import { bool, str, type JsonObject } from '../util/json';

/** What a question of data.js is, from its type and survey flag alone (none of its content is read). */
export interface QuestionKind {
  type: string;
  isSurvey: boolean;
  /** A plugin of the type is registered. */
  supported: boolean;
  /** A content page: answered when opened (SPEC 4.2). */
  answeredOnOpen: boolean;
  /** SPEC 3.4: content pages and surveys do not affect progress, unless content-page scoring is on. */
  affectsProgress: boolean;
}

/**
 * One rule for the course model (buildCourse) and the pre-rendered cover (core/cover), so that the
 * cover a new learner sees counts the same questions as the course they then play.
 */
export function questionKind(raw: JsonObject, types: QuestionTypes, allowScoringOfContentPages: boolean): QuestionKind {
  const type = str(raw.type, 'unknown');
  const plugin = types.hasQuestionType(type) ? types.questionType(type) : null;
  const isSurvey = bool(raw.isSurvey);
  const answeredOnOpen = plugin?.answeredOnOpen ?? false;
  return {
    type,
    isSurvey,
    supported: plugin !== null,
    answeredOnOpen,
    affectsProgress: plugin !== null && (answeredOnOpen ? allowScoringOfContentPages : !isSurvey),
  };
}
