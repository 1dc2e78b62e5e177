import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Certificat de réussite',
  awardedTo: 'Ce certificat atteste que',
  hasCompleted: 'a suivi avec succès la formation',
  score: 'Score',
  date: 'Date',
  verifyAt: 'Vérifiez ce certificat sur',
  certificateId: 'N° du certificat',
};
