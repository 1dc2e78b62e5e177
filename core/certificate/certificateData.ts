/**
 * What a certificate says (issue 26). The player gathers it (core/app), the PDF maker
 * (adapters/certificate/pdf) draws exactly this and decides nothing about eligibility or identity,
 * and in hosted mode the learner service is the source of the name, score, date and code it printed.
 */
export interface CertificateData {
  /** The course title in the course's current language, as plain text. */
  courseTitle: string;
  /** The learner's name as they typed it or as the sign-in / LMS / LRS gave it (logical order). */
  learnerName: string;
  /** When the course was passed or completed: ISO 8601 date-time. */
  completedAt: string;
  /** BCP 47 language of the course (dates, digits, paper size by region when it names one). */
  locale: string;
  /** The locale whose region picks A4 or US Letter (paperLocaleOf): the learner's, else `locale`. */
  paperLocale?: string;
  /** The course language's direction (SPEC: rtl languages). */
  direction: 'ltr' | 'rtl';
  /** 0–100 when the course has scored questions; null otherwise (nothing about a score is printed). */
  score: number | null;
  /** The certificate's own words in the course language (built-in tables: the packages carry none). */
  words: CertificateWords;
  look: CertificateLook;
  /** Hosted mode only: the service's record. Without a service there is no code and no URL. */
  verification: { code: string; url: string } | null;
}

export interface CertificateWords {
  /** "Certificate of completion" */
  heading: string;
  /** "This certifies that" */
  awardedTo: string;
  /** "has successfully completed" */
  hasCompleted: string;
  /** "Score" */
  score: string;
  /** "Date" */
  date: string;
  /** "Verify this certificate at" */
  verifyAt: string;
  /** "Certificate ID" */
  certificateId: string;
}

export interface CertificateLook {
  /** CSS colours (#rrggbb) from the course theme. */
  primary: string;
  text: string;
  background: string;
  /** The package's logo (absolute URL) or null. */
  logoUrl: string | null;
  /** The package's font files (absolute URLs; woff/ttf/otf), used when they hold every glyph needed. */
  fontUrls: string[];
}
