/**
 * The LMS's API object as SCORM launches place it: on this window, one of its parents, or its
 * opener's chain (SCORM 1.2 'API', 2004 'API_1484_11'). A cross-origin frame on the way ends that
 * climb: nothing is reachable through it.
 */
export function findLmsApi(win: Window | null, name: string): unknown {
  const seen = new Set<Window>();
  const climb = (start: Window | null): unknown => {
    let w = start;
    for (let depth = 0; w && !seen.has(w) && depth < 10; depth++) {
      seen.add(w);
      try {
        const api = (w as unknown as Record<string, unknown>)[name];
        if (api) return api;
      } catch {
        return null;
      }
      if (w.parent === w) break;
      w = w.parent;
    }
    return null;
  };
  if (!win) return null;
  let opener: Window | null = null;
  try {
    opener = win.opener as Window | null;
  } catch {
    opener = null;
  }
  return climb(win) ?? climb(opener);
}
