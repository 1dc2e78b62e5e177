import type { CertificateWords } from '@core';

/*
 * TODO-MERGE (issue 26): the PDF maker's branch adds `certificateWords(language)`, the built-in
 * certificate words in every language the player translates. Until it is merged the certificate is
 * worded in English whatever the course language; at the merge this module goes and its one caller
 * (certificateData.ts) calls certificateWords(session.language) instead.
 */
export function localCertificateWords(_language: string): CertificateWords {
  return {
    heading: 'Certificate of completion',
    awardedTo: 'This certifies that',
    hasCompleted: 'has successfully completed',
    score: 'Score',
    date: 'Date',
    verifyAt: 'Verify this certificate at',
    certificateId: 'Certificate ID',
  };
}
