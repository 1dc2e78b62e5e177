import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Certificaat van voltooiing',
  awardedTo: 'Hierbij wordt verklaard dat',
  hasCompleted: 'de volgende cursus met succes heeft afgerond:',
  score: 'Score',
  date: 'Datum',
  verifyAt: 'Controleer dit certificaat op',
  certificateId: 'Certificaatnummer',
};
