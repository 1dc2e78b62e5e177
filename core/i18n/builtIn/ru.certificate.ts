import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'Сертификат о прохождении курса',
  awardedTo: 'Настоящим подтверждается, что',
  hasCompleted: 'успешно завершил(а) курс',
  score: 'Результат',
  date: 'Дата',
  verifyAt: 'Проверить подлинность сертификата:',
  certificateId: 'Номер сертификата',
};
