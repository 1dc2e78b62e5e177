import type { ConnectionChange } from '@core';

/** SPEC 7.1: a call that fails on the network or with a 5xx is tried again after 3000 ms. */
export const RETRY_MS = 3000;

/** SPEC 4.7 'offline or server error': no answer at all, or one the server could not give. */
export const unreachable = (response: Response | null): boolean => !response || response.status >= 500;

/**
 * Whether the learner service can be reached, as the calls of one launch find it: the first failure
 * (a network error or a 5xx) reports 'lost', the first answer after it 'back' (SPEC 4.7), so the app
 * shows the connection-lost screen exactly while the service is away. Shared by the sign-in calls,
 * the attempt calls and the progress store.
 */
export class ServiceReach {
  private lost = false;

  constructor(
    private readonly report: (change: ConnectionChange) => void = () => undefined,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** A call's outcome: reports the change, if it is one. */
  saw(response: Response | null): void {
    const lost = unreachable(response);
    if (lost === this.lost) return;
    this.lost = lost;
    this.report(lost ? 'lost' : 'back');
  }

  /**
   * The call's answer once the service gives one: while it cannot be reached the call is tried again
   * every RETRY_MS (SPEC 7.1) for as long as it takes; the learner sees the connection-lost screen
   * meanwhile, and may close the course there. Giving up would leave them a second, local copy of
   * progress that lives on the server (docs/hosted.md).
   */
  async answer(send: () => Promise<Response | null>): Promise<Response> {
    for (;;) {
      const response = await send();
      this.saw(response);
      if (response && !unreachable(response)) return response;
      await this.sleep(RETRY_MS);
    }
  }
}
