import { parseLanguages } from '../package/languages';
import { canContinue, continueStep, findLanguage, isFirstChooseLanguage, languageRemark, launchLanguage, preselectLanguage, reviewRestartsAtIndex, type FirstChoiceFacts } from './language';

const languages = parseLanguages([
  { language: 'en', locale: 'en-US', label: 'English', isDefault: true },
  { language: 'ar', locale: 'ar-SA', label: 'العربية' },
  { language: 'pt', locale: 'pt-BR', label: 'Português (Brasil)' },
  { language: 'de', locale: 'de-DE', label: 'Deutsch' },
]);
const [en, ar, pt, de] = languages;

describe('SPEC 3.1 isFirstChooseLanguage (SPEC 2.8 first selection, 5.3)', () => {
  const due: FirstChoiceFacts = { languageCount: 2, savedLanguage: '', anyAnswered: false, review: false, languageInAddress: false };
  it('is due on a multi-language course the learner has not chosen for, with nothing answered', () => {
    expect(isFirstChooseLanguage(due)).toBe(true);
  });
  it.each<[string, Partial<FirstChoiceFacts>]>([
    ['one language', { languageCount: 1 }],
    ['a saved choice', { savedLanguage: 'ar' }],
    ['a question answered', { anyAnswered: true }],
    ['review mode', { review: true }],
    ['?language= in the address', { languageInAddress: true }],
  ])('is not due with %s', (_, change) => {
    expect(isFirstChooseLanguage({ ...due, ...change })).toBe(false);
  });
});

describe('finding a language by code or locale', () => {
  it('matches the code or the locale in any case and either separator', () => {
    expect(findLanguage(languages, 'AR')).toBe(ar);
    expect(findLanguage(languages, 'ar-sa')).toBe(ar);
    expect(findLanguage(languages, 'pt_BR')).toBe(pt);
    expect(findLanguage(languages, 'fr')).toBeNull();
    expect(findLanguage(languages, null)).toBeNull();
  });
});

describe('the preselected tile: best match of the course languages and navigator.languages', () => {
  it.each<[string[], string]>([
    [['ar-EG', 'en'], 'ar'],
    [['pt-BR'], 'pt'],
    [['pt-PT'], 'pt'],
    [['de-CH', 'en-GB'], 'de'],
    [['fr-FR', 'en-GB'], 'en'],
    [['fr-FR', 'it'], 'en'],
    [[], 'en'],
  ])('%j picks %s', (preferred, picked) => {
    expect(preselectLanguage(languages, preferred, en).language).toBe(picked);
  });
  it('falls back to the language the course is in', () => {
    expect(preselectLanguage(languages, ['ja'], de)).toBe(de);
  });
});

describe('SPEC 4.3 step 5 / 5.3: the language at launch', () => {
  it('an address naming a course language wins, then the saved choice, then the opened language', () => {
    expect(launchLanguage(languages, en, 'de', 'ar')).toEqual({ language: ar, chosen: true, dropped: false });
    expect(launchLanguage(languages, en, 'de', null)).toEqual({ language: de, chosen: true, dropped: false });
    expect(launchLanguage(languages, en, 'de', 'xx')).toEqual({ language: de, chosen: true, dropped: false });
    expect(launchLanguage(languages, en, '', null)).toEqual({ language: en, chosen: false, dropped: false });
  });
  it('a saved language the course no longer has is dropped', () => {
    expect(launchLanguage(languages, en, 'fr', null)).toEqual({ language: en, chosen: false, dropped: true });
  });
});

describe('SPEC 2.8 popup rules', () => {
  it('Continue is disabled only when a change picks the current language', () => {
    expect(canContinue('first-selection', 'en', 'en')).toBe(true);
    expect(canContinue('change', 'en', 'en')).toBe(false);
    expect(canContinue('change', 'ar', 'en')).toBe(true);
  });
  it('Continue applies on the first selection or in review, otherwise asks to restart', () => {
    expect(continueStep('first-selection', false)).toBe('apply');
    expect(continueStep('change', true)).toBe('apply');
    expect(continueStep('change', false)).toBe('confirm-restart');
  });
  it('the remark names the attempt limit when attempts are limited, and is not shown in review', () => {
    expect(languageRemark(false, { isLimited: true, attemptsLimit: 3 })).toEqual({ key: '[choose language remark with attempt limit]', limit: 3 });
    expect(languageRemark(false, { isLimited: false, attemptsLimit: 0 })).toEqual({ key: '[choose language remark]' });
    expect(languageRemark(true, { isLimited: true, attemptsLimit: 3 })).toBeNull();
  });
});

describe('SPEC 2.8 review mode with forced navigation', () => {
  it('restarts at the index when a reviewer changes the language of a forced-navigation course', () => expect(reviewRestartsAtIndex(true, true, 'de', 'en')).toBe(true));
  it('does not when the language stays, navigation is free, or it is not review', () => {
    expect(reviewRestartsAtIndex(true, true, 'en', 'en')).toBe(false);
    expect(reviewRestartsAtIndex(true, false, 'de', 'en')).toBe(false);
    expect(reviewRestartsAtIndex(false, true, 'de', 'en')).toBe(false);
  });
});
