/**
 * The certificate's own words in English (issue 26): the packages carry none, so the player has them for
 * every language it has labels in (builtIn/{lang}.certificate.ts) and English for the rest. The keys are
 * CertificateWords' (core/certificate/certificateData.ts); core/certificate/words.ts picks a table.
 */
export const CERTIFICATE_ENGLISH = {
  heading: 'Certificate of Completion',
  awardedTo: 'This certifies that',
  hasCompleted: 'has successfully completed',
  score: 'Score',
  date: 'Date',
  verifyAt: 'Verify this certificate at',
  certificateId: 'Certificate ID',
};

export type CertificateWordTable = { [key in keyof typeof CERTIFICATE_ENGLISH]: string };
