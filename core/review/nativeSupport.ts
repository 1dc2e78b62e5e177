/** The message of SPEC 7.7: the parent (the authoring tool's frame) learns that the player reviews natively. */
export const NATIVE_REVIEW_MESSAGE = { type: 'course-player:review-supported', version: 1 } as const;

/**
 * SPEC 7.7: one postMessage to the parent window announcing native review support, to the authoring
 * tool's exact origin, never '*': a page that framed the course without being the authoring tool
 * learns nothing. Not posted when the player is not framed or no origin is known. Returns whether it was posted.
 */
export function announceNativeReview(win: Window | null, targetOrigin: string | null): boolean {
  if (!win || !targetOrigin || targetOrigin === '*') return false;
  let parent: Window | null = null;
  try {
    parent = win.parent;
  } catch {
    return false;
  }
  if (!parent || parent === win) return false;
  try {
    parent.postMessage(NATIVE_REVIEW_MESSAGE, targetOrigin);
    return true;
  } catch {
    // An origin postMessage refuses (malformed) is no origin: nothing is posted.
    return false;
  }
}
