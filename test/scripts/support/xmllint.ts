/**
 * Validates an imsmanifest.xml against the schema files beside it with xmllint (Debian's
 * libxml2-utils), offline (--nonet): a schema that needed the network would fail to load.
 *
 * xmllint validates against one schema, so a small driver schema is written beside the manifest
 * that imports every namespace of the manifest's xsi:schemaLocation from the file that pair names.
 * The driver is the test's own file; the schema files it imports are the package's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const XMLLINT = process.env.XMLLINT_PATH || 'xmllint';
export const XMLLINT_MISSING_HELP =
  "Install Debian's libxml2-utils: sudo apt-get install -y libxml2-utils (npm test does it when run as root), or set XMLLINT_PATH.";

export function xmllintAvailable(): boolean {
  return spawnSync(XMLLINT, ['--version'], { encoding: 'utf8' }).status === 0;
}

/** The namespace → file pairs of a manifest's xsi:schemaLocation. */
export function schemaLocations(manifestXml: string): [string, string][] {
  const m = /\bxsi:schemaLocation\s*=\s*"([^"]*)"/.exec(manifestXml);
  if (!m) throw new Error('the manifest has no xsi:schemaLocation');
  const parts = m[1].trim().split(/\s+/);
  if (parts.length % 2 !== 0) throw new Error(`xsi:schemaLocation has an odd number of parts: ${m[1]}`);
  const pairs: [string, string][] = [];
  for (let i = 0; i < parts.length; i += 2) pairs.push([parts[i], parts[i + 1]]);
  return pairs;
}

export interface Validation {
  valid: boolean;
  /** xmllint's messages (stderr), for the failure message of a test. */
  output: string;
}

/** Validates `dir`/imsmanifest.xml against the schema files its xsi:schemaLocation names, in `dir`. */
export function validateManifest(dir: string, manifestName = 'imsmanifest.xml'): Validation {
  const pairs = schemaLocations(readFileSync(path.join(dir, manifestName), 'utf8'));
  for (const [, file] of pairs) {
    if (/^[a-z][a-z0-9+.-]*:|^\/|\.\./i.test(file)) return { valid: false, output: `schemaLocation ${file} is not a file of the package` };
    if (!existsSync(path.join(dir, file))) return { valid: false, output: `schemaLocation ${file} is missing from the package` };
  }
  const imports = pairs.map(([ns, file]) => `  <xs:import namespace="${ns}" schemaLocation="${file}"/>`).join('\n');
  const driver = '__manifest-driver.xsd';
  writeFileSync(path.join(dir, driver), `<?xml version="1.0" encoding="UTF-8"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${imports}\n</xs:schema>\n`);
  const run = spawnSync(XMLLINT, ['--nonet', '--noout', '--schema', driver, manifestName], { cwd: dir, encoding: 'utf8' });
  if (run.error) throw new Error(`could not run ${XMLLINT}: ${run.error.message}. ${XMLLINT_MISSING_HELP}`);
  return { valid: run.status === 0 && /validates/.test(run.stderr), output: `${run.stderr}${run.stdout}` };
}
