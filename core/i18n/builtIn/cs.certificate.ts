import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Osvědčení o absolvování',
  awardedTo: 'Tímto se potvrzuje, že',
  hasCompleted: 'úspěšně absolvoval(a) kurz',
  score: 'Skóre',
  date: 'Datum',
  verifyAt: 'Ověřte tento certifikát na adrese',
  certificateId: 'Číslo certifikátu',
};
