import { isPromoter, isSurveyRating, surveyThanks, type SurveyThanksFacts } from './survey';

test('SPEC 9.1: a promoter rated above 6; ratings are whole numbers 1–10', () => {
  expect([1, 6, 7, 10].map(isPromoter)).toEqual([false, false, true, true]);
  expect([0, 1, 5.5, 10, 11, Number.NaN].map(isSurveyRating)).toEqual([false, true, false, true, false, false]);
});

describe('SPEC 2.8 survey thanks step', () => {
  const base: SurveyThanksFacts = { context: 'hosted', guest: false, fromCertificate: false };
  it.each<[string, Partial<SurveyThanksFacts>, ReturnType<typeof surveyThanks>]>([
    ['hosted', {}, { text: '[close course text]', myCourses: true, closeCourse: false, backToResults: false }],
    ['LTI', { context: 'lti' }, { text: '[close lti course text]', myCourses: false, closeCourse: false, backToResults: false }],
    ['review', { context: 'review' }, { text: '[close lti course text]', myCourses: false, closeCourse: false, backToResults: false }],
    ['guest', { guest: true }, { text: '[close lti course text]', myCourses: false, closeCourse: false, backToResults: false }],
    ['SCORM', { context: 'scorm' }, { text: null, myCourses: false, closeCourse: true, backToResults: false }],
    ['xAPI', { context: 'xapi' }, { text: '[close lti course text]', myCourses: false, closeCourse: true, backToResults: false }],
    ['preview', { context: 'preview' }, { text: null, myCourses: false, closeCourse: false, backToResults: false }],
    ['from the certificate button', { fromCertificate: true }, { text: null, myCourses: true, closeCourse: false, backToResults: true }],
    ['from the certificate button, LTI', { fromCertificate: true, context: 'lti' }, { text: null, myCourses: false, closeCourse: false, backToResults: true }],
    ['from the certificate button, guest', { fromCertificate: true, guest: true }, { text: null, myCourses: false, closeCourse: false, backToResults: true }],
  ])('%s', (_, change, thanks) => {
    expect(surveyThanks({ ...base, ...change })).toEqual(thanks);
  });
});
