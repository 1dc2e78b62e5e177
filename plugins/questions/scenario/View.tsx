import { useMemo, type ReactNode } from 'react';
import type { QuestionViewProps } from '@core';
import { SandboxedHtmlFrame } from '../../shared/SandboxedHtmlFrame';
import { LazyFrame } from '../../shared/LazyFrame';
import { embedCodeUrl, frameUrl, readScenario, type Response } from './model';
import './scenario.css';

/** Until the frame of an embed code reports its height. */
const EMBED_CODE_HEIGHT = 360;

/**
 * The scenario page (the app draws the title and instructions above it): the scenario in a frame,
 * then the author's learning contents. An embedUrl loads in a lazily loaded, titled frame that may
 * go full screen, and so does an embed code that is a single frame; any other embed code runs in a
 * sandboxed frame, as the htmlBlock content block does;
 * with neither, a short message says the scenario cannot be shown.
 */
export default function View({ question, t, language, mediaUrl, renderBlocks }: QuestionViewProps<Response>) {
  const scenario = useMemo(() => readScenario(question), [question]);
  const src = useMemo(() => frameUrl(scenario.embedUrl ?? embedCodeUrl(scenario.embedCode), mediaUrl), [scenario.embedUrl, scenario.embedCode, mediaUrl]);
  const title = question.title.trim() || t('player:embedded content');

  let embed: ReactNode;
  if (src) {
    embed = (
      <LazyFrame
        className="q-scenario-frame"
        frame={{ src, title, allow: 'fullscreen', allowFullscreen: true, aspectRatio: 16 / 9, height: null }}
      />
    );
  } else if (scenario.embedCode) {
    embed = <SandboxedHtmlFrame html={scenario.embedCode} language={language} title={title} initialHeight={EMBED_CODE_HEIGHT} allowFullscreen />;
  } else {
    embed = <p className="q-scenario-unavailable">{t('player:scenario unavailable')}</p>;
  }

  return (
    <div className="content-page-body q-scenario">
      <div className="q-scenario-embed" data-source={src ? 'url' : scenario.embedCode ? 'code' : 'none'}>
        {embed}
      </div>
      {renderBlocks(question.learningContents) as ReactNode}
    </div>
  );
}
