import { str, type JsonObject } from '../util/json';

/**
 * Review mode's launch (SPEC 2.1's reviewApiUrl, authoringToolDomain, tokenServiceUrl and
 * commentContext; SPEC 3.1's publish mode; SPEC 7.7's initialisation). docs/review.md.
 */
export interface ReviewSettings {
  /** The review API's base address, `{service}/api/review` for the learner service (docs/service.md). */
  apiUrl: string;
  /**
   * The origin of the authoring tool that may frame the course: the one target of SPEC 7.7's
   * "review is supported natively" message (never '*'). Null: nobody is told.
   */
  authoringToolOrigin: string | null;
  /** SPEC 2.1 tokenServiceUrl, kept for the hosts that hand out media tokens; unused by the learner service. */
  tokenServiceUrl: string | null;
  /** SPEC 2.1 commentContext: the comment a reviewer's e-mail link opens the course at. */
  commentContext: string | null;
  /** The code of the reviewer's e-mailed login link (`reviewLoginCode`, docs/service.md), to exchange for a session. */
  loginCode: string | null;
  /** Who asked for review mode: the package (publishSettings.js) or the address. */
  source: 'package' | 'address';
}

/** What the address adds to publishSettings.js: the launch query and the player page's own origin. */
export interface ReviewAddress {
  query: URLSearchParams;
  /** The player page's origin ('' outside a browser). */
  pageOrigin: string;
}

/**
 * SPEC 3.1: the publish mode values include 'reviewApiUrl' (the original product's name for review);
 * packages of this player write 'Review'. Either, in any case, is a review package.
 */
export function isReviewPublishMode(mode: string): boolean {
  const m = mode.toLowerCase();
  return m === 'review' || m === 'reviewapiurl';
}

/** An http(s) address without credentials, or null. */
function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/**
 * authoringToolDomain may be an origin ('https://app.example.com') or a bare host
 * ('app.example.com', https then). Anything with a path or that does not parse gives null, so the
 * message is never posted to a guess (SPEC 7.7).
 */
export function authoringToolOrigin(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const url = httpUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  if (!url || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
  // A host name or an IP address; a wildcard ('https://*') is no origin.
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return null;
  return url.origin;
}

const serviceOrigins = (raw: JsonObject): string[] =>
  ['reviewApiUrl', 'learnServiceUrl', 'authServiceUrl']
    .map((key) => httpUrl(str(raw[key]))?.origin)
    .filter((origin): origin is string => Boolean(origin));

/**
 * Review mode, or null. The package decides (publishMode 'Review' / 'reviewApiUrl', or a
 * `reviewApiUrl` in publishSettings.js); the address may also turn it on with its `reviewApiUrl`
 * parameter (SPEC 2.1), but only towards a service the package already trusts or the player's own
 * origin: a link must not be able to make a course ask reviewers for their e-mail on behalf of a
 * stranger's server. The address's values win over the package's for the other parameters, which
 * only say where a message goes and which comment to open.
 */
export function readReviewSettings(raw: JsonObject, mode: string, address?: ReviewAddress): ReviewSettings | null {
  const query = address?.query ?? new URLSearchParams();
  const fromPackage = isReviewPublishMode(mode) || Boolean(httpUrl(str(raw.reviewApiUrl)));
  const queryApi = httpUrl(query.get('reviewApiUrl') ?? '');
  const trusted = [...serviceOrigins(raw), address?.pageOrigin].filter(Boolean);
  const fromAddress = queryApi !== null && trusted.includes(queryApi.origin);
  if (!fromPackage && !fromAddress) return null;
  const packageApi = httpUrl(str(raw.reviewApiUrl)) ?? reviewApiOf(raw);
  const api = fromAddress ? queryApi : packageApi;
  const param = (name: string) => query.get(name)?.trim() || str(raw[name]).trim() || null;
  const tool = param('authoringToolDomain');
  return {
    apiUrl: api ? api.href.replace(/\/+$/, '') : '',
    authoringToolOrigin: tool ? authoringToolOrigin(tool) : null,
    tokenServiceUrl: param('tokenServiceUrl'),
    commentContext: query.get('commentContext')?.trim() || null,
    loginCode: query.get('reviewLoginCode')?.trim() || null,
    source: fromPackage ? 'package' : 'address',
  };
}

/** A review package of the learner service without an explicit reviewApiUrl: `{learnServiceUrl}/api/review`. */
function reviewApiOf(raw: JsonObject): URL | null {
  const base = httpUrl(str(raw.learnServiceUrl));
  if (!base) return null;
  base.search = '';
  base.hash = '';
  return new URL(`${base.pathname.replace(/\/+$/, '')}/api/review`, base);
}
