/**
 * The example delivery backend of docs/plugins.md: progress kept by the host's own HTTP endpoint (an
 * intranet's progress API), one record per learner and course at the URL the launch names. It lives
 * outside the player's folders and uses core's public API alone; a host registers it from its own
 * entry (test/plugins/restPlayer.tsx):
 *
 *   startPlayer(root, { deliveries: [restDelivery({ allowedOrigins: ['https://progress.intranet.example'] })] });
 *
 * and links to the course with `?progressUrl=<the record's URL>&learnerId=…&learnerName=…`.
 */
import { defineDeliveryPlugin, type DeliveryLaunch, type DeliveryPlugin } from '@core';

export interface RestDeliveryOptions {
  /** Origins other than the page's own that may keep progress (`https://progress.intranet.example`). */
  allowedOrigins?: readonly string[];
}

export function restDelivery(options: RestDeliveryOptions = {}): DeliveryPlugin {
  const allowed = options.allowedOrigins ?? [];
  return defineDeliveryPlugin({
    id: 'rest',
    // Above browser storage (0), below an LMS (100): an LMS that launched the course owns its record.
    priority: 50,
    detect: (launch) => progressUrl(launch, allowed) !== null,
    // The store's code stays off the first page: it loads when this backend is the one opened.
    open: (context) =>
      import(/* webpackChunkName: "delivery-rest" */ './openRestDelivery').then((m) => m.openRestDelivery(context, progressUrl(context, allowed)!)),
  });
}

/**
 * The record's URL from `?progressUrl=` (relative to the page, or absolute), or null when the launch
 * names none the player may use. Anyone can make a link with any query, and the store sends the
 * learner's progress (their name and answers) with the learner's cookies: an address on a foreign
 * server would hand both to whoever wrote the link. So only http(s) on the page's own origin or one
 * the host's build allows; a refused URL is no launch of this backend, and browser storage takes it.
 */
export function progressUrl({ query, window }: DeliveryLaunch, allowedOrigins: readonly string[]): URL | null {
  const given = query.get('progressUrl');
  if (!given) return null;
  let url: URL;
  try {
    url = new URL(given, window?.location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === window?.location.origin || allowedOrigins.includes(url.origin) ? url : null;
}
