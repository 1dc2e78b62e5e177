/**
 * The example tracking sink of docs/tracking.md: learning events posted as JSON to a URL. It lives
 * outside the player's folders and uses core's public API alone; a host registers it from its own
 * entry (test/plugins/webhookPlayer.tsx):
 *
 *   startPlayer(root, { sinks: [webhookSink({ url: 'https://example.org/learning-events' })] });
 */
import type { TrackingSink } from '@core';
import { WebhookSink, type WebhookSinkOptions } from './WebhookSink';

export type { WebhookSinkOptions } from './WebhookSink';
export type { WebhookEvent } from './outbox';

export function webhookSink(options: WebhookSinkOptions): TrackingSink {
  return new WebhookSink(options);
}
