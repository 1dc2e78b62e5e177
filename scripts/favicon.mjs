/**
 * The icon the browser shows for a course: the package's own when it has one, else the player's
 * (inlined in dist/index.html as <link id="player-icon">). Used where the player's page is put in
 * place of the package's index.html: scripts/serve.mjs for every request of the page, and
 * scripts/package-course.mjs for the zip.
 *
 * Same constraints as serve.mjs: Node built-ins only, no top-level await, no `import.meta`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files a package may keep at its root for the browser's icon, in order of preference. */
const ROOT_ICONS = ['favicon.ico', 'favicon.svg', 'favicon.png'];

/** The attributes of one start tag, by lower-case name. */
function attributesOf(tag) {
  const out = {};
  for (const m of tag.matchAll(/([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
    out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

/** The href of the first icon <link> of an HTML page, or null. */
export function iconLinkOf(html) {
  const lower = html.toLowerCase();
  let at = 0;
  for (;;) {
    const start = lower.indexOf('<link', at);
    if (start < 0) return null;
    const end = html.indexOf('>', start);
    if (end < 0) return null;
    const attrs = attributesOf(html.slice(start + 5, end));
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('icon') && attrs.href) return attrs.href.trim();
    at = end + 1;
  }
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** A package path that stays inside the package and names a file it has; else null. */
function packageFile(courseDir, href) {
  const clean = href.split(/[?#]/)[0];
  let rel;
  try {
    rel = decodeURIComponent(clean).replace(/^\.\//, '');
  } catch {
    return null;
  }
  if (!rel || rel.startsWith('/') || rel.split(/[\\/]/).includes('..')) return null;
  return isFile(path.join(courseDir, rel)) ? href : null;
}

/**
 * The package's icon as an href for the player's page, or null when it has none: the icon its own
 * index.html links (a file of the package, or an http(s) address), else a favicon file at its root.
 */
export function packageFavicon(courseDir) {
  const own = path.join(courseDir, 'index.html');
  if (isFile(own)) {
    const href = iconLinkOf(readFileSync(own, 'utf8'));
    if (href && /^https?:\/\//i.test(href)) return href;
    if (href && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) {
      const file = packageFile(courseDir, href);
      if (file) return file;
    }
  }
  return ROOT_ICONS.find((name) => isFile(path.join(courseDir, name))) ?? null;
}

const TYPES = { '.ico': 'image/x-icon', '.svg': 'image/svg+xml', '.png': 'image/png', '.gif': 'image/gif', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };
const escapeAttr = (v) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The player's page with its icon link pointing at `href` (unchanged when `href` is null). */
export function withFavicon(indexHtml, href) {
  if (!href) return indexHtml;
  const type = TYPES[path.extname(href.split(/[?#]/)[0]).toLowerCase()];
  const link = `<link rel="icon"${type ? ` type="${type}"` : ''} href="${escapeAttr(href)}" id="player-icon">`;
  return indexHtml.replace(/<link\b[^>]*\bid=["']?player-icon\b[^>]*>/i, () => link);
}
