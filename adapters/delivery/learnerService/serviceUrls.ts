import type { PublishSettings } from '@core';

/** Where the auth and learner calls of SPEC 7.3–7.4 go: publishSettings.js authServiceUrl and learnServiceUrl. */
export interface ServiceUrls {
  auth: string;
  learn: string;
}

const base = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '');

/** Both URLs, without a trailing slash; null when either is missing (the package was not published for a service). */
export function serviceUrlsOf(publish: PublishSettings): ServiceUrls | null {
  const auth = base(publish.raw.authServiceUrl);
  const learn = base(publish.raw.learnServiceUrl);
  return auth && learn ? { auth, learn } : null;
}
