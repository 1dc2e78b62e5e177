import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Tamamlama sertifikatı',
  awardedTo: 'Bu sertifikat təsdiq edir ki,',
  hasCompleted: 'aşağıdakı kursu uğurla başa vurmuşdur:',
  score: 'Bal',
  date: 'Tarix',
  verifyAt: 'Bu sertifikatı yoxlayın:',
  certificateId: 'Sertifikat nömrəsi',
};
