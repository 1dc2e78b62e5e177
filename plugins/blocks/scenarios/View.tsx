import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import type { Avatar } from './avatars';
import { chooseEntry, NAV_HIST_KEY, parseScenario, positionOf, startEntry, visit, withHistory, type Choice, type Markup, type ScenarioEntry, type ScenarioState } from './model';
import './scenarios.css';

/** The scene's avatar in its mood, at a fixed small size whatever the author's picture measures. */
function AvatarPicture({ avatar, t, mediaUrl }: { avatar: Avatar; t: ContentBlockViewProps['t']; mediaUrl: ContentBlockViewProps['mediaUrl'] }) {
  return <img className="sc-avatar" src={avatar.packagePath ? mediaUrl(avatar.src) : avatar.src} alt={avatar.alt || t('[avatar image]')} width={112} height={112} decoding="async" />;
}

/**
 * A branching scenario. Before the learner starts: the title, the introduction and "Start scenario".
 * Then one scene at a time: what the learner chose last (and the author's feedback on it), the
 * scene's avatar in its mood and its text, and its choices as native buttons; a final scene (or a
 * choice that leads nowhere) ends it, with "Restart scenario". Each step moves keyboard focus to the
 * new scene, so a screen reader reads it next. The path is saved as SPEC 3.7 says (see model.ts) and
 * restored after a reload.
 */
export default function ScenarioView({ root, block, state, setState, stateOf, t, announce, renderHtml, mediaUrl }: ContentBlockViewProps<ScenarioState>) {
  const data = useMemo(() => parseScenario(root), [root]);
  const position = positionOf(data, state);
  const sceneRef = useRef<HTMLDivElement>(null);
  const focusScene = useRef(false);
  const base = useId();

  useEffect(() => {
    if (!focusScene.current) return;
    focusScene.current = false;
    sceneRef.current?.focus();
  });

  const html = (content: Markup | null, className: string) => (content ? (renderHtml(content, className) as ReactNode) : null);
  if (data.scenes.length === 0) return html(data.staticContent ?? null, 'block-html');

  const go = (entry: ScenarioEntry, fresh: boolean) => {
    const history = fresh ? [entry[0]] : visit((stateOf(NAV_HIST_KEY) as Record<string, unknown> | undefined)?.[block.id], entry[0]);
    setState(entry);
    setState(withHistory(stateOf(NAV_HIST_KEY), block.id, history), NAV_HIST_KEY);
    focusScene.current = true;
    const next = data.scenes.find((s) => s.id === entry[0]);
    if (next?.title) announce(next.title);
  };
  const start = () => go(startEntry(data), true);
  const choose = (fromId: string, choice: Choice) => go(chooseEntry(fromId, choice), false);

  const current = position?.current;
  const ended = !!position && (!current || current.final);
  const promptId = `${base}-prompt`;

  return (
    <div className={`sc ${ended ? 'is-ended' : ''}`}>
      {data.title ? <h2 className="sc-title">{data.title}</h2> : null}
      {html(data.intro, 'block-html sc-intro')}
      {!position ? (
        <div className="sc-start">
          {html(data.startContent, 'block-html sc-start-text')}
          <button type="button" className="btn btn-primary sc-start-button" onClick={start}>
            {t('[start scenario]')}
          </button>
        </div>
      ) : (
        <div key={position.currentId} ref={sceneRef} className="sc-scene" data-scene-id={position.currentId} tabIndex={-1} role="group" aria-label={current?.title || undefined}>
          {position.choice && !(position.choice.continues && !position.choice.feedback) ? (
            <div className="sc-previous">
              <p className="sc-previous-choice">
                <span className="sc-previous-label">{t('[previous choice]')}</span> <span className="sc-previous-text">{position.choice.text}</span>
              </p>
              {html(position.choice.feedback, 'block-html sc-feedback')}
            </div>
          ) : null}
          {current ? (
            <div className={`sc-body ${current.avatar ? 'has-avatar' : ''}`}>
              {current.avatar ? <AvatarPicture avatar={current.avatar} t={t} mediaUrl={mediaUrl} /> : null}
              {html(current.content, 'block-html sc-content')}
            </div>
          ) : (
            <p className="sc-no-more">{t('[no additional scenes]')}</p>
          )}
          {current && !current.final ? (
            <>
              <p id={promptId} className="sc-prompt">
                {t('[scenario tooltip text]')}
              </p>
              <ul className="sc-choices" aria-labelledby={promptId}>
                {current.choices.map((choice, i) => (
                  <li key={`${i}-${choice.target}`}>
                    <button type="button" className="sc-choice" data-target-scene={choice.target} onClick={() => choose(current.id, choice)}>
                      <span className="sc-choice-text">{choice.continues ? t('[continue]') : choice.text}</span>
                      <svg className="sc-choice-arrow" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                        <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {ended || position.previous ? (
            <div className="sc-actions">
              <button type="button" className={`btn ${ended ? 'btn-primary' : 'btn-quiet'} sc-restart`} onClick={start}>
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" className="sc-restart-icon">
                  <path d="M10 3a7 7 0 1 1-6.6 4.7l1.9.6A5 5 0 1 0 10 5v2.5L6 4.5 10 1.5z" fill="currentColor" />
                </svg>
                {t('[restart scenario]')}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
