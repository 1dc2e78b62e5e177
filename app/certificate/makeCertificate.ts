import { certificateFileName, type IssuedCertificate, type PlayerSession } from '@core';
import { certificateDataOf } from './certificateData';
import { certificateFonts } from './certificateFonts';
import type { CertificateMakerLoader } from './certificateMaker';
import { saveFile } from './saveFile';

export interface MakeParts {
  load: CertificateMakerLoader;
  save?: typeof saveFile;
  fetch?: typeof fetch;
}

/**
 * Makes the certificate and hands it to the learner as `[certificate file name].pdf` (the package's
 * label, made safe for file systems). The PDF maker's chunk loads here, on the first press; the
 * package's font files are looked up beside it. Rejects when either fails: nothing is saved then.
 */
export async function makeAndSave(session: PlayerSession, facts: { learnerName: string; issued: IssuedCertificate | null }, parts: MakeParts): Promise<void> {
  const [maker, fontUrls] = await Promise.all([parts.load(), certificateFonts(session, parts.fetch)]);
  const data = certificateDataOf(session, { ...facts, fontUrls, words: maker.certificateWords(session.language) });
  const bytes = await maker.makeCertificatePdf(data);
  (parts.save ?? saveFile)(bytes, certificateFileName(session.translator.t('[certificate file name]')));
}
