import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: '수료증',
  awardedTo: '다음 사람은',
  hasCompleted: '아래 과정을 성공적으로 수료하였음을 증명합니다',
  score: '점수',
  date: '날짜',
  verifyAt: '이 수료증 확인:',
  certificateId: '수료증 번호',
};
