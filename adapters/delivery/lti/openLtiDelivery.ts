import type { DeliveryContext, DeliverySession } from '@core';
import { ltiCallbackUrl } from '@core';
import { browserDelivery } from '../browser';
import { learnerServiceDelivery } from '../learnerService';
import { LearnerTokenStore } from '../learnerService/LearnerTokenStore';
import { LtiClient } from './ltiClient';
import { LtiResultSink } from './LtiResultSink';

export interface LtiOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  tokens?: LearnerTokenStore;
}

/**
 * Opens an LTI launch (SPEC 7.6): progress is kept where a hosted launch keeps it (ARCHITECTURE.md's
 * table: the learner service with cross-device saving, else the browser), so that delivery opens
 * first (its sign-in and its own access check included); then the tool's access check, the result
 * sink, and the tool's reset for each new attempt.
 */
export async function openLtiDelivery(context: DeliveryContext, options: LtiOptions = {}): Promise<DeliverySession> {
  const callbackUrl = ltiCallbackUrl(context.query);
  if (!callbackUrl) throw new Error('not an LTI launch: the query needs ltiResultCallbackUrl and attemptId');
  const hosted = learnerServiceDelivery.detect(context) ? learnerServiceDelivery : browserDelivery;
  const inner = await hosted.open(context);
  const tokens = options.tokens ?? LearnerTokenStore.forWindow(context.window);
  const client = new LtiClient({
    callbackUrl,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    token: () => tokens.token,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  });
  const launchAttempt = context.query.get('attemptId') ?? '';
  const denied = inner.access === 'denied' || (await client.access(launchAttempt)) === 'denied';
  return {
    learner: inner.learner,
    store: inner.store,
    sinks: denied ? inner.sinks : [...inner.sinks, new LtiResultSink(client, context.warn)],
    ...(inner.kind ? { kind: inner.kind } : {}),
    ...(inner.masteryScore !== undefined ? { masteryScore: inner.masteryScore } : {}),
    ...(inner.attemptId ? { attemptId: inner.attemptId } : {}),
    ...(denied ? { access: 'denied' as const } : {}),
    ...(inner.signOut ? { signOut: () => inner.signOut!() } : {}),
    newAttempt: (current) => client.reset(current),
    close: (reason) => inner.close(reason),
  };
}
