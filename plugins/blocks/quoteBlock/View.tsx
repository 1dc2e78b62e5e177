import { useMemo, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { parseQuote } from './model';
import './quoteBlock.css';

/** Puts copied author nodes into one element for renderHtml. */
function hostOf(doc: Document, nodes: Node[], className: string): Element {
  const host = doc.createElement('div');
  host.className = className;
  nodes.forEach((n) => host.appendChild(n.cloneNode(true)));
  return host;
}

/** A quotation: a <blockquote> in a <figure>, its author in the <figcaption>. */
export default function QuoteView({ root, renderHtml }: ContentBlockViewProps) {
  const quote = useMemo(() => parseQuote(root), [root]);
  const hosts = useMemo(() => {
    if (quote.kind === 'static') return null;
    const doc = root.ownerDocument;
    return { text: hostOf(doc, quote.text, 'bl-quote-content'), author: quote.author.length > 0 ? hostOf(doc, quote.author, 'bl-quote-author-content') : null };
  }, [quote, root]);

  if (quote.kind === 'static' || !hosts) return <div className="bl-quote bl-static">{renderHtml(root) as ReactNode}</div>;
  return (
    <figure className="bl-quote">
      <svg className="bl-quote-mark" viewBox="0 0 48 36" width="40" height="30" aria-hidden="true" focusable="false">
        <path d="M0 36V21.6C0 9.9 6.1 2.7 18.2 0l2.3 4.4C13.9 6.5 10.6 10.4 10.2 16.2H19V36Zm27 0V21.6C27 9.9 33.1 2.7 45.2 0l2.3 4.4c-6.6 2.1-9.9 6-10.3 11.8H46V36Z" />
      </svg>
      <blockquote className="bl-quote-text">{renderHtml(hosts.text, 'block-html bl-quote-html') as ReactNode}</blockquote>
      {hosts.author ? (
        <figcaption className="bl-quote-author">{renderHtml(hosts.author, 'block-html bl-quote-author-html') as ReactNode}</figcaption>
      ) : quote.authorText ? (
        <figcaption className="bl-quote-author">
          <span>{quote.authorText}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
