import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Kursusbevis',
  awardedTo: 'Dette bekræfter, at',
  hasCompleted: 'har gennemført kurset',
  score: 'Score',
  date: 'Dato',
  verifyAt: 'Bekræft dette kursusbevis på',
  certificateId: 'Bevisnummer',
};
