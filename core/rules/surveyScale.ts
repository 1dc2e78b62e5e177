// Apart from survey.ts: the session checks ratings on the first page, which needs none of the survey's screens' rules.

/** SPEC 9.1: the survey's scale is 1–10. */
export const SURVEY_RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** SPEC 9.1: a promoter rated above 6. */
export function isPromoter(rating: number): boolean {
  return rating > 6;
}

/** A rating the survey can send: a whole number on SPEC 9.1's scale. */
export function isSurveyRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= 1 && rating <= 10;
}
