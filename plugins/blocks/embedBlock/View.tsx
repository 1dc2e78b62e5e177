import { useMemo, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { LazyFrame } from '../../shared/LazyFrame';
import { parseEmbedBlock } from './model';
import './embedBlock.css';

/**
 * A third-party service in a titled frame that loads only when the learner scrolls near it
 * (loading="lazy" as well), with a visible caption and a link that opens the service in a new tab
 * for when the frame cannot show it (blocked, offline, or a learner who prefers a full page).
 */
export default function EmbedBlockView({ root, dataType, t, renderHtml, mediaUrl }: ContentBlockViewProps) {
  // mediaUrl is a new function on every render of the block; the package's base does not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => parseEmbedBlock(root, dataType, t('player:embedded content'), mediaUrl), [root, dataType, t]);
  if (!data) return renderHtml(root) as ReactNode;
  return (
    <figure className={`bd-embed bd-embed-${data.family}`} data-service={data.service ?? undefined}>
      <LazyFrame frame={data.frame} />
      <figcaption className="bd-embed-caption">
        {data.caption ? (renderHtml(data.caption, 'block-html bd-embed-caption-text') as ReactNode) : <p className="bd-embed-caption-text">{data.frame.title}</p>}
        <a className="bd-embed-link" href={data.link} target="_blank" rel="noopener noreferrer">
          {t('[visit the page]')}
          <span className="visually-hidden"> ({data.frame.title}, {t('player:opens in new tab')})</span>
          <span aria-hidden="true" className="bd-embed-arrow">↗</span>
        </a>
      </figcaption>
    </figure>
  );
}
