import { useEffect, useRef, useState } from 'react';
import type { BlockPlace, BlockRef } from '@core';
import { useSession } from '../hooks/session';
import { sanitizeFragment } from './sanitize';

type State = 'loading' | 'ready' | 'failed';

/** One author content block: content/{id}.html, fetched when shown, with its children after it. */
function Block({ block, place }: { block: BlockRef; place: BlockPlace }) {
  const session = useSession();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  useEffect(() => {
    let alive = true;
    setState('loading');
    session
      .fragment(block.id, place)
      .then((html) => sanitizeFragment(html, (p) => session.mediaUrl(p)))
      .then((fragment) => {
        if (!alive || !host.current) return;
        host.current.replaceChildren(fragment);
        setState('ready');
      })
      .catch((e) => {
        console.warn(`Content block ${block.id} could not be loaded`, e);
        if (alive) setState('failed');
      });
    return () => {
      alive = false;
    };
    // place is derived from stable ids; re-running on its identity would refetch for nothing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [block.id, session]);
  return (
    <div className={`block block-${state}`} data-block-id={block.id} aria-busy={state === 'loading' || undefined}>
      <div ref={host} className="block-html" />
      {state === 'loading' ? <div className="block-skeleton" aria-hidden="true" /> : null}
      {block.children.length > 0 ? <Blocks blocks={block.children} place={place} /> : null}
    </div>
  );
}

/** A list of author blocks (introductions, page bodies, feedback, explanations, hints). */
export function Blocks({ blocks, place, className }: { blocks: BlockRef[]; place: BlockPlace; className?: string }) {
  if (blocks.length === 0) return null;
  return (
    <div className={`blocks ${className ?? ''}`}>
      {blocks.map((b) => (
        <Block key={b.id} block={b} place={place} />
      ))}
    </div>
  );
}
