/**
 * The embedding contract (docs/embedding.md; SPEC 1 "running inside a wrapper or a frame", SPEC 3.1
 * wrapperMode): the messages the player posts to the page that frames it, and the commands it takes
 * from that page. Plain data over window.postMessage; no React, no DOM.
 *
 * Versioning: `version` is bumped only for a change a host could trip over (a field removed or its
 * meaning changed, an event renamed). New events and new optional fields keep the version; hosts
 * ignore what they do not know.
 */
export const EMBED_NAMESPACE = 'coursePlayer';
export const EMBED_VERSION = 1;

/** How a session ended, as a host sees it: SPEC 2.4's 'Submit result', 'Continue course later', and closing the course. */
export type ExitReason = 'submitResult' | 'continueLater' | 'closeCourse';

/** The learning events a host cares about (a subset of core/delivery/LearningEvent.ts). */
export type EmbedStatus =
  | { status: 'started'; resumed: boolean }
  | { status: 'progress'; /** Share of the attempt's questions answered, 0..100. */ progress: number }
  | { status: 'passed' | 'failed'; /** The course score, 0..100 (SPEC 4.1). */ score: number }
  | { status: 'completed'; score: number | null };

type Envelope = { type: typeof EMBED_NAMESPACE; version: typeof EMBED_VERSION };

/** Player → host. */
export type PlayerMessage = Envelope &
  (
    | { event: 'ready'; contractVersion: number; course: { id: string; title: string } }
    | { event: 'resize'; height: number }
    | { event: 'navigate'; route: string }
    | ({ event: 'status' } & EmbedStatus)
    | { event: 'exit'; reason: ExitReason }
  );

type Body<T> = T extends unknown ? Omit<T, keyof Envelope> : never;
export type PlayerMessageBody = Body<PlayerMessage>;

/** Host → player. */
export type HostCommand = { command: 'goTo'; route: string } | { command: 'close' };

export function playerMessage(body: PlayerMessageBody): PlayerMessage {
  return { type: EMBED_NAMESPACE, version: EMBED_VERSION, ...body } as PlayerMessage;
}

/**
 * A command from the host, or null for anything else (another namespace, another major version, an
 * unknown command, a malformed field). The host's message is data from another origin: nothing of
 * it is used beyond these checked fields.
 */
export function readHostCommand(data: unknown): HostCommand | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (m.type !== EMBED_NAMESPACE || m.version !== EMBED_VERSION) return null;
  if (m.command === 'close') return { command: 'close' };
  if (m.command === 'goTo' && typeof m.route === 'string' && m.route.length <= 2048) return { command: 'goTo', route: m.route };
  return null;
}

/** LTI's resize message (Canvas, Moodle, D2L and other LTI platforms size the tool's frame from it). */
export const ltiFrameResize = (height: number) => ({ subject: 'lti.frameResize', height });

/** The H5P resizer's protocol (h5p-resizer.js on the host page): `{ context: 'h5p', action, ...data }`. */
export type H5pAction = 'ready' | 'hello' | 'prepareResize' | 'resizePrepared' | 'resize';

export function h5pMessage(action: H5pAction, data: Record<string, number> = {}): Record<string, unknown> {
  return { context: 'h5p', action, ...data };
}

/** The H5P resizer's action in a host's message, or null. */
export function readH5pAction(data: unknown): H5pAction | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (m.context !== 'h5p') return null;
  return m.action === 'ready' || m.action === 'hello' || m.action === 'resizePrepared' || m.action === 'resize' ? m.action : null;
}

/** Why the session closed (core/player/exit.ts), as a host reads it; null for a page going away (no exit is posted then). */
export function exitReasonOf(reason: 'finished' | 'suspended' | 'unload', closeCourse: boolean): ExitReason | null {
  if (reason === 'unload') return null;
  if (reason === 'finished') return 'submitResult';
  return closeCourse ? 'closeCourse' : 'continueLater';
}
