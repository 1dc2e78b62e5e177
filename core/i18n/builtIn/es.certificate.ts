import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Certificado de finalización',
  awardedTo: 'Se certifica que',
  hasCompleted: 'ha completado con éxito el curso',
  score: 'Puntuación',
  date: 'Fecha',
  verifyAt: 'Verifique este certificado en',
  certificateId: 'N.º de certificado',
};
