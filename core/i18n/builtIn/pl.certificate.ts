import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Certyfikat ukończenia',
  awardedTo: 'Niniejszym zaświadcza się, że',
  hasCompleted: 'pomyślnie ukończył(a) kurs',
  score: 'Wynik',
  date: 'Data',
  verifyAt: 'Zweryfikuj ten certyfikat pod adresem',
  certificateId: 'Numer certyfikatu',
};
