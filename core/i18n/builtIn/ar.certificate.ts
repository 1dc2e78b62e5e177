import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
// No optional vowel marks (shadda, harakat): text extractors split a raised mark from its letter (docs/certificates.md).
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'شهادة إتمام',
  awardedTo: 'تشهد هذه الشهادة بأن',
  hasCompleted: 'قد أتم بنجاح الدورة',
  score: 'الدرجة',
  date: 'التاريخ',
  verifyAt: 'تحقق من هذه الشهادة على',
  certificateId: 'رقم الشهادة',
};
