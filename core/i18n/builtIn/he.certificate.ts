import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'תעודת סיום',
  awardedTo: 'הרינו לאשר כי',
  hasCompleted: 'השלים/ה בהצלחה את הקורס',
  score: 'ציון',
  date: 'תאריך',
  verifyAt: 'ניתן לאמת תעודה זו בכתובת',
  certificateId: 'מספר תעודה',
};
