import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Tamamlama Sertifikası',
  awardedTo: 'Bu sertifika ile',
  hasCompleted: 'adlı katılımcının aşağıdaki eğitimi başarıyla tamamladığı onaylanır:',
  score: 'Puan',
  date: 'Tarih',
  verifyAt: 'Bu sertifikayı doğrulayın:',
  certificateId: 'Sertifika No',
};
