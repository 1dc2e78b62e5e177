import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Сертифікат про проходження курсу',
  awardedTo: 'Цим засвідчується, що',
  hasCompleted: 'успішно завершив(-ла) курс',
  score: 'Результат',
  date: 'Дата',
  verifyAt: 'Перевірити справжність сертифіката:',
  certificateId: 'Номер сертифіката',
};
