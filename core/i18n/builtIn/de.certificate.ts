import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Abschlusszertifikat',
  awardedTo: 'Hiermit wird bestätigt, dass',
  hasCompleted: 'den folgenden Kurs erfolgreich abgeschlossen hat:',
  score: 'Ergebnis',
  date: 'Datum',
  verifyAt: 'Überprüfen Sie dieses Zertifikat unter',
  certificateId: 'Zertifikatsnummer',
};
