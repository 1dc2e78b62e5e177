/**
 * Puts the player and a published course into one zip, ready to upload to an LMS or a web server.
 *
 *   import { packageCourse } from './scripts/package-course.mjs';
 *   const report = packageCourse({ courseDir, distDir, outFile });
 *
 * The zip holds every file of the course folder unchanged, except its index.html, which the
 * player's page replaces (the player's own files go under player/, where no package keeps any);
 * the player's page takes the package's icon when it has one (favicon.mjs).
 * An LMS reads imsmanifest.xml at the zip's root; a course published for an LMS already has it.
 *
 * Same constraints as serve.mjs (Jest loads this file through an SWC transform): only Node
 * built-ins, packages and other scripts/*.mjs under these rules; no top-level await, no `import.meta`.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { packageFavicon, withFavicon } from './favicon.mjs';

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

/** publishMode of publishSettings.js, or '' when the file is missing or unreadable. */
function publishModeOf(courseDir) {
  try {
    return String(JSON.parse(readFileSync(path.join(courseDir, 'publishSettings.js'), 'utf8')).publishMode ?? '');
  } catch {
    return '';
  }
}

/**
 * @param {{ courseDir: string, distDir: string, outFile: string }} options
 * @returns {{ outFile: string, files: number, bytes: number, publishMode: string, hasImsManifest: boolean, warnings: string[] }}
 */
export function packageCourse({ courseDir, distDir, outFile }) {
  for (const file of ['manifest.json', 'content/data.js']) {
    if (!existsSync(path.join(courseDir, file))) throw new Error(`${courseDir} is not a course package: it has no ${file}`);
  }
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} holds no player build: run npm run build first`);

  const entries = {};
  // Old zips of this course or of the player must not end up inside the new one.
  const outRel = path.relative(courseDir, path.resolve(outFile)).split(path.sep).join('/');
  for (const rel of listFiles(courseDir)) {
    if (rel === 'index.html' || rel.startsWith('player/') || rel === outRel) continue;
    entries[rel] = readFileSync(path.join(courseDir, rel));
  }
  const page = readFileSync(path.join(distDir, 'index.html'));
  const icon = packageFavicon(courseDir);
  entries['index.html'] = icon ? Buffer.from(withFavicon(page.toString('utf8'), icon), 'utf8') : page;
  for (const rel of listFiles(path.join(distDir, 'player'))) entries[`player/${rel}`] = readFileSync(path.join(distDir, 'player', rel));

  const publishMode = publishModeOf(courseDir);
  const hasImsManifest = 'imsmanifest.xml' in entries;
  const warnings = [];
  if (!hasImsManifest) {
    warnings.push(
      `The course has no imsmanifest.xml (publishMode '${publishMode || 'unknown'}'), so an LMS will not accept this zip. ` +
        'Publish the course for SCORM 1.2 or SCORM 2004 in the authoring tool, or host the zip on a web server instead.',
    );
  }
  // Media are already compressed; deflating them again costs time and gains nothing.
  const stored = /\.(png|jpe?g|gif|webp|mp4|webm|mp3|ogg|woff2?|zip|pdf)$/i;
  const zipInput = Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, [data, { level: stored.test(name) ? 0 : 6 }]]));
  const zip = zipSync(zipInput, { mtime: new Date('2020-01-01T00:00:00Z') });
  writeFileSync(outFile, zip);
  return { outFile, files: Object.keys(entries).length, bytes: statSync(outFile).size, publishMode, hasImsManifest, warnings };
}
