import {
  exitReasonOf,
  HostStatus,
  isCourseRoute,
  ltiFrameResize,
  OncePerOrigin,
  playerMessage,
  readH5pAction,
  readHostCommand,
  EMBED_NAMESPACE,
  EMBED_VERSION,
  type LearningEvent,
  type PlayerMessageBody,
  type PlayerSession,
} from '@core';
import { loadCloseOverlay } from '../lms/lmsExit';
import { watchContentHeight } from './contentHeight';
import { H5pResizer } from './h5pResizer';
import { findHost, type HostTarget } from './hostTarget';

/**
 * The player's side of the embedding contract (docs/embedding.md), loaded by watchEmbedding.ts in
 * a frame or in wrapperMode once the course is ready. Every message goes to the one allowed host
 * origin, exactly; commands are taken from that window and origin only.
 */
export function startBridge(session: PlayerSession, win: Window, buffered: LearningEvent[], stopBuffer: () => void): void {
  const host = findHost(session, win);
  stopBuffer();
  if (!host) return;
  const post = (message: unknown) => host.window.postMessage(message, host.origin);
  const send = (body: PlayerMessageBody) => post(playerMessage(body));

  send({ event: 'ready', contractVersion: EMBED_VERSION, course: { id: session.course.id, title: session.course.title } });
  followEvents(session, send, buffered);
  followRoute(win, send);
  const h5p = new H5pResizer(post, () => win.document.body.clientHeight);
  watchContentHeight(win.document, (height) => {
    send({ event: 'resize', height });
    post(ltiFrameResize(height));
    h5p.resized(height);
  });
  takeCommands(session, win, host, h5p);
}

function followEvents(session: PlayerSession, send: (body: PlayerMessageBody) => void, buffered: LearningEvent[]): void {
  const status = new HostStatus();
  const take = (event: LearningEvent) => {
    for (const s of status.take(event, session.completion.standing)) send({ event: 'status', ...s });
    if (event.type !== 'exited') return;
    const reason = exitReasonOf(event.reason, session.exit.closedAsCloseCourse);
    if (reason) send({ event: 'exit', reason });
  };
  for (const event of buffered.splice(0)) take(event);
  session.events.onAny(take);
}

/** The route (SPEC 2.1's hash route) on every change: the Navigation API sees the router's pushState, hashchange the rest. */
function followRoute(win: Window, send: (body: PlayerMessageBody) => void): void {
  let last = '';
  const report = () => {
    const route = win.location.hash.replace(/^#/, '').split('?')[0] || '/';
    if (route === last) return;
    last = route;
    send({ event: 'navigate', route });
  };
  const nav = (win as { navigation?: EventTarget }).navigation;
  if (nav) nav.addEventListener('currententrychange', report);
  else {
    win.addEventListener('popstate', report);
    win.addEventListener('hashchange', report);
  }
  report();
}

function takeCommands(session: PlayerSession, win: Window, host: HostTarget, h5p: H5pResizer): void {
  const refused = new OncePerOrigin((m) => console.warn(m));
  win.addEventListener('message', (e: MessageEvent) => {
    const ours = readHostCommand(e.data) !== null || readH5pAction(e.data) !== null || isNamespaced(e.data);
    if (e.source !== host.window || e.origin !== host.origin) {
      // Other windows' chatter (extensions, other frames' own protocols) is none of ours; a command is.
      if (ours) refused.ignored(e.origin, e.source === host.window ? 'not the allowed host origin' : 'not the host window');
      return;
    }
    if (h5p.receive(e.data)) return;
    const command = readHostCommand(e.data);
    if (!command) {
      if (ours) refused.ignored(`${e.origin} (a malformed or unknown command)`, 'not a command of this contract version');
      return;
    }
    if (command.command === 'goTo') {
      if (isCourseRoute(session.course, command.route)) win.location.hash = command.route;
      else refused.ignored(`${e.origin} goTo ${command.route}`, 'not a route of this course');
      return;
    }
    void closeCourse(session);
  });
}

const isNamespaced = (data: unknown) => Boolean(data && typeof data === 'object' && (data as { type?: unknown }).type === EMBED_NAMESPACE);

/** The host's `close`: the same close as the menu's 'Exit course'; outside wrapperMode the close-course overlay follows. */
async function closeCourse(session: PlayerSession): Promise<void> {
  if (session.exit.closedReason) return;
  if (!session.pkg.publish.isWrapperMode) await loadCloseOverlay().catch(() => undefined);
  await session.exit.close('suspended', true).catch((e: unknown) => console.error('The course could not be closed cleanly:', e));
}
