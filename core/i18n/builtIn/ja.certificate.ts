import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: '修了証',
  awardedTo: '以下の者は',
  hasCompleted: '次の講座を修了したことを証します',
  score: '得点',
  date: '日付',
  verifyAt: 'この修了証の確認先',
  certificateId: '修了証番号',
};
