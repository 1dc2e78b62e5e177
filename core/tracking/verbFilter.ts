import { VERB_DISPLAY, XAPI_VERBS, type XapiVerb } from './vocabulary';

/**
 * PACKAGE-FORMAT.md "Tracking conventions": a statement is sent only if its verb's name is in
 * allowedVerbs (lmsAllowedVerbs in an LMS). Names are matched without case, by the verb's key or its
 * display ('exited' or 'stopped'); null means the settings give no list, and everything goes.
 */
export function allowsVerb(allowed: readonly string[] | null, verbId: string): boolean {
  if (allowed === null) return true;
  const key = (Object.keys(XAPI_VERBS) as XapiVerb[]).find((k) => XAPI_VERBS[k] === verbId);
  if (!key) return false;
  const names = new Set(allowed.map((v) => v.trim().toLowerCase()));
  return names.has(key) || names.has(VERB_DISPLAY[key]);
}

/** The verb list a destination takes from settings.js xApi (SPEC 3.1): lmsAllowedVerbs in an LMS. */
export function allowedVerbsFrom(xApi: unknown, inLms: boolean): string[] | null {
  if (!xApi || typeof xApi !== 'object') return null;
  const list = (xApi as Record<string, unknown>)[inLms ? 'lmsAllowedVerbs' : 'allowedVerbs'];
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : null;
}
