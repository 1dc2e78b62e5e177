import type { LearningEvent } from '../delivery/LearningEvent';
import type { SchedulerClock } from '../delivery/SaveScheduler';
import type { TrackingSink } from '../delivery/TrackingSink';
import { lrsTransport, type LrsEndpoint } from './lrsClient';
import { memoryOutboxStorage, Outbox, type OutboxStorage, type OutboxTransport } from './outbox';
import { StatementBuilder, type StatementProfile } from './statementBuilder';

export interface LrsSinkOptions extends LrsEndpoint, Partial<StatementProfile> {
  /** The sink's id (one per destination: 'lrs-default', 'lrs-custom', 'xapi-launch', …). */
  id: string;
  /** Where the outbox survives reloads (adapters/tracking/lrs: localStorage); memory when none. */
  storage?: OutboxStorage;
  /** Another transport than HTTP to the endpoint (tests, the bench). */
  transport?: OutboxTransport;
  fetch?: typeof fetch;
  batchSize?: number;
  retryMs?: number;
  clock?: SchedulerClock;
  warn?: (message: string) => void;
}

/**
 * A TrackingSink that sends the statements of SPEC 7.8 to one LRS with guaranteed delivery: the
 * default LRS, a custom one, an xAPI package's launch LRS and cmi5 all use it with their endpoint,
 * auth, actor and registration. handle() only builds and queues; sending runs in the background.
 */
export function createLrsSink(options: LrsSinkOptions): TrackingSink & { readonly outbox: Outbox } {
  const warn = options.warn ?? ((m: string) => console.warn(m));
  const builder = new StatementBuilder({
    actor: options.actor,
    activityId: options.activityId,
    registration: options.registration,
    contentPages: options.contentPages ?? false,
    allowedVerbs: options.allowedVerbs ?? null,
  });
  const outbox = new Outbox({
    storage: options.storage ?? memoryOutboxStorage(),
    transport: options.transport ?? lrsTransport(options, options.fetch),
    batchSize: options.batchSize,
    retryMs: options.retryMs,
    clock: options.clock,
    warn,
  });
  return {
    id: options.id,
    outbox,
    handle(event: LearningEvent) {
      try {
        outbox.add(builder.build(event));
      } catch (e) {
        warn(`Tracking '${options.id}' could not describe a '${event.type}' event: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
    flush(mode) {
      return mode === 'sync' ? outbox.flushSync() : outbox.flush();
    },
    get pending() {
      return outbox.pending;
    },
    get state() {
      return outbox.state;
    },
  };
}
