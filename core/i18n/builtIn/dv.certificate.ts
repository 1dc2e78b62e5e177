import type { CertificateWordTable } from '../certificateEnglish';

/** The certificate's words in this table's language: the keys of CERTIFICATE_ENGLISH (issue 26). */
export const CERTIFICATE_WORDS: CertificateWordTable = {
  heading: 'ނިންމުމުގެ ސެޓްފިކެޓް',
  awardedTo: 'މި ސެޓްފިކެޓުން ކަށަވަރުކޮށްދެނީ',
  hasCompleted: 'ތިރީގައިވާ ކޯސް ކާމިޔާބުކަމާއެކު ނިންމަވާފައިވާކަމެވެ:',
  score: 'ޕޮއިންޓު',
  date: 'ތާރީޚު',
  verifyAt: 'މި ސެޓްފިކެޓް ދިރާސާކުރައްވާ:',
  certificateId: 'ސެޓްފިކެޓް ނަންބަރު',
};
