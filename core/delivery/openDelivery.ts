import { PlayerError } from '../errors/catalogue';
import { SignInSkipped } from './signIn';
import type { DeliveryContext, DeliveryLaunch, DeliveryPlugin, DeliverySession } from './DeliveryPlugin';

/**
 * The plugins that detect this launch (the catalogue's, loaded: ids are unique there), highest priority first; among equals the one registered
 * first. A detect() that throws counts as "not mine" (with a warning): one broken backend must not
 * keep the course from playing.
 */
export function detectedDeliveries(plugins: readonly DeliveryPlugin[], launch: DeliveryLaunch, warn: (m: string) => void): DeliveryPlugin[] {
  const detected = plugins
    .map((plugin, order) => ({ plugin, order }))
    .filter(({ plugin }) => {
      try {
        return plugin.detect(launch);
      } catch (e) {
        warn(`Delivery plugin '${plugin.id}' failed to detect its context and is skipped: ${e instanceof Error ? e.message : String(e)}`);
        return false;
      }
    });
  return detected.sort((a, b) => b.plugin.priority - a.plugin.priority || a.order - b.order).map(({ plugin }) => plugin);
}

/** What opening got: the delivery, its session, and whether the learner skipped a sign-in on the way (SPEC 6.3). */
export interface OpenedDelivery {
  plugin: DeliveryPlugin;
  session: DeliverySession;
  signInSkipped?: true;
}

/**
 * Opens the detected delivery of highest priority. One that fails to open (an LMS that refuses to
 * initialise) gives way to the next, so the learner can still work, with a warning that says so.
 * One whose learner skipped signing in (SignInSkipped) gives way too, quietly. With `skip`, each
 * delivery may ask whether the learner skipped before: the next delivery in line is opened and its
 * record read by `skip.recordSaysSkipped`, then closed.
 */
export async function openDelivery(
  plugins: readonly DeliveryPlugin[],
  context: DeliveryContext,
  skip?: { recordSaysSkipped(session: DeliverySession): Promise<boolean> },
): Promise<OpenedDelivery> {
  const candidates = detectedDeliveries(plugins, context, context.warn);
  if (candidates.length === 0) {
    throw new PlayerError('registry', `No delivery plugin detects this launch (publish mode '${context.publish.publishMode}'); registered: ${plugins.map((p) => p.id).join(', ') || 'none'}.`);
  }
  let failure: unknown = null;
  let skipped = false;
  for (const [index, plugin] of candidates.entries()) {
    const next = candidates[index + 1];
    const signInSkip = skip && next ? { skippedBefore: () => openedSaysSkipped(next, context, skip.recordSaysSkipped) } : undefined;
    try {
      const session = await plugin.open(signInSkip ? { ...context, signInSkip } : context);
      return { plugin, session, ...(skipped ? { signInSkipped: true as const } : {}) };
    } catch (e) {
      failure = e;
      if (e instanceof SignInSkipped && next) {
        skipped = true;
        continue;
      }
      context.warn(`Delivery '${plugin.id}' could not be opened${plugin === candidates[candidates.length - 1] ? '' : '; trying the next one'}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  throw failure;
}

async function openedSaysSkipped(plugin: DeliveryPlugin, context: DeliveryContext, says: (session: DeliverySession) => Promise<boolean>): Promise<boolean> {
  try {
    const session = await plugin.open(context);
    try {
      return await says(session);
    } finally {
      await session.close('suspended').catch(() => undefined);
    }
  } catch {
    return false;
  }
}
