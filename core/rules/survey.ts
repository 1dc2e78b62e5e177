import type { LaunchContext } from './userMenu';

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

/** What the survey's thanks step (SPEC 2.8 step 3) looks at. */
export interface SurveyThanksFacts {
  context: LaunchContext;
  guest: boolean;
  /** The survey was opened from the download-certificate button. */
  fromCertificate: boolean;
}

export interface SurveyThanks {
  text: '[close lti course text]' | '[close course text]' | null;
  myCourses: boolean;
  closeCourse: boolean;
  backToResults: boolean;
}

/** SPEC 2.8 step 3, its three cases. */
export function surveyThanks(f: SurveyThanksFacts): SurveyThanks {
  const elsewhere = f.context === 'lti' || f.context === 'review' || f.context === 'xapi' || f.guest;
  if (f.fromCertificate) return { text: null, myCourses: f.context !== 'lti' && !f.guest, closeCourse: false, backToResults: true };
  const closeCourse = f.context === 'scorm' || f.context === 'xapi';
  if (f.context === 'scorm' || f.context === 'preview') return { text: null, myCourses: false, closeCourse, backToResults: false };
  return { text: elsewhere ? '[close lti course text]' : '[close course text]', myCourses: !elsewhere, closeCourse, backToResults: false };
}
