import type { LaunchContext } from './userMenu';

export { isPromoter, isSurveyRating, SURVEY_RATINGS } from './surveyScale';

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
