import { str, type JsonObject } from '../util/json';
import { httpUrl, reviewByAddress, reviewByPackage, type ReviewAddress, type ReviewSettings } from './reviewSettings';

/*
 * Review mode's details, apart from the first page's detection (reviewSettings.ts): only review mode's
 * own chunk imports this file (a module the first page holds would carry every export another chunk uses).
 */

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
  const fromPackage = reviewByPackage(raw, mode);
  const queryApi = reviewByAddress(raw, address);
  if (!fromPackage && !queryApi) return null;
  const api = queryApi ?? httpUrl(str(raw.reviewApiUrl)) ?? reviewApiOf(raw);
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
