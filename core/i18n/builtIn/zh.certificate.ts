import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: '结业证书',
  awardedTo: '兹证明',
  hasCompleted: '已成功完成以下课程：',
  score: '成绩',
  date: '日期',
  verifyAt: '验证此证书：',
  certificateId: '证书编号',
};

/** Traditional Chinese (zh-Hant, zh-TW, zh-HK, zh-MO): other characters than the Simplified table's. */
export const CERTIFICATE_WORDS_HANT: CertificateWordTable = {
  heading: '結業證書',
  awardedTo: '茲證明',
  hasCompleted: '已成功完成以下課程：',
  score: '成績',
  date: '日期',
  verifyAt: '驗證此證書：',
  certificateId: '證書編號',
};
