/** One e-mail's words; the link itself goes between `intro` and `footer`. */
export interface MailTexts {
  subject: string;
  intro: string;
  /** The link's text in the HTML part. */
  action: string;
  footer: string;
}

/**
 * The service's own words in one language: its e-mails and its password-reset page. The course
 * package's labels (SPEC 2.11) are the player's and say nothing of these, so the service keeps its own.
 */
export interface ServiceTexts {
  dir: 'ltr' | 'rtl';
  passwordReset: MailTexts;
  secretLink: MailTexts;
  /** Register of an address that has a verified account (issue 21 §1: register answers alike; the e-mail tells). */
  accountExists: MailTexts;
  verifyEmail: MailTexts;
  /** Issue 25: a reviewer's login link (SPEC 7.7 GET_LOGIN_LINK). */
  reviewLoginLink: MailTexts;
  certificatePage: CertificatePageTexts;
  resetPage: {
    chooseTitle: string;
    passwordLabel: (minLength: number) => string;
    save: string;
    passwordProblem: (minLength: number) => string;
    /** On NIST's list of common and breached passwords (server/auth/passwordRules.ts). */
    commonPassword: string;
    expiredTitle: string;
    expiredBody: string;
    doneTitle: string;
    backToCourse: string;
    doneBody: string;
  };
}

/** Issue 26: the public page showing the record the service keeps of a certificate (GET /certificates/{code}). */
export interface CertificatePageTexts {
  title: string;
  /** Says the page shows the service's record, not what a PDF or print says. */
  recordNote: string;
  learner: string;
  course: string;
  result: string;
  passed: string;
  completed: string;
  score: string;
  completedOn: string;
  issuedOn: string;
  /** The issuer: CERTIFICATE_ISSUER_NAME, linked to CERTIFICATE_ISSUER_URL. */
  issuedBy: string;
  status: string;
  valid: string;
  revoked: string;
  revokedOn: string;
  code: string;
  /** Heading of the Open Badges 3.0 downloads. */
  credential: string;
  credentialNote: string;
  downloadJwt: string;
  downloadJson: string;
  notFoundTitle: string;
  notFoundBody: string;
}

export type MailKind = 'passwordReset' | 'secretLink' | 'verifyEmail' | 'accountExists' | 'reviewLoginLink';
