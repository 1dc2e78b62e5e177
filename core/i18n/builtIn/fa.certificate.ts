import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'گواهی پایان دوره',
  awardedTo: 'بدین‌وسیله گواهی می‌شود که',
  hasCompleted: 'دوره‌ی زیر را با موفقیت به پایان رسانده است:',
  score: 'نمره',
  date: 'تاریخ',
  verifyAt: 'درستی این گواهی را در این نشانی بررسی کنید:',
  certificateId: 'شناسه‌ی گواهی',
};
