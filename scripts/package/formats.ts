/**
 * The package formats of `npm run package`, and for the two SCORM versions the namespaces their
 * imsmanifest.xml uses and the schema files that go beside it at the zip's root (ADL's, unchanged,
 * from scripts/package/schemas/: see SOURCE.md there).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export type LmsFormat = 'scorm12' | 'scorm2004';
/** `review`: a zip for a web server in review mode, pointed at a learner service (issue 25; scripts/review.mjs). */
export type PackageFormat = LmsFormat | 'xapi' | 'cmi5' | 'web' | 'review';
export const PACKAGE_FORMATS: readonly PackageFormat[] = ['scorm12', 'scorm2004', 'xapi', 'cmi5', 'web', 'review'];

/** The publishMode a package for an xAPI (Tin Can) LMS carries (SPEC 3.1). */
export const XAPI_PUBLISH_MODE = 'xapi';

export interface ScormVersion {
  label: string;
  /** The publishMode of publishSettings.js that a package of this version carries (SPEC 3.1). */
  publishMode: 'Lms' | 'Lms2004';
  /** IMS Content Packaging: the manifest's default namespace. */
  cp: string;
  /** ADL's content packaging extensions (scormtype, masteryscore). */
  adlcp: string;
  /** metadata/schemaversion. */
  schemaVersion: string;
  /** Every namespace the manifest declares for validation, with the file (at the zip's root) that defines it. */
  schemaLocations: [namespace: string, file: string][];
  /** The folder under scripts/package/schemas/ holding the version's schema files. */
  schemaFolder: string;
}

export const IMSSS = 'http://www.imsglobal.org/xsd/imsss';

export const SCORM: Record<LmsFormat, ScormVersion> = {
  scorm12: {
    label: 'SCORM 1.2',
    publishMode: 'Lms',
    cp: 'http://www.imsproject.org/xsd/imscp_rootv1p1p2',
    adlcp: 'http://www.adlnet.org/xsd/adlcp_rootv1p2',
    schemaVersion: '1.2',
    schemaLocations: [
      ['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'imscp_rootv1p1p2.xsd'],
      ['http://www.imsglobal.org/xsd/imsmd_rootv1p2p1', 'imsmd_rootv1p2p1.xsd'],
      ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'adlcp_rootv1p2.xsd'],
    ],
    schemaFolder: 'scorm12',
  },
  scorm2004: {
    label: 'SCORM 2004 4th Edition',
    publishMode: 'Lms2004',
    cp: 'http://www.imsglobal.org/xsd/imscp_v1p1',
    adlcp: 'http://www.adlnet.org/xsd/adlcp_v1p3',
    schemaVersion: '2004 4th Edition',
    schemaLocations: [
      ['http://www.imsglobal.org/xsd/imscp_v1p1', 'imscp_v1p1.xsd'],
      ['http://www.adlnet.org/xsd/adlcp_v1p3', 'adlcp_v1p3.xsd'],
      ['http://www.adlnet.org/xsd/adlseq_v1p3', 'adlseq_v1p3.xsd'],
      ['http://www.adlnet.org/xsd/adlnav_v1p3', 'adlnav_v1p3.xsd'],
      [IMSSS, 'imsss_v1p0.xsd'],
    ],
    schemaFolder: 'scorm2004',
  },
};

/** SPEC 3.1 publish modes: Lms is SCORM 1.2, Lms2004 SCORM 2004, xapi a Tin Can package; anything else is a package for a web server. */
export function formatOfPublishMode(publishMode: string): PackageFormat {
  if (publishMode === 'Lms') return 'scorm12';
  if (publishMode === 'Lms2004') return 'scorm2004';
  // The player reads this mode without case (core/package/publishSettings.ts).
  if (publishMode.toLowerCase() === XAPI_PUBLISH_MODE) return 'xapi';
  return 'web';
}

// path.dirname(__filename), not __dirname: tsx sets __dirname wrongly in a CommonJS module that an ES module imports.
export const schemaDir = (format: LmsFormat): string => path.join(path.dirname(__filename), 'schemas', SCORM[format].schemaFolder);

/** The schema files (XSDs and the DTDs xml.xsd names) of one SCORM version, by file name. */
export function schemaFiles(format: LmsFormat): string[] {
  return readdirSync(schemaDir(format)).filter((name) => /\.(xsd|dtd)$/.test(name)).sort();
}

/**
 * Root files that are an LMS package's control files rather than course content: the SCORM manifest
 * and the schema files of either version (authoring tools ship the same names), and tincan.xml. They
 * are replaced by the ones of the requested format, and never listed as files of the course's resource.
 */
export function isControlFile(rel: string): boolean {
  if (rel.includes('/')) return false;
  if (rel === 'imsmanifest.xml' || rel === 'tincan.xml' || rel === 'cmi5.xml') return true;
  return (['scorm12', 'scorm2004'] as const).some((format) => schemaFiles(format).includes(rel));
}
