// docs/embedding.md "LTI and H5P": the frame's side of the H5P resizer's handshake.
import { H5pResizer } from './h5pResizer';

it("says hello, waits for the host's hello, then prepares each resize and answers resizePrepared with the height", () => {
  const sent: Record<string, unknown>[] = [];
  const h5p = new H5pResizer((m) => sent.push(m), () => 500);
  expect(sent).toEqual([{ context: 'h5p', action: 'hello' }]);
  // Before the host's hello, a height change goes nowhere (the host may have no resizer).
  h5p.resized(640);
  expect(sent).toHaveLength(1);
  // A resizer loaded after the frame announces itself: hello again.
  expect(h5p.receive({ context: 'h5p', action: 'ready' })).toBe(true);
  expect(sent[1]).toEqual({ context: 'h5p', action: 'hello' });
  h5p.receive({ context: 'h5p', action: 'hello' });
  expect(sent[2]).toEqual({ context: 'h5p', action: 'prepareResize', scrollHeight: 640, clientHeight: 500 });
  h5p.receive({ context: 'h5p', action: 'resizePrepared' });
  expect(sent[3]).toEqual({ context: 'h5p', action: 'resize', scrollHeight: 640 });
  h5p.resized(700);
  expect(sent[4]).toEqual({ context: 'h5p', action: 'prepareResize', scrollHeight: 700, clientHeight: 500 });
  // The host's window changed: measure again.
  h5p.receive({ context: 'h5p', action: 'resize' });
  expect(sent[5]).toEqual({ context: 'h5p', action: 'prepareResize', scrollHeight: 700, clientHeight: 500 });
  // Not the resizer's: left to others.
  expect(h5p.receive({ type: 'coursePlayer', version: 1, command: 'close' })).toBe(false);
  expect(sent).toHaveLength(6);
});
