/**
 * Puts the player and a published course into one zip, for an LMS (SCORM 1.2 or 2004, xAPI) or a web server.
 *
 *   import { packageCourse } from './scripts/package-course.mjs';
 *   const report = packageCourse({ courseDir, distDir, outFile, format, onProgress });
 *
 * The zip holds every file of the course folder unchanged, except:
 * - its index.html, which the player's page replaces (the player's own files go under player/,
 *   where no package keeps any); the player's page takes the package's icon when it has one (favicon.mjs);
 * - the SCORM control files at its root (imsmanifest.xml and the schema files): for scorm12 and
 *   scorm2004 the zip gets the schema files of that version and an imsmanifest.xml that lists every
 *   file (scripts/package/imsManifest.ts: the course's own is kept when it is already right, else
 *   rewritten keeping its identifier); for xapi a tincan.xml (scripts/package/tincanXml.ts); for web none;
 * - publishSettings.js, whose publishMode is set to the format of the zip when it says another
 *   (Lms for 1.2, Lms2004 for 2004, xapi), because the player picks its LMS connection by it (SPEC 3.1);
 *   for review, publishMode 'Review' and reviewApiUrl `{serviceUrl}/api/review` (scripts/review.mjs).
 * The format defaults to what publishSettings.js publishMode says (formats.ts).
 *
 * Loaded by plain `tsx` (npm run package) and by Jest through test/browser/support/loadScript.ts:
 * only Node built-ins, packages, other scripts/*.mjs and the TypeScript modules of scripts/package/;
 * no top-level await, no `import.meta`.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { packageFavicon, withFavicon } from './favicon.mjs';
import { readCourseFacts } from './package/courseFacts.ts';
import { PACKAGE_FORMATS, SCORM, XAPI_PUBLISH_MODE, formatOfPublishMode, isControlFile, schemaDir, schemaFiles } from './package/formats.ts';
import { CMI5_FILE, writeCmi5Xml } from './package/cmi5Xml.ts';
import { isIdentifier, manifestProblems, readImsManifest, toIdentifier, writeImsManifest } from './package/imsManifest.ts';
import { courseActivityId, writeTincanXml } from './package/tincanXml.ts';
import { reviewApiUrl, reviewPublishSettings } from './review.mjs';

/** Every file under `root`, as forward-slash paths relative to it. */
function listFiles(root, prefix = '') {
  const out = [];
  for (const entry of readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(root, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** fflate writes no ZIP64: past these a zip would be silently wrong. */
export const ZIP_MAX_FILES = 65535;
export const ZIP_MAX_BYTES = 0xffffffff;

/** The course's own imsmanifest.xml, read; null when it has none, { error } when it cannot be read. */
function ownManifest(courseDir) {
  const file = path.join(courseDir, 'imsmanifest.xml');
  if (!existsSync(file)) return null;
  const xml = readFileSync(file);
  try {
    return { xml, summary: readImsManifest(xml.toString('utf8')) };
  } catch (error) {
    return { xml, error: error.message };
  }
}

/**
 * @param {{ courseDir: string, distDir: string, outFile: string, format?: 'scorm12'|'scorm2004'|'xapi'|'web',
 *   page?: string,
 *   onProgress?: (p: { files: number, totalFiles: number, bytes: number, totalBytes: number }) => void }} options
 * @returns {{ outFile: string, format: string, files: number, bytes: number, publishMode: string, hasImsManifest: boolean, hasTincanXml: boolean,
 *   manifest: { action: 'written'|'kept'|'none', identifier: string|null, reasons: string[] }, notes: string[], warnings: string[] }}
 */
/**
 * publishSettings.js as a zip of `format` holds it: its publishMode set to the format's (an LMS or
 * xAPI package), review mode pointed at `serviceUrl` (a review zip), or null when the course's own
 * goes in unchanged.
 */
function packagedPublishSettings(facts, format, serviceUrl) {
  if (format === 'review') return facts.publishSettings ? `${JSON.stringify(reviewPublishSettings(facts.publishSettings, serviceUrl), null, 2)}\n` : null;
  const mode = SCORM[format]?.publishMode ?? (format === 'xapi' ? XAPI_PUBLISH_MODE : null);
  if (!mode || !facts.publishSettings || facts.publishMode === mode) return null;
  return `${JSON.stringify({ ...facts.publishSettings, publishMode: mode }, null, 2)}\n`;
}

/**
 * The files a zip of `format` holds in place of the course's own, as URL path → text: what the
 * pre-rendered cover must be made from (scripts/package.mjs), so that it is the player's cover in
 * that zip (an LMS package's, say, which loads the player at once).
 */
export function packagedOverrides(courseDir, format, serviceUrl) {
  const facts = readCourseFacts(courseDir);
  const changed = packagedPublishSettings(facts, format ?? formatOfPublishMode(facts.publishMode), serviceUrl);
  return changed ? { '/publishSettings.js': changed } : {};
}

// `page`: the player's index.html with the course's cover pre-rendered into it (issue 13,
// scripts/prerender); without it the zip carries the plain page, which works on its own.
// `serviceUrl`: the learner service a review zip's reviewers log in and comment through (format review only).
export function packageCourse({ courseDir, distDir, outFile, format, serviceUrl, page: prerendered, onProgress = () => undefined }) {
  const facts = readCourseFacts(courseDir);
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} holds no player build: run npm run build first`);
  if (format !== undefined && !PACKAGE_FORMATS.includes(format)) throw new Error(`unknown format '${format}' (use ${PACKAGE_FORMATS.join(', ')})`);
  if (format === 'review' && !serviceUrl) throw new Error('a review package needs the learner service\'s URL (--service-url https://learn.example.org)');
  if (format !== 'review' && serviceUrl) throw new Error('a service URL is for a review package only (--format review)');
  // Checked before anything is read: the player would send reviewers' tokens to it.
  const reviewApi = format === 'review' ? reviewApiUrl(serviceUrl) : null;
  const chosen = format ?? formatOfPublishMode(facts.publishMode);
  const scorm = SCORM[chosen] ?? null;
  const notes = [];
  const warnings = [];
  // The player cannot open a course without it (SPEC 8.3's settings failure).
  if (!facts.publishSettings) warnings.push('The course has no readable publishSettings.js: the player will show its settings error instead of the course.');

  // Old zips of this course or of the player must not end up inside the new one.
  const outRel = path.relative(courseDir, path.resolve(outFile)).split(path.sep).join('/');
  const courseFiles = listFiles(courseDir).filter((rel) => rel !== 'index.html' && !rel.startsWith('player/') && rel !== outRel && !isControlFile(rel));
  const playerFiles = listFiles(path.join(distDir, 'player'));
  const sizes = [
    ...courseFiles.map((rel) => statSync(path.join(courseDir, rel)).size),
    ...playerFiles.map((rel) => statSync(path.join(distDir, 'player', rel)).size),
  ];
  sizes.push(statSync(path.join(distDir, 'index.html')).size);
  const totalFiles = sizes.length;
  const totalBytes = sizes.reduce((a, b) => a + b, 0);
  if (totalFiles > ZIP_MAX_FILES || totalBytes >= ZIP_MAX_BYTES) {
    throw new Error(`the course is too large for one zip: ${totalFiles} files, ${totalBytes} bytes (at most ${ZIP_MAX_FILES} files and 4 GiB)`);
  }

  const entries = {};
  let bytes = 0;
  const read = (rel, file) => {
    entries[rel] = readFileSync(file);
    bytes += entries[rel].length;
    onProgress({ files: Object.keys(entries).length, totalFiles, bytes, totalBytes });
  };
  for (const rel of courseFiles) read(rel, path.join(courseDir, rel));
  for (const rel of playerFiles) read(`player/${rel}`, path.join(distDir, 'player', rel));
  const page = prerendered !== undefined ? Buffer.from(prerendered, 'utf8') : readFileSync(path.join(distDir, 'index.html'));
  const icon = packageFavicon(courseDir);
  entries['index.html'] = icon ? Buffer.from(withFavicon(page.toString('utf8'), icon), 'utf8') : page;
  bytes += entries['index.html'].length;
  onProgress({ files: totalFiles, totalFiles, bytes, totalBytes });

  const own = ownManifest(courseDir);
  let manifest = { action: 'none', identifier: null, reasons: [] };
  if (scorm) {
    const changed = packagedPublishSettings(facts, chosen);
    if (changed) {
      entries['publishSettings.js'] = Buffer.from(changed, 'utf8');
      notes.push(`publishSettings.js: publishMode '${facts.publishMode}' becomes '${scorm.publishMode}' in the zip, so the player talks to the LMS as ${scorm.label} (the course folder is unchanged).`);
    }
    const content = Object.keys(entries).sort();
    for (const name of schemaFiles(chosen)) entries[name] = readFileSync(path.join(schemaDir(chosen), name));

    const identifier = isIdentifier(own?.summary?.identifier) ? own.summary.identifier : toIdentifier(facts.id ? `course_${facts.id}` : path.basename(courseDir));
    if (!facts.title) warnings.push(`content/data.js has no title: the LMS will show the course as "${path.basename(courseDir)}".`);
    const wanted = {
      format: chosen,
      identifier,
      title: facts.title || path.basename(courseDir),
      masteryScore: facts.mastery.isOverall ? facts.mastery.score : null,
      files: content,
    };
    const reasons = !own ? ['the course has none'] : own.error ? [`it cannot be read: ${own.error}`] : manifestProblems(own.summary, wanted);
    if (reasons.length === 0) {
      entries['imsmanifest.xml'] = own.xml;
      manifest = { action: 'kept', identifier, reasons };
      notes.push(`imsmanifest.xml: the course's own is kept (already right for ${scorm.label}).`);
    } else {
      entries['imsmanifest.xml'] = Buffer.from(writeImsManifest(wanted), 'utf8');
      manifest = { action: 'written', identifier, reasons };
      notes.push(`imsmanifest.xml: written for ${scorm.label}, launching index.html (${own ? `the course's own is rewritten, keeping identifier ${identifier}: ${reasons.join('; ')}` : 'the course had none'}).`);
    }
    if (!facts.mastery.isOverall) notes.push('The course is mastered per section (SPEC 4.1), so the manifest gives the LMS no mastery score: the player reports passed or failed itself.');
  } else if (chosen === 'xapi') {
    const changed = packagedPublishSettings(facts, chosen);
    if (changed) {
      entries['publishSettings.js'] = Buffer.from(changed, 'utf8');
      notes.push(`publishSettings.js: publishMode '${facts.publishMode}' becomes '${XAPI_PUBLISH_MODE}' in the zip, so the player keeps progress in the launching LRS (the course folder is unchanged).`);
    }
    if (!facts.title) warnings.push(`content/data.js has no title: the LMS will show the course as "${path.basename(courseDir)}".`);
    const activityId = courseActivityId(facts.id || path.basename(courseDir));
    entries['tincan.xml'] = Buffer.from(writeTincanXml({ activityId, title: facts.title || path.basename(courseDir), language: facts.language }), 'utf8');
    notes.push(`tincan.xml: written, activity ${activityId}, launching index.html.`);
    if (own) notes.push("The course's imsmanifest.xml and SCORM schema files are left out: an xAPI package has none.");
  } else if (chosen === 'cmi5') {
    // The player takes a cmi5 launch by its query, whatever publishSettings.js says (adapters/delivery/cmi5).
    if (!facts.title) warnings.push(`content/data.js has no title: the LMS will show the course as "${path.basename(courseDir)}".`);
    entries[CMI5_FILE] = Buffer.from(writeCmi5Xml({ courseId: facts.id || path.basename(courseDir), title: facts.title || path.basename(courseDir), language: facts.language, masteryScore: facts.mastery.isOverall ? facts.mastery.score : null }), 'utf8');
    notes.push(`${CMI5_FILE}: written, one AU launching index.html${own ? "; the course's imsmanifest.xml and SCORM schema files are left out" : ''}.`);
  } else if (chosen === 'review') {
    const changed = packagedPublishSettings(facts, chosen, serviceUrl);
    if (changed) {
      entries['publishSettings.js'] = Buffer.from(changed, 'utf8');
      notes.push(`publishSettings.js: publishMode '${facts.publishMode}' becomes 'Review' and reviewApiUrl ${reviewApi} in the zip: reviewers sign in and comment through that service (the course folder is unchanged).`);
    }
    if (own) notes.push("The course's imsmanifest.xml and SCORM schema files are left out: a review package is for a web server.");
    notes.push(`Packaged for review on a web server. The service must list the web server's origin in PLAYER_ORIGIN, the course's owners in REVIEW_OWNERS (${facts.id || 'courseId'}:owner@example.org) and this course's folder in COURSES (docs/service.md, Review).`);
  } else {
    if (own) notes.push("The course's imsmanifest.xml and SCORM schema files are left out: a web package has none.");
    const published = formatOfPublishMode(facts.publishMode);
    if (published !== 'web') warnings.push(`The course is published for an LMS (publishMode '${facts.publishMode}') but packaged for a web server: an LMS will not accept this zip (use --format ${published}).`);
    else notes.push('Packaged for a web server. For an LMS, package it with --format scorm12, --format scorm2004 or --format xapi.');
  }

  // Media are already compressed; deflating them again costs time and gains nothing.
  const stored = /\.(png|jpe?g|gif|webp|mp4|webm|mp3|ogg|woff2?|zip|pdf)$/i;
  const zipInput = Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, [data, { level: stored.test(name) ? 0 : 6 }]]));
  const zip = zipSync(zipInput, { mtime: new Date('2020-01-01T00:00:00Z') });
  writeFileSync(outFile, zip);
  return {
    outFile,
    format: chosen,
    files: Object.keys(entries).length,
    bytes: statSync(outFile).size,
    publishMode: facts.publishMode,
    hasImsManifest: 'imsmanifest.xml' in entries,
    hasTincanXml: 'tincan.xml' in entries,
    manifest,
    notes,
    warnings,
  };
}
