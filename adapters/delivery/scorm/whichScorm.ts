import { findLmsApi, type DeliveryLaunch } from '@core';

/**
 * Which SCORM version a launch speaks: the one the package was published for when the LMS offers
 * it, else the one the LMS offers (a 1.2 package imported into a 2004-only LMS, and the reverse).
 * Null when the package is not an LMS package or no LMS API is reachable.
 */
export function whichScorm({ publish, window }: DeliveryLaunch): '1.2' | '2004' | null {
  if (!publish.isScorm) return null;
  const has12 = findLmsApi(window, 'API') !== null;
  const has2004 = findLmsApi(window, 'API_1484_11') !== null;
  if (publish.isScorm2004) return has2004 ? '2004' : has12 ? '1.2' : null;
  return has12 ? '1.2' : has2004 ? '2004' : null;
}
