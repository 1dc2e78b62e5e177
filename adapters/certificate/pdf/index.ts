import type { CertificateData } from '@core';

/*
 * TODO-MERGE (issue 26): a placeholder so that this branch (the player's part) builds and type-checks
 * before the PDF maker's branch is merged. That branch adds the real adapters/certificate/pdf/index.ts
 * with the same export; at the merge its file replaces this one whole. Until then pressing
 * '[download certificate]' ends in '[certificate failed load]', and test/browser/certificate.test.ts
 * fails, as it must: no certificate is made here.
 */
export async function makeCertificatePdf(_data: CertificateData, _options?: { fetchBytes?(url: string): Promise<Uint8Array> }): Promise<Uint8Array> {
  throw new Error('The PDF maker (adapters/certificate/pdf) is not merged into this build yet (issue 26).');
}
