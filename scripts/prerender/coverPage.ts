/**
 * The pre-rendered cover (issue 13): index.html with the course's cover already inside #root, so
 * the title, introduction and sections paint before the player's script has run (and with
 * JavaScript off: search engines, slow devices). Used by `npm start` (scripts/start.mjs) and by
 * `npm run package` (scripts/package.mjs); both run TypeScript through tsx.
 *
 * The package is read with core's own loader (over the file system instead of fetch), the cover is
 * built from the cover model (core/cover: no question is read) and rendered by the same component
 * the client hydrates (app/cover/CoverView) with react-dom/server.
 */
import 'reflect-metadata/lite';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { coverModel, type CoverModel } from '../../core/cover/coverModel';
import { HttpClient } from '../../core/http/httpClient';
import { loadPlayerLabels } from '../../core/i18n/builtIn';
import { PLAYER_ENGLISH } from '../../core/i18n/playerEnglish';
import { createTranslator } from '../../core/i18n/translator';
import { ContentLocator } from '../../core/package/contentLocator';
import { loadPackage, type CoursePackage } from '../../core/package/loadPackage';
import { parseBlockList, type BlockRef } from '../../core/plugins/blocks';
import { accessibilityHeadScript } from '../../app/accessibility/headScript';
import { CoverView } from '../../app/cover/CoverView';
import textLayouts from '../../plugins/blocks/textEditorOneColumn';
import { purifyFragment } from '../../app/components/sanitize';
import { themeVariables } from '../../app/theme/applyTheme';
import { readFontFaces } from '../../app/theme/fontFaces';
import { needsOwnFonts } from '../../app/theme/packageFonts';
import { builtInTypes } from './questionTypes';

/** Marks #root as holding the pre-rendered cover; the client hydrates it instead of replacing it. */
export const PRERENDER_MARKER = 'data-prerendered';
/** The id of the JSON script holding the cover model the markup was rendered from. */
export const COVER_MODEL_ID = 'cover-model';

/**
 * A fetch over the course folder: the loader asks for URLs under a file: base. `overrides` (URL
 * path → text, as scripts/serve.mjs serves them, e.g. `npm start -- --hosted`'s publish settings)
 * take the place of the package's files, so the cover is the one the player will see.
 */
function folderFetch(courseDir: string, overrides: Record<string, string> = {}): typeof fetch {
  const root = pathToFileURL(path.resolve(courseDir) + path.sep).pathname;
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    url.search = '';
    const override = url.pathname.startsWith(root) ? overrides[`/${decodeURIComponent(url.pathname.slice(root.length))}`] : undefined;
    if (override !== undefined) return new Response(override, { status: 200 });
    try {
      return new Response(await readFile(fileURLToPath(url)), { status: 200 });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  }) as typeof fetch;
}

function flatten(blocks: BlockRef[]): string[] {
  const out: string[] = [];
  const work = [...blocks].reverse();
  for (let b = work.pop(); b; b = work.pop()) {
    out.push(b.id);
    work.push(...[...b.children].reverse());
  }
  return out;
}

/** The blocks that are author text and images only (the text layouts' plugin): the same as HTML. */
const TEXT_TYPES = new Set([textLayouts.dataType, ...(textLayouts.aliases ?? [])]);

/**
 * The introduction's fragments, sanitised by the client's rule (app/components/sanitize.ts), and
 * whether one of them is an interactive block (a video, flip cards…), which only the player's
 * block renderer brings to life.
 */
async function introductionHtml(pkg: CoursePackage, http: HttpClient): Promise<{ html: string; interactive: boolean }> {
  const ids = flatten(parseBlockList(pkg.data.introductions));
  if (ids.length === 0) return { html: '', interactive: false };
  let interactive = false;
  const locator = new ContentLocator(http, pkg.baseUrl, pkg.contentVersion, pkg.language.language, pkg.languages.length > 1);
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const out: string[] = [];
  for (const id of ids) {
    const raw = await locator.fragment(id, { kind: 'introduction' }).catch(() => '');
    // Media paths stay relative: the page is served from the package's folder.
    const fragment = purifyFragment(purify, raw, (p) => p, window.location.href, window.document);
    const type = fragment.querySelector('[data-type]')?.getAttribute('data-type') ?? '';
    if (type && !TEXT_TYPES.has(type)) interactive = true;
    const holder = window.document.createElement('div');
    holder.append(fragment);
    out.push(holder.innerHTML);
  }
  return { html: out.join('\n'), interactive };
}

const DESCRIPTORS: Record<string, string> = {
  weight: 'font-weight',
  style: 'font-style',
  stretch: 'font-stretch',
  unicodeRange: 'unicode-range',
  featureSettings: 'font-feature-settings',
  variant: 'font-variant',
};

/**
 * The package's own fonts (fonts/fonts.css) as @font-face rules of the page, read as the client
 * reads them (app/theme/packageFonts.ts) and swapped in when they arrive, never waited for.
 */
async function fontFaceRules(courseDir: string, pkg: CoursePackage): Promise<string> {
  if (!needsOwnFonts(pkg.theme)) return '';
  const css = await readFile(path.join(courseDir, 'fonts', 'fonts.css'), 'utf8').catch(() => '');
  const base = 'http://package.invalid/';
  return readFontFaces(css, `${base}fonts/fonts.css`)
    .map((face) => {
      const extra = Object.entries(face.descriptors)
        .filter(([k]) => DESCRIPTORS[k])
        .map(([k, v]) => `${DESCRIPTORS[k]}:${v};`)
        .join('');
      return `@font-face{font-family:${JSON.stringify(face.family)};src:${face.src.split(base).join('')};font-display:swap;${extra}}`;
    })
    .join('');
}

export async function readCoverModel(courseDir: string, overrides?: Record<string, string>, language: string | null = null): Promise<{ model: CoverModel; pkg: CoursePackage }> {
  const http = new HttpClient({ fetch: folderFetch(courseDir, overrides), maxRetries: 0, sleep: async () => undefined });
  const pkg = await loadPackage({ baseUrl: pathToFileURL(path.resolve(courseDir) + path.sep).toString(), http, version: 'prerender', requestedLanguage: language, warn: () => undefined, playerLabels: loadPlayerLabels });
  const translator = createTranslator({ ...pkg.labels, builtIn: PLAYER_ENGLISH });
  const intro = await introductionHtml(pkg, http);
  return { model: coverModel(pkg, translator, builtInTypes(), intro.html, intro.interactive), pkg };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: nothing in it may close the script or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Each build entry's first-page files (player/entries.json, written by webpack.config.ts). */
export async function readEntryFiles(distDir: string): Promise<Record<string, string[]>> {
  return JSON.parse(await readFile(path.join(distDir, 'player', 'entries.json'), 'utf8')) as Record<string, string[]>;
}

/** The plain page's script and stylesheet swapped for the cover entry's (app/cover/coverMain.tsx). */
function withCoverEntry(page: string, entries: Record<string, string[]>): string {
  const main = entries.main ?? [];
  const cover = entries.cover ?? [];
  let out = page;
  for (const ext of ['.js', '.css']) {
    const from = main.filter((f) => f.endsWith(ext));
    const to = cover.filter((f) => f.endsWith(ext));
    if (from.length !== 1 || to.length !== 1 || !out.includes(from[0])) throw new Error(`The player's page does not load its ${ext} entry as player/entries.json says: rebuild the player`);
    out = out.split(from[0]).join(to[0]);
  }
  return out;
}

/**
 * The player's page (dist/index.html) with this course's cover in it, loading the cover's entry
 * instead of the player's: it hydrates the cover and loads the player when the cover needs it.
 */
export async function prerenderCoverPage(
  courseDir: string,
  playerPage: string,
  entries: Record<string, string[]>,
  overrides?: Record<string, string>,
  language: string | null = null,
): Promise<string> {
  const { model, pkg } = await readCoverModel(courseDir, overrides, language);
  const fonts = await fontFaceRules(courseDir, pkg);
  const rendered = renderToString(createElement(CoverView, { model }));
  // React puts the preloads of the images it renders ahead of the tree; they belong in the head,
  // and #root must hold exactly the tree the client hydrates.
  const preloads = rendered.match(/^(?:<link [^>]*\/>)*/)![0];
  const markup = rendered.slice(preloads.length);
  const vars = Object.entries(themeVariables(pkg.theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  // A relative url() in a custom property resolves against the stylesheet that uses it (player/),
  // not the page: the images are set here, in the page, where 'media/…' means the package's folder.
  const images = [
    pkg.theme.header.imageUrl && `.cover-hero{background-image:url("${encodeURI(pkg.theme.header.imageUrl)}"),none}`,
    pkg.theme.body.textureUrl && `body{background-image:url("${encodeURI(pkg.theme.body.textureUrl)}")}`,
  ].join('');
  // The first frame with the title in it is marked as the live cover marks it (the bench reads the
  // mark). In the head, ahead of the stylesheet: an inline script after it would wait for it, and
  // then for the cover's entry, to run, and mark a frame later than the one that showed the title.
  // The same script keeps a cover that is not the one asked for off the screen (data-cover-stale):
  // another language (SPEC 5.3's parameter) or a course page's address (a reload mid-course). The
  // player, or the cover's page frame, takes its place (app/cover).
  // And a returning learner (progress saved in this browser, or storage that cannot be read, as
  // core/cover/coverLaunch.ts counts it) is not told 'Not passed yet' of what they may have passed:
  // the section statuses are hidden, their places kept, until the player shows their own (issue 22).
  const progress = `try{localStorage.getItem(${scriptJson(model.progressKey)})&&document.documentElement.setAttribute('data-cover-progress','')}catch(e){document.documentElement.setAttribute('data-cover-progress','')}`;
  const mark = `<script>(function(){${progress};var q=(new URLSearchParams(location.search).get('language')||'').toLowerCase();if((q&&${scriptJson(model.languageNames)}.indexOf(q)<0)||/^#\\/./.test(location.hash)){document.documentElement.setAttribute('data-cover-stale','');return}requestAnimationFrame(function f(t){document.getElementById('cover-title')?performance.mark('player:cover-title',{startTime:t}):requestAnimationFrame(f)})})()</script>`;
  // The learner's accessibility settings on <html> before the first paint (issue 23), from the same record.
  const accessibility = `<script>${accessibilityHeadScript(model.progressKey)}</script>`;
  const stale =
    'html[data-cover-progress] [data-learner-status]{visibility:hidden}' +
    'html[data-cover-stale] #root>*{visibility:hidden}' +
    'html[data-cover-stale] #root::before{content:"";position:fixed;top:50%;left:50%;width:44px;height:44px;margin:-22px;box-sizing:border-box;border-radius:50%;border:4px solid #d5d9e0;border-top-color:#1f5f9e;animation:boot-spin .9s linear infinite}';
  const root = `<div id="root" ${PRERENDER_MARKER}="cover">${markup}</div><script type="application/json" id="${COVER_MODEL_ID}">${scriptJson(model)}</script>`;
  const page = withCoverEntry(playerPage, entries)
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(model.lang)}" dir="${model.dir}" data-cover>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(model.title || 'Course')}</title>${accessibility}${mark}`)
    .replace('</head>', () => `${preloads}<style id="prerender-theme">:root{${vars.replace(/</g, '')}}${images.replace(/</g, '')}${fonts.replace(/</g, '')}${stale}</style></head>`)
    // The build minifies the page (attribute quotes dropped): #root and the loader inside it, either way.
    .replace(/<div id=(["']?)root\1>(?:[\s\S]*?<\/main>)?\s*<\/div>/, () => root);
  if (!page.includes(PRERENDER_MARKER)) throw new Error("The player's page has no #root to pre-render into");
  return page;
}
