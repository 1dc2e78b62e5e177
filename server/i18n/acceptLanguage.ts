import { serviceTexts, type ServiceTexts } from './serviceTexts';

/** Longer headers are cut: a browser sends a few dozen characters, and the parse must stay cheap. */
const MAX_HEADER = 512;
const MAX_ENTRIES = 20;

/**
 * The service's texts for a page opened without a course (the certificate page): the first language of
 * the request's Accept-Language (RFC 9110 12.5.4, by quality, then order) the service has texts for;
 * English otherwise. `lang` is what the texts are in, so the page declares its real language.
 */
export function textsForAcceptLanguage(header: string | undefined): { lang: string; texts: ServiceTexts } {
  const entries = (header ?? '')
    .slice(0, MAX_HEADER)
    .split(',')
    .slice(0, MAX_ENTRIES)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((e) => e.quality > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(e.tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of entries) {
    const found = serviceTexts(tag);
    if (found.lang === tag.toLowerCase().split('-')[0]) return found;
  }
  return serviceTexts('en');
}
