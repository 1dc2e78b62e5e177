import { h5pMessage, readH5pAction } from '@core';

/**
 * The iframe's side of the H5P resizer's handshake (h5p-resizer.js, which LMSs and CMSs embed H5P
 * with): the player says 'hello' when it starts and whenever the host's resizer announces itself
 * ('ready', when it loaded after the frame); once the host answers 'hello', every height change is
 * 'prepareResize' (the host may first set the frame to the body's height), and the host's
 * 'resizePrepared' is answered with 'resize' and the height to set. The host's own 'resize' (its
 * window changed) asks for a fresh measure.
 */
export class H5pResizer {
  private friendly = false;
  private height = 0;

  constructor(
    private readonly post: (message: Record<string, unknown>) => void,
    private readonly bodyHeight: () => number,
  ) {
    post(h5pMessage('hello'));
  }

  /** A height change of the content. */
  resized(height: number): void {
    this.height = height;
    if (this.friendly) this.post(h5pMessage('prepareResize', { scrollHeight: height, clientHeight: this.bodyHeight() }));
  }

  /** A message from the host page (already checked for its origin); true when it was the resizer's. */
  receive(data: unknown): boolean {
    const action = readH5pAction(data);
    if (action === 'ready') this.post(h5pMessage('hello'));
    else if (action === 'hello') {
      this.friendly = true;
      this.resized(this.height);
    } else if (action === 'resizePrepared') this.post(h5pMessage('resize', { scrollHeight: this.height }));
    else if (action === 'resize') this.resized(this.height);
    return action !== null;
  }
}
