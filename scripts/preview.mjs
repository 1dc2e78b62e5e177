/**
 * `npm start -- --preview` (issue 27): the course served as the author's preview, without touching
 * the author's files. publishSettings.js is served with publishMode 'Preview' (SPEC 3.1): nothing
 * restores, saves or tracks (docs/preview.md); every question gets its own link (SPEC 2.1 questionId).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The served publishSettings.js: the package's own, in preview mode. */
export function previewOverrides(courseDir) {
  const publish = JSON.parse(readFileSync(path.join(courseDir, 'publishSettings.js'), 'utf8'));
  return { '/publishSettings.js': JSON.stringify({ ...publish, publishMode: 'Preview' }) };
}

/** A title of data.js: text, or one per language (the default language's, else the first). */
function titleText(title, language) {
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object') return String(title[language] ?? Object.values(title)[0] ?? '');
  return '';
}

/**
 * The links an author opens: the course, then one per question in the course's order (section
 * title, question title, type), each `?questionId=<id>` on the player's address.
 */
export function previewLinks(courseDir, playerUrl) {
  const data = JSON.parse(readFileSync(path.join(courseDir, 'content', 'data.js'), 'utf8'));
  let language = '';
  try {
    const entries = JSON.parse(readFileSync(path.join(courseDir, 'languageSettings.json'), 'utf8'));
    language = (Array.isArray(entries) ? (entries.find((e) => e?.isDefault) ?? entries[0]) : null)?.language ?? '';
  } catch {
    // A package without language settings: the titles' first language.
  }
  const sections = Array.isArray(data.sections) ? data.sections : Array.isArray(data.objectives) ? data.objectives : [];
  const base = new URL(playerUrl);
  const questions = sections.flatMap((section) =>
    (Array.isArray(section.questions) ? section.questions : []).map((q) => {
      const url = new URL(base);
      url.searchParams.set('questionId', q.id);
      const sectionTitle = section.isTransparent ? '' : titleText(section.title, language);
      return { id: q.id, type: String(q.type ?? ''), title: titleText(q.title, language) || q.id, section: sectionTitle, url: url.toString() };
    }),
  );
  return { course: base.toString(), questions };
}

/** The lines `npm start -- --preview` prints. */
export function previewReport(links) {
  const lines = [`Course preview: ${links.course}`, `Questions (${links.questions.length}), each alone:`];
  for (const q of links.questions) lines.push(`  ${q.section ? `${q.section} › ` : ''}${q.title} [${q.type}]\n    ${q.url}`);
  return lines.join('\n');
}
