import { paperLocaleOf, THEME_DEFAULTS, visibleText, type CertificateData, type CertificateWords, type IssuedCertificate, type PlayerSession } from '@core';
import { parseColor, readableOn, toHex } from '../theme/contrast';
import { logoFor } from '../theme/logos';

/** The course title as plain text: a title that carries markup gives its text, never its tags. */
export function plainTitle(title: string): string {
  return visibleText(title).replace(/\s+/g, ' ').trim();
}

const hex = (value: string | undefined, fallback: string) => toHex(parseColor(value) ?? (parseColor(fallback) as NonNullable<ReturnType<typeof parseColor>>));

/**
 * What the certificate looks like: the course theme's main colour, its text colour (shaded, as the
 * page does, until it reads on the background) and body colour, the logo the light bars use, and
 * the package's font files (certificateFonts.ts).
 */
export function certificateLook(session: PlayerSession, fontUrls: string[]): CertificateData['look'] {
  const theme = session.pkg.theme;
  const background = hex(theme.body.color, THEME_DEFAULTS.bodyColor);
  const wantedText = parseColor(theme.colors['text-color']) ?? (parseColor(THEME_DEFAULTS.textColor) as NonNullable<ReturnType<typeof parseColor>>);
  const logo = logoFor(theme, 'light');
  return {
    primary: hex(theme.colors['main-color'], THEME_DEFAULTS.mainColor),
    text: toHex(readableOn(wantedText, parseColor(background)!)),
    background,
    logoUrl: logo ? session.files.mediaUrl(logo) : null,
    fontUrls,
  };
}

export interface CertificateFacts {
  /** The learner's name: the delivery's, or the one they typed. */
  learnerName: string;
  /** Hosted mode: the service's record, whose name, score and date are what is printed. */
  issued: IssuedCertificate | null;
  fontUrls: string[];
  /** The built-in words of the course language (they load with the PDF maker). */
  words: CertificateWords;
  now?: () => Date;
}

/**
 * The certificate of this session (issue 26): the title in the current language, the course
 * language's locale and direction, the score (null when nothing is scored), the completion date
 * (the record's, else now); in hosted mode the service's name, score, date and verification.
 */
export function certificateDataOf(session: PlayerSession, facts: CertificateFacts): CertificateData {
  const course = session.course;
  const standing = session.completion.standing;
  const issued = facts.issued;
  const completedAt = course.completionDate || (facts.now ?? (() => new Date()))().toISOString();
  return {
    courseTitle: plainTitle(course.title),
    learnerName: issued ? issued.learnerName : facts.learnerName,
    completedAt: issued ? issued.completedAt : completedAt,
    locale: session.pkg.language.locale || session.language,
    paperLocale: paperLocaleOf(navigator.languages ?? [navigator.language], session.pkg.language.locale || session.language),
    direction: session.isRtl ? 'rtl' : 'ltr',
    score: issued ? issued.score : standing.scored ? course.score : null,
    words: facts.words,
    look: certificateLook(session, facts.fontUrls),
    verification: issued ? { code: issued.code, url: issued.verifyUrl } : null,
  };
}
