import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { frameTreatment, isRtlLanguage, type ContentBlockViewProps, type Translate } from '@core';
import { useNearViewport } from '../../shared/nearViewport';
import { RuledFrame } from '../../shared/RuledFrame';
import { clampPage, FIT, formatSize, keyAction, parseDocumentBlock, zoomIn, zoomOut, ZOOMS, type DocumentBlock } from './model';
import type { OpenedPdf } from './pdfjs';
import './document.css';

/** A document block: the author's text, a PDF viewer for PDFs, and always a download link. */
export default function DocumentView({ root, t, language, announce, renderHtml, mediaUrl }: ContentBlockViewProps) {
  // mediaUrl is a new function on every render of the block; the package's base does not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => parseDocumentBlock(root, mediaUrl), [root]);
  if (!data) return renderHtml(root) as ReactNode;
  return (
    <div className="bd-doc">
      {data.text ? (renderHtml(data.text, 'block-html bd-doc-text') as ReactNode) : null}
      {data.isPdf ? <PdfViewer doc={data} t={t} rtl={isRtlLanguage(language)} announce={announce} /> : null}
      <p className="bd-doc-download">
        <a href={data.url} download={data.fileName} className="bd-doc-download-link">
          <span aria-hidden="true" className="bd-doc-download-icon">
            ⤓
          </span>
          {t('[download file]')}
          {' '}
          <bdi className="bd-doc-file" dir="ltr">
            ({data.fileName}
            {data.size ? `, ${formatSize(data.size)}` : ''})
          </bdi>
        </a>
      </p>
    </div>
  );
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

interface ViewerProps {
  doc: DocumentBlock;
  t: Translate;
  rtl: boolean;
  announce: (message: string) => void;
}

/**
 * pdf.js renders one page at a time on a canvas (hidden from screen readers) under its text layer
 * (real, selectable text in reading order). The library loads only when the viewer is scrolled near.
 * Buttons turn pages and zoom; the page area itself takes the keys of model.ts keyAction. If the
 * library or the file fails, the browser's own PDF viewer takes over in a frame.
 */
function PdfViewer({ doc, t, rtl, announce }: ViewerProps) {
  const base = useId();
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const opened = useRef<OpenedPdf | null>(null);
  const near = useNearViewport(stage);
  const [status, setStatus] = useState<Status>('idle');
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [zoom, setZoom] = useState(FIT);
  const [width, setWidth] = useState(0);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  // Open the file once the viewer is near the viewport.
  useEffect(() => {
    if (!near) return undefined;
    let alive = true;
    setStatus('loading');
    import(/* webpackChunkName: "b-document-pdf" */ './pdfjs')
      .then(({ openPdf }) => openPdf(doc.url))
      .then((pdf) => {
        if (!alive) return pdf.close();
        opened.current = pdf;
        setTotal(pdf.doc.numPages);
        setPage(1);
        setStatus('ready');
      })
      .catch((e: unknown) => {
        console.warn(`The PDF ${doc.url} could not be shown by the viewer`, e);
        if (alive) setStatus('failed');
      });
    return () => {
      alive = false;
      opened.current?.close();
      opened.current = null;
    };
  }, [near, doc.url]);

  // The width available for "fit to width".
  useEffect(() => {
    const el = stage.current;
    if (!el) return undefined;
    const measure = () => setWidth((w) => (Math.abs(w - el.clientWidth) > 1 ? el.clientWidth : w));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [status]);

  // Render the current page at the current zoom.
  useEffect(() => {
    const pdf = opened.current;
    if (status !== 'ready' || !pdf || width <= 0 || !canvas.current || !textLayer.current) return undefined;
    let cancelled = false;
    let cancelRender = () => {};
    const layer = textLayer.current;
    const target = canvas.current;
    (async () => {
      const pdfPage = await pdf.doc.getPage(page);
      if (cancelled) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      const fit = Math.max(0.1, (width - 2) / natural.width);
      const viewport = pdfPage.getViewport({ scale: fit * ZOOMS[zoom]! });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      setSize({ width: Math.floor(viewport.width), height: Math.floor(viewport.height) });
      const task = pdfPage.render({ canvas: target, viewport, transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined });
      cancelRender = () => task.cancel();
      layer.replaceChildren();
      layer.parentElement?.style.setProperty('--total-scale-factor', String(viewport.scale));
      const text = new pdf.pdfjs.TextLayer({ textContentSource: pdfPage.streamTextContent(), container: layer, viewport });
      await Promise.all([task.promise, text.render()]);
    })().catch((e: unknown) => {
      if (!cancelled && (e as { name?: string })?.name !== 'RenderingCancelledException') console.warn('A PDF page could not be drawn', e);
    });
    return () => {
      cancelled = true;
      cancelRender();
    };
  }, [status, page, zoom, width]);

  const go = useCallback(
    (next: number) => {
      const target = clampPage(next, total);
      if (target === page) return;
      setPage(target);
      announce(t('[page counter caption]', { index: target, total }));
    },
    [page, total, announce, t],
  );
  const zoomTo = (index: number) => {
    if (index === zoom) return;
    setZoom(index);
    announce(t('player:zoom level', { percent: Math.round(ZOOMS[index]! * 100) }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (status !== 'ready' || event.altKey || event.ctrlKey || event.metaKey) return;
    const el = stage.current;
    const action = keyAction(event.key, rtl, !!el && el.scrollWidth > el.clientWidth + 1);
    if (!action) return;
    event.preventDefault();
    if (action === 'next') go(page + 1);
    else if (action === 'previous') go(page - 1);
    else if (action === 'first') go(1);
    else if (action === 'last') go(total);
    else if (action === 'zoomIn') zoomTo(zoomIn(zoom));
    else if (action === 'zoomOut') zoomTo(zoomOut(zoom));
    else zoomTo(FIT);
  };

  if (status === 'failed') {
    // The browser's own viewer refuses to run in a sandboxed frame, and the frame rule sandboxes
    // every page of the player's origin (a package "PDF" may be an HTML page in disguise): only a
    // PDF from elsewhere gets the native viewer; the package's own leaves the download link.
    const native = frameTreatment(doc.url, window.location.href);
    return (
      <div className="bd-doc-viewer bd-doc-fallback">
        {native.kind === 'frame' && native.sandbox === null ? (
          <>
            <p className="bd-doc-note">{t('player:pdf browser viewer')}</p>
            <RuledFrame className="bd-doc-native" src={doc.url} title={doc.title} />
          </>
        ) : (
          <p className="bd-doc-note">{t('player:pdf not shown')}</p>
        )}
      </div>
    );
  }

  const ready = status === 'ready';
  const counter = ready ? t('[page counter caption]', { index: page, total }) : '';
  const first = page <= 1;
  const last = page >= total;
  return (
    <div className="bd-doc-viewer" data-status={status} data-page={page} data-total={total}>
      <div className="bd-doc-bar" role="group" aria-label={doc.title}>
        <div className="bd-doc-pages">
          <button type="button" className="btn btn-secondary bd-doc-prev" aria-disabled={!ready || first} onClick={() => ready && go(page - 1)}>
            <span aria-hidden="true" className="bd-doc-arrow">
              ←
            </span>{' '}
            <span className="bd-doc-label">{t('[previous]')}</span>
          </button>
          <span className="bd-doc-count">{counter}</span>
          <button type="button" className="btn btn-secondary bd-doc-next" aria-disabled={!ready || last} onClick={() => ready && go(page + 1)}>
            <span className="bd-doc-label">{t('[next]')}</span>{' '}
            <span aria-hidden="true" className="bd-doc-arrow">
              →
            </span>
          </button>
        </div>
        <div className="bd-doc-zoom">
          <button type="button" className="btn btn-quiet bd-doc-zoom-out" aria-label={t('player:zoom out')} aria-disabled={!ready || zoom === 0} onClick={() => ready && zoomTo(zoomOut(zoom))}>
            <span aria-hidden="true">−</span>
          </button>
          <button type="button" className="btn btn-quiet bd-doc-zoom-fit" aria-label={t('player:zoom fit')} aria-disabled={!ready} onClick={() => ready && zoomTo(FIT)}>
            {Math.round(ZOOMS[zoom]! * 100)}%
          </button>
          <button type="button" className="btn btn-quiet bd-doc-zoom-in" aria-label={t('player:zoom in')} aria-disabled={!ready || zoom === ZOOMS.length - 1} onClick={() => ready && zoomTo(zoomIn(zoom))}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
      <div
        ref={stage}
        className="bd-doc-stage"
        tabIndex={0}
        role="region"
        aria-label={ready ? `${doc.title}: ${counter}` : doc.title}
        aria-describedby={`${base}-help`}
        aria-busy={!ready || undefined}
        onKeyDown={onKeyDown}
      >
        <div className="bd-doc-page" style={size ? { inlineSize: `${size.width}px`, blockSize: `${size.height}px` } : undefined} data-sized={size ? true : undefined}>
          <canvas ref={canvas} aria-hidden="true" />
          <div ref={textLayer} className="textLayer" dir="ltr" />
        </div>
      </div>
      <p id={`${base}-help`} className="visually-hidden">
        {t('player:pdf keyboard help')}
      </p>
    </div>
  );
}
