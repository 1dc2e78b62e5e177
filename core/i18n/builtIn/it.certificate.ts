import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Attestato di completamento',
  awardedTo: 'Si attesta che',
  hasCompleted: 'ha completato con successo il corso',
  score: 'Punteggio',
  date: 'Data',
  verifyAt: 'Verifica questo attestato su',
  certificateId: 'N. attestato',
};
