import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Kursintyg',
  awardedTo: 'Härmed intygas att',
  hasCompleted: 'har genomfört kursen',
  score: 'Resultat',
  date: 'Datum',
  verifyAt: 'Verifiera detta intyg på',
  certificateId: 'Intygsnummer',
};
