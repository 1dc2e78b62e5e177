import { useMemo, useRef, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { MediaPlayer, useBlockPosition } from '../shared/media/MediaPlayer';
import { mediaIndexOf, type MediaProgress } from '../shared/media/progress';
import { parseAudioBlock } from './model';
import './singleAudio.css';

/** An audio block: the browser's own player per audio, progress saved under its media id. */
export default function SingleAudioView(props: ContentBlockViewProps<MediaProgress>) {
  const { root, t, mediaUrl } = props;
  // mediaUrl is a new function on every render of the block; the package's base does not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => parseAudioBlock(root, mediaUrl), [root]);
  const host = useRef<HTMLDivElement>(null);
  const position = useBlockPosition(host);
  if (!data) return props.renderHtml(root) as ReactNode;
  const part = (el: Element | null) => (el ? <div className="bd-audio-text">{props.renderHtml(el) as ReactNode}</div> : null);
  return (
    <div ref={host} className="bd-audio">
      {part(data.before)}
      {data.media.map((item, index) => (
        <MediaPlayer
          key={index}
          item={item}
          storageKey={position === null ? null : props.mediaId(mediaIndexOf(position, index))}
          load={(key) => props.stateOf(key)}
          save={(key, value) => props.setState(value, key)}
          register={props.registerMedia}
          t={t}
          announce={props.announce}
        />
      ))}
      {part(data.after)}
    </div>
  );
}
