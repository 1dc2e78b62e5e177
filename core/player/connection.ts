import { action, makeObservable, observable } from 'mobx';
import type { ConnectionChange } from '../delivery/DeliveryPlugin';

/**
 * SPEC 4.7 / 2.10: 'lost' while the backend's calls fail on the network or with a 5xx (the
 * connection-lost screen); 'back' for a while once one went through again ('[reconnected
 * successfully]'); 'online' otherwise.
 */
export type ConnectionState = 'online' | 'lost' | 'back';

/** SPEC 4.7: coming back online hides the connection alert after 2 s. */
export const RECONNECTED_SHOWN_MS = 2000;

/** Whether the course's files and the delivery's backend can be reached, as the learner is told. */
export class ConnectionMonitor {
  state: ConnectionState = 'online';
  /** A transient network failure is being retried (SPEC 7.1); the app shows a reconnecting status. */
  reconnecting = false;
  private backTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeObservable(this, { state: observable, reconnecting: observable, changed: action, retrying: action, settled: action });
  }

  /** The HTTP client retries a request. */
  retrying(): void {
    this.reconnecting = true;
  }

  /** The session settled (ready, failed or refused): no request is pending any more. */
  settled(): void {
    this.reconnecting = false;
  }

  /** The session closed: a pending 'back' → 'online' change is not made after it. */
  dispose(): void {
    clearTimeout(this.backTimer);
  }

  /** The delivery says its backend is unreachable or reachable again (DeliveryContext.connection). */
  changed(change: ConnectionChange): void {
    clearTimeout(this.backTimer);
    if (change === 'lost') {
      this.state = 'lost';
      return;
    }
    if (this.state !== 'lost') return;
    this.state = 'back';
    this.backTimer = setTimeout(
      action(() => {
        if (this.state === 'back') this.state = 'online';
      }),
      RECONNECTED_SHOWN_MS,
    );
  }
}
