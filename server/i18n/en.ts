import type { ServiceTexts } from './types';

export const en: ServiceTexts = {
  dir: 'ltr',
  passwordReset: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your course account. Open this link to choose a new one:',
    action: 'Choose a new password',
    footer: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  secretLink: {
    subject: 'Your link to the course',
    intro: 'Open this link to continue the course where you left off, on any device:',
    action: 'Continue the course',
    footer: 'Do not share this link: it signs you in to your account. If you did not ask for it, ignore this e-mail.',
  },
  verifyEmail: {
    subject: 'Confirm your e-mail address',
    intro: 'Open this link and sign in with your password to confirm that this e-mail address is yours. The link works once, for a day; until you confirm, courses open only to invited learners stay closed to you.',
    action: 'Confirm the e-mail address',
    footer: 'If you did not create an account, ignore this e-mail: nothing happens without the password.',
  },
  accountExists: {
    subject: 'You already have an account',
    intro: 'Someone, maybe you, asked to create an account with this address. You already have one: open this link to sign in.',
    action: 'Sign in',
    footer: 'If you forgot your password, choose a new one there with “Forgot password”. If it was not you, ignore this e-mail: nothing changed.',
  },
  reviewLoginLink: {
    subject: 'Your link to review the course',
    intro: 'Open this link to sign in as a reviewer of the course and leave your comments. It works once, for a day.',
    action: 'Review the course',
    footer: 'Do not share this link: it signs you in with your name and address. If you did not ask for it, ignore this e-mail.',
  },
  resetPage: {
    chooseTitle: 'Choose a new password',
    passwordLabel: (min) => `New password (at least ${min} characters, no spaces)`,
    save: 'Save the new password',
    passwordProblem: (min) => `The password needs at least ${min} characters and no spaces.`,
    commonPassword: 'That password is too common: many people use it, so it is easy to guess. Please choose another.',
    expiredTitle: 'This link has expired',
    expiredBody: 'Ask for a new password-reset link from the course sign-in page.',
    doneTitle: 'Your password has been changed',
    backToCourse: 'Back to the course',
    doneBody: 'Sign in there with your new password.',
  },
};
