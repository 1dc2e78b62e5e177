import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'تکمیل کی سند',
  awardedTo: 'تصدیق کی جاتی ہے کہ',
  hasCompleted: 'نے درج ذیل کورس کامیابی سے مکمل کر لیا ہے:',
  score: 'اسکور',
  date: 'تاریخ',
  verifyAt: 'اس سند کی تصدیق یہاں کریں:',
  certificateId: 'سند نمبر',
};
