import { useMemo, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { parseLinkCards, type LinkCard } from './linkCards';
import './linkCards.css';

/**
 * Link cards (linkCuration, webLinkBlock): title, description, domain and an optional picture. The
 * title is the card's one link, stretched over the whole card so a click or tap anywhere opens it;
 * it opens in a new tab (target _blank, rel noopener noreferrer) and says so to screen readers
 * ('(opens in a new tab)') and to the eye (an arrow-out icon). Pictures sit in a fixed-ratio box,
 * so nothing moves when they load, and keep the author's alt text. Without any link the block is
 * shown as its static HTML.
 */
export function LinkCardsView({ root, renderHtml, t, mediaUrl, layout }: ContentBlockViewProps & { layout: 'grid' | 'single' }) {
  const data = useMemo(() => parseLinkCards(root, mediaUrl), [root, mediaUrl]);
  if (data.links.length === 0) return <>{renderHtml(root) as ReactNode}</>;
  const single = layout === 'single' && data.links.length === 1;
  // In a grid where some cards have a picture, the others get a plain picture box, so rows line up.
  const placeholders = !single && data.links.some((l) => l.image);
  return (
    <div className={`lc${single ? ' is-single' : ''}`}>
      {data.intro ? (renderHtml(data.intro, 'block-html lc-intro') as ReactNode) : null}
      <ul className="lc-list" role="list">
        {data.links.map((link) => (
          <Card key={link.id} link={link} newTab={t('player:opens in new tab')} placeholder={placeholders} />
        ))}
      </ul>
    </div>
  );
}

function Card({ link, newTab, placeholder }: { link: LinkCard; newTab: string; placeholder: boolean }) {
  return (
    <li className="lc-card" data-link-id={link.id}>
      {link.image ? (
        <div className="lc-media">
          <img src={link.image.src} alt={link.image.alt} loading="lazy" decoding="async" />
        </div>
      ) : placeholder ? (
        <div className="lc-media is-placeholder" aria-hidden="true">
          <svg width="48" height="48" viewBox="0 0 24 24" focusable="false">
            <path d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0Zm-2.8 5.7a4 4 0 0 1-5.7-5.7l2.9-2.8a1 1 0 0 1 1.4 1.4L3.5 14.8a2 2 0 0 0 2.8 2.8l2.9-2.9a1 1 0 0 1 1.4 1.4l-2.8 3Zm5.7-9.9a1 1 0 0 1-1.4-1.4l2.8-2.9a4 4 0 0 1 5.7 5.7l-2.9 2.8a1 1 0 1 1-1.4-1.4l2.9-2.8a2 2 0 0 0-2.8-2.8l-2.9 2.8Z" />
          </svg>
        </div>
      ) : null}
      <div className="lc-body">
        <p className="lc-title">
          <a className="lc-link" href={link.url} target="_blank" rel="noopener noreferrer">
            {link.title}
            <span className="visually-hidden"> ({newTab})</span>
            <svg className="lc-external" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3h-7ZM19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2v7Z" />
            </svg>
          </a>
        </p>
        {link.description ? <p className="lc-description">{link.description}</p> : null}
        {link.domain ? (
          <p className="lc-domain">
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.4 6.7 8 8Zm4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z" />
            </svg>
            <bdi>{link.domain}</bdi>
          </p>
        ) : null}
      </div>
    </li>
  );
}
