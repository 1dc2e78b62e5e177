import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). Sorani, in Arabic script, as the other Kurdish tables. */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'بڕوانامەی تەواوکردن',
  awardedTo: 'ئەم بڕوانامەیە دەیسەلمێنێت کە',
  hasCompleted: 'ئەم خولەی خوارەوەی بە سەرکەوتوویی تەواو کردووە:',
  score: 'نمرە',
  date: 'ڕێکەوت',
  verifyAt: 'ئەم بڕوانامەیە لێرە پشتڕاست بکەرەوە:',
  certificateId: 'ژمارەی بڕوانامە',
};
