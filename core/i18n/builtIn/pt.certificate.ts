import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Certificado de conclusão',
  awardedTo: 'Certificamos que',
  hasCompleted: 'concluiu com êxito o curso',
  score: 'Pontuação',
  date: 'Data',
  verifyAt: 'Verifique este certificado em',
  certificateId: 'N.º do certificado',
};
