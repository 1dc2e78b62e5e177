/**
 * Page hide, as the delivery layer needs it: 'hidden' when the tab is hidden or the page goes into
 * the back-forward cache (it may come back: save, keep the session), 'unload' when the page is
 * going away for good (save and close, synchronously). Mobile browsers may kill a hidden tab
 * without another event, so 'hidden' is the last sure moment to write.
 */
export function watchPageLifecycle(win: Window, on: { hidden(): void; unload(): void }): () => void {
  const doc = win.document;
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') on.hidden();
  };
  const onPageHide = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) on.hidden();
    else on.unload();
  };
  win.addEventListener('pagehide', onPageHide);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
