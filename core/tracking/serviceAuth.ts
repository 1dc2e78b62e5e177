import { basicAuth } from './lrsClient';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** SPEC 7.8 "basic credentials decoded from the settings": settings.js xApi.lrs.credentials, unless authenticationRequired is false. */
export function lrsCredentialsOf(xApiRaw: unknown): string | null {
  const lrs = obj(obj(xApiRaw).lrs);
  const credentials = obj(lrs.credentials);
  const user = typeof credentials.username === 'string' ? credentials.username.trim() : '';
  if (lrs.authenticationRequired === false || !user) return null;
  return basicAuth(user, typeof credentials.password === 'string' ? credentials.password : '');
}

// Two addresses relative to the page are on the page's origin: one stand-in base makes them equal.
const PAGE = 'https://page.invalid/';
const originOf = (url: unknown): string | null => {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    return new URL(url.trim(), PAGE).origin;
  } catch {
    return null;
  }
};

export const sameOrigin = (a: unknown, b: unknown): boolean => {
  const origin = originOf(a);
  return origin !== null && origin === originOf(b);
};

/**
 * The Authorization of a request to the product's own learner service (its default LRS and NPS
 * store, SPEC 7.8; its feedback check, 7.5), which takes statements only from who may write them
 * (docs/service.md, "Default LRS"): the signed-in learner's token (SPEC 7.3), sent to the learner
 * service's origin only; else the package's default-LRS credentials, sent to the default LRS's origin
 * only (a custom LRS's credentials never leave for another host); else none. Asked at each request:
 * the learner may sign in, or be given a new token, after the sink opened.
 */
export function serviceAuthorization(target: string, parts: { publishRaw: Json; settingsRaw: Json; learnerToken?: () => string }): () => string | null {
  const { publishRaw, settingsRaw, learnerToken } = parts;
  const tokenGoesThere = learnerToken !== undefined && sameOrigin(target, publishRaw.learnServiceUrl);
  const defaultLrs = obj(settingsRaw.xApi).selectedLrs !== 'custom' && sameOrigin(target, publishRaw.defaultLRSUrl);
  const basic = defaultLrs ? lrsCredentialsOf(settingsRaw.xApi) : null;
  return () => {
    const token = tokenGoesThere ? learnerToken().trim() : '';
    return token ? `Bearer ${token}` : basic;
  };
}
