import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Kursbevis',
  awardedTo: 'Dette bekrefter at',
  hasCompleted: 'har fullført kurset',
  score: 'Poengsum',
  date: 'Dato',
  verifyAt: 'Bekreft dette kursbeviset på',
  certificateId: 'Bevisnummer',
};
