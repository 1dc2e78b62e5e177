import type { CertificateData } from '@core';

/*
 * Every string the certificate prints, formatted for its locale: the date with
 * Intl.DateTimeFormat(locale, {dateStyle: 'long'}) and the score as a percentage in the locale's digits.
 */
export interface CertificateTexts {
  heading: string;
  awardedTo: string;
  name: string;
  hasCompleted: string;
  title: string;
  dateLabel: string;
  date: string;
  /** Null when the course has no score: nothing about a score is printed. */
  score: { label: string; value: string } | null;
  /** Null without a learner service: no code, no URL, no QR code. */
  verification: { idLabel: string; code: string; verifyAt: string; url: string } | null;
}

/** The locale if Intl knows it, else English (a package's odd language code must not fail the certificate). */
export function intlLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}

export function formatDate(completedAt: string, locale: string): string {
  const date = new Date(completedAt);
  if (Number.isNaN(date.getTime())) return completedAt;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(date);
}

export function formatScore(score: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(score / 100);
}

export function certificateTexts(data: CertificateData): CertificateTexts {
  const { words } = data;
  return {
    heading: words.heading,
    awardedTo: words.awardedTo,
    name: data.learnerName.trim(),
    hasCompleted: words.hasCompleted,
    title: data.courseTitle.trim().replace(/\s+/g, ' '),
    dateLabel: words.date,
    date: formatDate(data.completedAt, data.locale),
    score: data.score === null ? null : { label: words.score, value: formatScore(data.score, data.locale) },
    verification: data.verification
      ? { idLabel: words.certificateId, code: data.verification.code, verifyAt: words.verifyAt, url: data.verification.url }
      : null,
  };
}

/** The strings drawn in each weight (for choosing the package's fonts and loading ours ahead). */
export function textsByWeight(texts: CertificateTexts): Map<number, string> {
  const bold = [texts.heading, texts.name, texts.title];
  const regular = [texts.awardedTo, texts.hasCompleted, texts.dateLabel, texts.date];
  if (texts.score) regular.push(texts.score.label, texts.score.value);
  if (texts.verification) regular.push(texts.verification.idLabel, texts.verification.code, texts.verification.verifyAt, texts.verification.url);
  return new Map([[700, bold.join(' ')], [400, regular.join(' ')]]);
}
