import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Suoritustodistus',
  awardedTo: 'Täten todistetaan, että',
  hasCompleted: 'on suorittanut hyväksytysti kurssin',
  score: 'Pisteet',
  date: 'Päivämäärä',
  verifyAt: 'Tarkista todistuksen aitous osoitteessa',
  certificateId: 'Todistuksen tunnus',
};
