import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isRtlLanguage, type ContentBlockViewProps } from '@core';
import { buildSrcdoc, clampHeight, HEIGHT_MESSAGE, readHtmlBlock } from './model';
import './htmlBlock.css';

/**
 * The author's HTML in <iframe sandbox="allow-scripts" srcdoc>: its scripts run, but in an opaque
 * origin. The frame reports its content height; only messages whose source is this frame's window
 * are read, and the height is clamped.
 */
export default function HtmlBlockView({ root, rawHtml, language, t, renderHtml }: ContentBlockViewProps) {
  const info = useMemo(() => readHtmlBlock(root), [root]);
  const host = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(info.initialHeight);
  const [srcdoc, setSrcdoc] = useState<string | null>(null);

  // The frame inherits the page's text colour and font (it cannot see the player's CSS).
  useLayoutEffect(() => {
    if (!rawHtml.trim()) return;
    const style = host.current ? getComputedStyle(host.current) : null;
    setSrcdoc(buildSrcdoc(rawHtml, { lang: language, dir: isRtlLanguage(language) ? 'rtl' : 'ltr', color: style?.color || undefined, font: style?.fontFamily || undefined }));
  }, [rawHtml, language]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (!data || typeof data !== 'object' || data.type !== HEIGHT_MESSAGE) return;
      const h = clampHeight(data.height);
      if (h !== null) setHeight(h);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!rawHtml.trim()) return renderHtml(root) as ReactNode;
  return (
    <div ref={host} className="bd-html-block">
      {srcdoc !== null ? (
        <iframe ref={frame} className="bd-html-frame" sandbox="allow-scripts" srcDoc={srcdoc} title={info.title ?? t('player:html block title')} style={{ blockSize: `${height}px` }} />
      ) : (
        <div className="bd-html-frame" style={{ blockSize: `${height}px` }} aria-hidden="true" />
      )}
    </div>
  );
}
