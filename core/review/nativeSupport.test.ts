import { announceNativeReview, NATIVE_REVIEW_MESSAGE } from './nativeSupport';

/** A framed player: its parent records what it was told. */
function framed() {
  const posted: [unknown, string][] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) };
  const win = { parent } as unknown as Window;
  return { win, posted };
}

describe('SPEC 7.7: the parent window is told once that review is native', () => {
  it("posts one message to the authoring tool's exact origin", () => {
    const { win, posted } = framed();
    expect(announceNativeReview(win, 'https://tool.example.com')).toBe(true);
    expect(posted).toEqual([[NATIVE_REVIEW_MESSAGE, 'https://tool.example.com']]);
  });

  it("never to '*', nor without an origin", () => {
    const { win, posted } = framed();
    expect(announceNativeReview(win, '*')).toBe(false);
    expect(announceNativeReview(win, null)).toBe(false);
    expect(posted).toEqual([]);
  });

  it('not when the player is not framed', () => {
    const win = {} as { parent?: unknown };
    win.parent = win;
    expect(announceNativeReview(win as unknown as Window, 'https://tool.example.com')).toBe(false);
  });
});
