import { reaction } from 'mobx';
import type { LearningEvent, PlayerSession } from '@core';

/**
 * In the entry: decides whether the embedding bridge (docs/embedding.md) loads. Only in a frame
 * (window.parent !== window) or in wrapperMode; anywhere else the page never fetches it. The
 * learning events of the launch are kept until the session has settled, so the bridge reports
 * the start even though its chunk arrives after it.
 */
export function watchEmbedding(session: PlayerSession, win: Window = window): void {
  const buffered: LearningEvent[] = [];
  const stop = session.events.onAny((e) => void buffered.push(e));
  reaction(
    () => session.state !== 'loading',
    (settled, _, r) => {
      if (!settled) return;
      r.dispose();
      if (session.state !== 'ready' || !(win.parent !== win || session.pkg.publish.isWrapperMode)) return void stop();
      import(/* webpackChunkName: "embedding" */ './bridge').then(
        (m) => m.startBridge(session, win, buffered, stop),
        (e: unknown) => {
          stop();
          console.warn('The embedding bridge could not be loaded; the host page hears nothing from this course.', e);
        },
      );
    },
    { fireImmediately: true },
  );
}
