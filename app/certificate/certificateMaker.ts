import { createContext, useContext } from 'react';
import type { CertificateData, CertificateWords } from '@core';

/** The PDF maker's entry (adapters/certificate/pdf): CertificateData in, the PDF's bytes out. */
export type MakeCertificatePdf = (data: CertificateData, options?: { fetchBytes?(url: string): Promise<Uint8Array> }) => Promise<Uint8Array>;

/**
 * Loads the PDF maker's chunk. Only the composition root may import an adapter (docs/architecture.md,
 * "only-composition-roots-import-adapters"), so app/startPlayer.tsx provides the loader, a lazy
 * import() that runs the first time a learner presses the button: none of the maker's code, fonts or
 * QR encoder is on the first page. Tests provide their own maker.
 */
export type CertificateMakerLoader = () => Promise<{ makeCertificatePdf: MakeCertificatePdf; certificateWords(language: string): CertificateWords }>;

export const CertificateMakerContext = createContext<CertificateMakerLoader | null>(null);

export function useCertificateMaker(): CertificateMakerLoader {
  const loader = useContext(CertificateMakerContext);
  // A player put together without one cannot make certificates: the press fails visibly, with the retry kept.
  return loader ?? (() => Promise.reject(new Error('this player was started without a certificate maker')));
}
