/**
 * imsmanifest.xml for SCORM 1.2 and SCORM 2004 4th Edition: one organization, one item, one SCO
 * launched at index.html whose resource lists every file of the package, the course title, and the
 * mastery score (1.2: adlcp:masteryscore; 2004: the primary objective satisfied by measure, with
 * minNormalizedMeasure = score / 100).
 *
 * A course published for an LMS brings a manifest of its own. It is kept as it is when it is
 * already right for the package (`manifestProblems` finds nothing); otherwise it is rewritten,
 * keeping its identifier so that an LMS recognises an updated upload as the same course.
 */
import { IMSSS, SCORM, type LmsFormat } from './formats';
import { childNamed, childrenNamed, escapeXml, parseXml, type XmlElement } from './xml';

export const LAUNCH_FILE = 'index.html';
/** SCORM's smallest permitted maximum for a title (CAM; an xsd maxLength in 1.2). */
export const TITLE_MAX = 200;

export interface ManifestInput {
  format: LmsFormat;
  /** An XML name (xsd:ID): see `toIdentifier`. */
  identifier: string;
  title: string;
  /** 0..100, or null when the course has no single mastery score (mastery per section, SPEC 4.1). */
  masteryScore: number | null;
  /** Every content file of the package (not the control files), as paths relative to its root. */
  files: string[];
}

const XML_NAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;

/** A valid xsd:ID made from any text, stable for the same text. */
export function toIdentifier(raw: string): string {
  const cleaned = raw.replace(/[^A-Za-z0-9._-]+/g, '_');
  return XML_NAME.test(cleaned) ? cleaned : `course_${cleaned}`;
}

export const isIdentifier = (value: string | null | undefined): value is string => !!value && XML_NAME.test(value);

/** A title cut to SCORM's 200 characters, never inside a surrogate pair. */
export function manifestTitle(title: string): string {
  const chars = Array.from(title.trim());
  return chars.length <= TITLE_MAX ? chars.join('') : chars.slice(0, TITLE_MAX).join('');
}

/** A package path as a URI reference: each segment percent-encoded (spaces, '#', '%' and non-ASCII would otherwise break it). */
export const fileHref = (rel: string): string => rel.split('/').map(encodeURIComponent).join('/');

function hrefToPath(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/** 80 → '0.8': minNormalizedMeasure is a decimal in -1..1. */
export const normalizedMeasure = (score: number): string => String(Number((score / 100).toFixed(6)));

export function writeImsManifest(input: ManifestInput): string {
  const version = SCORM[input.format];
  const id = input.identifier;
  const title = escapeXml(manifestTitle(input.title));
  const files = input.files.map((rel) => `      <file href="${escapeXml(fileHref(rel))}"/>`).join('\n');
  const schemaLocation = version.schemaLocations.map(([ns, file]) => `${ns} ${file}`).join(' ');
  const is12 = input.format === 'scorm12';
  const mastery =
    input.masteryScore === null
      ? ''
      : is12
        ? `\n        <adlcp:masteryscore>${input.masteryScore}</adlcp:masteryscore>`
        : [
            '',
            '        <imsss:sequencing>',
            '          <imsss:objectives>',
            `            <imsss:primaryObjective objectiveID="${id}_mastery" satisfiedByMeasure="true">`,
            `              <imsss:minNormalizedMeasure>${normalizedMeasure(input.masteryScore)}</imsss:minNormalizedMeasure>`,
            '            </imsss:primaryObjective>',
            '          </imsss:objectives>',
            '        </imsss:sequencing>',
          ].join('\n');
  const namespaces = is12
    ? [`xmlns="${version.cp}"`, `xmlns:adlcp="${version.adlcp}"`]
    : [
        `xmlns="${version.cp}"`,
        `xmlns:adlcp="${version.adlcp}"`,
        'xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"',
        'xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"',
        `xmlns:imsss="${IMSSS}"`,
      ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  ${namespaces.join('\n  ')}
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="${schemaLocation}">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${version.schemaVersion}</schemaversion>
  </metadata>
  <organizations default="org_${id}">
    <organization identifier="org_${id}">
      <title>${title}</title>
      <item identifier="item_${id}" identifierref="res_${id}"${is12 ? ' isvisible="true"' : ''}>
        <title>${title}</title>${mastery}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res_${id}" type="webcontent" adlcp:${is12 ? 'scormtype' : 'scormType'}="sco" href="${LAUNCH_FILE}">
${files}
    </resource>
  </resources>
</manifest>
`;
}

/** What a manifest says, as far as the packager cares. */
export interface ManifestSummary {
  format: LmsFormat | null;
  identifier: string | null;
  /** The default organization's title. */
  title: string | null;
  /** The href of every SCO resource. */
  scoLaunches: string[];
  /** Every file href of every resource, decoded, in order (duplicates kept). */
  files: string[];
  /** The mastery score of the item that launches the SCO, 0..100, or null when it sets none. */
  masteryScore: number | null;
}

function formatOf(root: XmlElement): LmsFormat | null {
  const version = childNamed(childNamed(root, root.ns, 'metadata'), root.ns, 'schemaversion')?.text.trim() ?? '';
  if (root.ns === SCORM.scorm12.cp && version === '1.2') return 'scorm12';
  if (root.ns === SCORM.scorm2004.cp && /^(2004\b|CAM 1\.3$)/.test(version)) return 'scorm2004';
  return null;
}

/** Reads a manifest; throws on XML that is not well formed or whose root is not a manifest. */
export function readImsManifest(xml: string): ManifestSummary {
  const root = parseXml(xml);
  if (root.name !== 'manifest') throw new Error(`its root element is <${root.name}>, not <manifest>`);
  const cp = root.ns;
  const format = formatOf(root);
  const adlcp = format ? SCORM[format].adlcp : '';

  const resources = childrenNamed(childNamed(root, cp, 'resources'), cp, 'resource');
  const scormType = (r: XmlElement) => (r.attrs.get(`{${adlcp}}scormtype`) ?? r.attrs.get(`{${adlcp}}scormType`) ?? '').toLowerCase();
  const scos = resources.filter((r) => scormType(r) === 'sco');

  const organizations = childNamed(root, cp, 'organizations');
  const all = childrenNamed(organizations, cp, 'organization');
  const organization = all.find((o) => o.attrs.get('identifier') === organizations?.attrs.get('default')) ?? all[0];

  // The item that launches the first SCO, anywhere in the default organization.
  const scoId = scos[0]?.attrs.get('identifier');
  const items: XmlElement[] = [];
  for (const work = [...childrenNamed(organization, cp, 'item')]; work.length > 0; ) {
    const item = work.shift() as XmlElement;
    items.push(item);
    work.push(...childrenNamed(item, cp, 'item'));
  }
  const launching = items.find((item) => scoId !== undefined && item.attrs.get('identifierref') === scoId);

  let masteryScore: number | null = null;
  if (format === 'scorm12') {
    const text = childNamed(launching, adlcp, 'masteryscore')?.text.trim();
    masteryScore = text ? Number(text) : null;
  } else if (format === 'scorm2004') {
    const primary = childNamed(childNamed(childNamed(launching, IMSSS, 'sequencing'), IMSSS, 'objectives'), IMSSS, 'primaryObjective');
    const byMeasure = primary?.attrs.get('satisfiedByMeasure')?.trim();
    const measure = childNamed(primary, IMSSS, 'minNormalizedMeasure')?.text.trim();
    // minNormalizedMeasure defaults to 1.0 (imsss_v1p0objective.xsd).
    if (byMeasure === 'true' || byMeasure === '1') masteryScore = Math.round(Number(measure || '1') * 100 * 1e4) / 1e4;
  }
  if (masteryScore !== null && !Number.isFinite(masteryScore)) masteryScore = NaN;

  return {
    format,
    identifier: root.attrs.get('identifier') ?? null,
    title: childNamed(organization, cp, 'title')?.text.trim() ?? null,
    scoLaunches: scos.map((r) => r.attrs.get('href') ?? ''),
    files: resources.flatMap((r) => childrenNamed(r, cp, 'file').map((f) => hrefToPath(f.attrs.get('href') ?? ''))),
    masteryScore,
  };
}

const sample = (list: string[]) => list.slice(0, 3).join(', ') + (list.length > 3 ? ', …' : '');

/**
 * Why a course's own manifest is not right for the package it goes into; empty when it is. Right
 * means: the requested SCORM version; exactly one SCO, launched at index.html; every content file of
 * the zip listed exactly once and nothing else; the course's title and mastery score. (A manifest
 * written by an authoring tool never lists the player's files, so in practice only a manifest this
 * packager wrote, in a package unzipped and packaged again, is kept.)
 */
export function manifestProblems(own: ManifestSummary, wanted: ManifestInput): string[] {
  const problems: string[] = [];
  const label = SCORM[wanted.format].label;
  if (own.format !== wanted.format) problems.push(own.format ? `it is ${SCORM[own.format].label}, not ${label}` : `it is not a ${label} manifest`);
  if (!isIdentifier(own.identifier)) problems.push('it has no valid identifier');
  if (own.scoLaunches.length !== 1) problems.push(`it has ${own.scoLaunches.length} SCOs, not one`);
  else if (own.scoLaunches[0] !== LAUNCH_FILE) problems.push(`it launches ${own.scoLaunches[0] || 'nothing'}, not ${LAUNCH_FILE}`);

  const listed = new Set(own.files);
  const zipped = new Set(wanted.files);
  const unlisted = wanted.files.filter((f) => !listed.has(f));
  const absent = [...listed].filter((f) => !zipped.has(f));
  const twice = own.files.filter((f, i) => own.files.indexOf(f) !== i);
  if (unlisted.length > 0) problems.push(`it does not list ${unlisted.length} file(s) of the zip (${sample(unlisted)})`);
  if (absent.length > 0) problems.push(`it lists ${absent.length} file(s) the zip does not hold (${sample(absent)})`);
  if (twice.length > 0) problems.push(`it lists ${sample([...new Set(twice)])} more than once`);

  const title = manifestTitle(wanted.title);
  if (own.title !== title) problems.push(`its title is "${own.title ?? ''}", not "${title}"`);
  if (own.masteryScore !== wanted.masteryScore) {
    const shown = (v: number | null) => (v === null ? 'none' : String(v));
    problems.push(`its mastery score is ${shown(own.masteryScore)}, not ${shown(wanted.masteryScore)}`);
  }
  return problems;
}
