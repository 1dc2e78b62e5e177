import { useEffect, useState } from 'react';
import { createHost, findTargets, placeControlHost, type FoundTarget, type RoutePlace } from './spotTargets';

/** A target on the page with the host its control is rendered into (a React portal). */
export interface Spot extends FoundTarget {
  key: string;
  host: HTMLElement;
}

let nextKey = 0;

const signature = (spots: Spot[]) => spots.map(({ key, excerpt, target: t }) => `${key}:${t.type}:${t.sectionId}:${t.pageId}:${t.blockId}:${excerpt}`).join('|');

/**
 * The comment spots of the page as it changes: routes open, blocks load, cards unfold. One
 * MutationObserver on the page, its bursts folded into one scan per frame; each target keeps its key
 * and host while its element stays, and a host whose element is gone is removed with it. The hosts sit
 * in the page's own elements, so a control is in the reading and Tab order right where its target is.
 */
export function useSpots(route: RoutePlace): Spot[] {
  const [spots, setSpots] = useState<Spot[]>([]);
  const { sectionId, pageId } = route;
  useEffect(() => {
    const hosts = new Map<HTMLElement, { key: string; host: HTMLElement }>();
    let current: Spot[] = [];
    let frame = 0;
    const scan = () => {
      frame = 0;
      const found = findTargets(document, { ...(sectionId ? { sectionId } : {}), ...(pageId ? { pageId } : {}) });
      const present = new Set(found.map((f) => f.element));
      for (const [element, { host }] of hosts) {
        if (present.has(element)) continue;
        host.remove();
        hosts.delete(element);
      }
      const next = found.map((f): Spot => {
        let kept = hosts.get(f.element);
        if (!kept) {
          kept = { key: `spot-${++nextKey}`, host: createHost(`review-spot review-spot-${f.placement}`) };
          hosts.set(f.element, kept);
        }
        placeControlHost(kept.host, f);
        return { ...f, ...kept };
      });
      // Our own hosts and portals are mutations too: only a real change renders again.
      if (signature(next) === signature(current)) return;
      current = next;
      setSpots(next);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(scan);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    scan();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const { host } of hosts.values()) host.remove();
      setSpots([]);
    };
  }, [sectionId, pageId]);
  return spots;
}
