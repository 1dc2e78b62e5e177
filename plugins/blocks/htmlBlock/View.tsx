import { useMemo, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { readHtmlBlock } from './model';
import { SandboxedHtmlFrame } from '../../shared/SandboxedHtmlFrame';

/**
 * The author's HTML in a sandboxed, self-sizing frame (SandboxedHtmlFrame): its scripts run, but
 * in an opaque origin. Without raw HTML the fragment renders as static content.
 */
export default function HtmlBlockView({ root, rawHtml, language, t, renderHtml }: ContentBlockViewProps) {
  const info = useMemo(() => readHtmlBlock(root), [root]);
  if (!rawHtml.trim()) return renderHtml(root) as ReactNode;
  return <SandboxedHtmlFrame html={rawHtml} language={language} title={info.title ?? t('player:html block title')} initialHeight={info.initialHeight} />;
}
