/**
 * Embedded third-party service blocks (SPEC 2.12: a design tool, office suites, a survey service,
 * video hosts, a presentation service, an interactive-content service): one plugin.
 *
 * Data-types (SPEC names none; chosen here, the lead may refine): 'embedBlock' for any service, and
 * one alias per service family so a package can say which it is:
 *   design tool            canvaBlock
 *   office suites          googleDocsBlock, googleSheetsBlock, microsoftOfficeBlock
 *   survey service         typeformBlock, googleFormsBlock, surveyMonkeyBlock, microsoftFormsBlock
 *   video hosts            youtubeBlock, vimeoBlock, wistiaBlock, loomBlock
 *   presentation service   googleSlidesBlock, preziBlock, pitchBlock
 *   interactive content    geniallyBlock, h5pBlock
 * An 'embedBlock' takes its family from data-service (one of the alias names without 'Block', or a
 * family name: design, office, survey, video, presentation, interactive), else from the URL's host.
 *
 * Shape read (attributes first, a pasted embed code second; lenient):
 *
 *   <div class="eg-content-editor" data-type="embedBlock" data-service="typeform"
 *        data-embed-url="https://…" data-link-url="https://…" data-title="Watering habits survey"
 *        data-allow="fullscreen; clipboard-write" data-allowfullscreen="true"
 *        data-aspect-ratio="4:3" data-height="560">
 *     <p>Caption: what the learner finds in the frame.</p>
 *     <iframe src="https://…" title="…" allow="…" allowfullscreen width="800" height="450"></iframe>
 *   </div>
 *
 * - URL: data-embed-url, data-src, data-url, else the first <iframe src>; http(s) or package-relative
 *   only, anything else (javascript:, data:) falls back to the static HTML.
 * - Title (the frame's title attribute, its accessible name): data-title, the iframe's title, the
 *   caption's text, the service's name, else "Embedded content".
 * - Caption: the fragment's own content besides the iframe (and besides a link to the same URL),
 *   shown under the frame; without one, the title is shown as the caption.
 * - allow / allowfullscreen: the author's, verbatim (data-allow or the iframe's allow;
 *   data-allowfullscreen or the iframe's allowfullscreen attribute). Nothing is added.
 * - Size: data-height (CSS px, for tall forms), else data-aspect-ratio / the iframe's width and
 *   height, else the family's default (16:9; surveys and documents 560 px tall).
 * - The fallback link opens data-link-url (a share link) or the embed URL in a new tab.
 */
import { aspectOf, attr, flag, hasContent, parseAspectRatio, safeUrl, textOf, type Resolve } from '../shared/attributes';
import type { FrameData } from '../../shared/LazyFrame';

export type EmbedFamily = 'design' | 'office' | 'survey' | 'video' | 'presentation' | 'interactive' | 'other';

interface Service {
  name: string;
  family: EmbedFamily;
  hosts: RegExp;
}

const SERVICES: Record<string, Service> = {
  canva: { name: 'Canva', family: 'design', hosts: /(^|\.)canva\.com$/ },
  googleDocs: { name: 'Google Docs', family: 'office', hosts: /^docs\.google\.com$/ },
  googleSheets: { name: 'Google Sheets', family: 'office', hosts: /^$/ },
  googleSlides: { name: 'Google Slides', family: 'presentation', hosts: /^$/ },
  googleForms: { name: 'Google Forms', family: 'survey', hosts: /^forms\.gle$/ },
  microsoftOffice: { name: 'Microsoft 365', family: 'office', hosts: /(^|\.)(office\.com|officeapps\.live\.com|onedrive\.live\.com|sharepoint\.com|1drv\.ms)$/ },
  microsoftForms: { name: 'Microsoft Forms', family: 'survey', hosts: /^forms\.(office|microsoft)\.com$/ },
  typeform: { name: 'Typeform', family: 'survey', hosts: /(^|\.)typeform\.com$/ },
  surveyMonkey: { name: 'SurveyMonkey', family: 'survey', hosts: /(^|\.)surveymonkey\.com$/ },
  youtube: { name: 'YouTube', family: 'video', hosts: /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/ },
  vimeo: { name: 'Vimeo', family: 'video', hosts: /(^|\.)vimeo\.com$/ },
  wistia: { name: 'Wistia', family: 'video', hosts: /(^|\.)(wistia\.com|wistia\.net|wi\.st)$/ },
  loom: { name: 'Loom', family: 'video', hosts: /(^|\.)loom\.com$/ },
  prezi: { name: 'Prezi', family: 'presentation', hosts: /(^|\.)prezi\.com$/ },
  pitch: { name: 'Pitch', family: 'presentation', hosts: /(^|\.)pitch\.com$/ },
  genially: { name: 'Genially', family: 'interactive', hosts: /(^|\.)(genial\.ly|genially\.com)$/ },
  h5p: { name: 'H5P', family: 'interactive', hosts: /(^|\.)h5p\.(com|org)$/ },
};

const FAMILIES: EmbedFamily[] = ['design', 'office', 'survey', 'video', 'presentation', 'interactive'];

export { EMBED_ALIASES } from './dataTypes';

/** Google's suites share one host: the path tells a document from a sheet, a deck or a form. */
function googleService(url: URL): string | null {
  if (url.hostname !== 'docs.google.com') return null;
  if (url.pathname.startsWith('/spreadsheets')) return 'googleSheets';
  if (url.pathname.startsWith('/presentation')) return 'googleSlides';
  if (url.pathname.startsWith('/forms')) return 'googleForms';
  return 'googleDocs';
}

/** The service (key of SERVICES) a data-type, a data-service or a URL names; null when unknown. */
export function serviceOf(dataType: string, declared: string | null, src: string): string | null {
  const fromType = dataType.replace(/Block$/i, '');
  const find = (name: string | null) => (name ? (Object.keys(SERVICES).find((k) => k.toLowerCase() === name.toLowerCase()) ?? null) : null);
  const named = find(fromType) ?? find(declared);
  if (named) return named;
  try {
    const url = new URL(src);
    return googleService(url) ?? Object.keys(SERVICES).find((k) => SERVICES[k]!.hosts.test(url.hostname)) ?? null;
  } catch {
    return null;
  }
}

export interface EmbedBlock {
  frame: FrameData;
  /** The author's caption (static HTML), or null to show the title as the caption. */
  caption: Element | null;
  /** The page the fallback link opens in a new tab. */
  link: string;
  service: string | null;
  family: EmbedFamily;
}

/** Null when there is nothing safe to embed: the view falls back to the static HTML. */
export function parseEmbedBlock(root: Element, dataType: string, defaultTitle: string, resolve?: Resolve): EmbedBlock | null {
  const iframe = root.querySelector('iframe');
  const src = safeUrl(attr(root, 'data-embed-url', 'data-src', 'data-url') ?? iframe?.getAttribute('src'), { resolve });
  if (!src) return null;
  const declared = attr(root, 'data-service');
  const service = serviceOf(dataType, declared, src);
  const declaredFamily = FAMILIES.find((f) => f === declared?.toLowerCase());
  const family: EmbedFamily = service ? SERVICES[service]!.family : (declaredFamily ?? 'other');
  const link = safeUrl(attr(root, 'data-link-url'), { resolve }) ?? src;

  const clone = root.cloneNode(true) as Element;
  clone.querySelectorAll('iframe').forEach((f) => f.remove());
  clone.querySelectorAll('a[href]').forEach((a) => {
    const href = safeUrl(a.getAttribute('href'), { resolve });
    if (href === src || href === link) a.remove();
  });
  const caption = hasContent(clone) ? clone : null;

  const tall = family === 'survey' || family === 'office';
  const explicitHeight = Number(attr(root, 'data-height'));
  const aspect = parseAspectRatio(attr(root, 'data-aspect-ratio')) ?? (iframe ? aspectOf(iframe, root, 0) : 0);
  const height = Number.isFinite(explicitHeight) && explicitHeight >= 120 ? Math.min(explicitHeight, 2000) : !aspect && tall ? 560 : null;
  const title = attr(root, 'data-title') ?? attr(iframe, 'title') ?? (textOf(caption) || null) ?? (service ? SERVICES[service]!.name : null) ?? defaultTitle;
  return {
    frame: {
      src,
      title: title.length > 160 ? `${title.slice(0, 157)}...` : title,
      allow: attr(root, 'data-allow') ?? attr(iframe, 'allow'),
      allowFullscreen: flag(root, 'data-allowfullscreen') ?? flag(iframe, 'allowfullscreen') ?? false,
      aspectRatio: aspect || 16 / 9,
      height,
    },
    caption,
    link,
    service,
    family,
  };
}

export const serviceName = (service: string | null): string | null => (service ? SERVICES[service]!.name : null);
