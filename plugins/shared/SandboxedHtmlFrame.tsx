import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FRAME_SANDBOX, isRtlLanguage } from '@core';
import { buildSrcdoc, clampHeight, DEFAULT_HEIGHT, HEIGHT_MESSAGE } from './sandboxedHtml';
import './sandboxedHtml.css';

export interface SandboxedHtmlFrameProps {
  /** The author's HTML, scripts included, as the package has it (unsanitised: it runs in the sandbox). */
  html: string;
  /** The course language: the frame's document carries it, and its direction. */
  language: string;
  /** The frame's accessible name. */
  title: string;
  /** The height until the frame reports its own (CSS px). */
  initialHeight?: number;
  /** Lets the author's content (an embedded player, say) go full screen. */
  allowFullscreen?: boolean;
}

/**
 * Author HTML in <iframe sandbox="allow-scripts" srcdoc>: its scripts run, but in an opaque
 * origin, never in the player's page. The frame reports its content height; only messages whose
 * source is this frame's window are read, and the height is clamped. Used by the htmlBlock content
 * block and by any plugin that has to show an author's embed code (the scenario question type).
 */
export function SandboxedHtmlFrame({ html, language, title, initialHeight = DEFAULT_HEIGHT, allowFullscreen = false }: SandboxedHtmlFrameProps) {
  const host = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(initialHeight);
  const [srcdoc, setSrcdoc] = useState<string | null>(null);

  // The frame inherits the page's text colour and font (it cannot see the player's CSS).
  useLayoutEffect(() => {
    const style = host.current ? getComputedStyle(host.current) : null;
    setSrcdoc(buildSrcdoc(html, { lang: language, dir: isRtlLanguage(language) ? 'rtl' : 'ltr', color: style?.color || undefined, font: style?.fontFamily || undefined }));
  }, [html, language]);

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

  return (
    <div ref={host} className="bd-html-block">
      {srcdoc !== null ? (
        <iframe
          ref={frame}
          className="bd-html-frame"
          sandbox={FRAME_SANDBOX}
          srcDoc={srcdoc}
          title={title}
          allow={allowFullscreen ? 'fullscreen' : undefined}
          allowFullScreen={allowFullscreen || undefined}
          style={{ blockSize: `${height}px` }}
        />
      ) : (
        <div className="bd-html-frame" style={{ blockSize: `${height}px` }} aria-hidden="true" />
      )}
    </div>
  );
}
