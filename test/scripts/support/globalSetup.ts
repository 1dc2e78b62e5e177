/**
 * Runs once before the scripts test project (jest.config.ts `globalSetup`): the manifest tests
 * need xmllint, and without it every one of them would fail with the same confusing error.
 */
import { XMLLINT, XMLLINT_MISSING_HELP, xmllintAvailable } from './xmllint';

export default function globalSetup(): void {
  if (!xmllintAvailable()) throw new Error(`The scripts tests validate imsmanifest.xml with xmllint, not found (${XMLLINT}). ${XMLLINT_MISSING_HELP}`);
}
