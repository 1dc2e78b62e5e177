import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { LazyFrame } from '../../shared/LazyFrame';
import { MediaPlayer, useBlockPosition } from '../shared/media/MediaPlayer';
import type { MediaItem } from '../shared/media/model';
import { mediaIndexOf, type MediaProgress } from '../shared/media/progress';
import { parseVideoBlock } from './model';
import './singleVideo.css';

/**
 * A video block in one of the SPEC 2.12 layouts. Each native video plays with the browser's own
 * controls (keyboard operable as the browser makes them) and saves its progress under its media id;
 * a video host's player is a lazily loaded frame.
 */
export default function SingleVideoView(props: ContentBlockViewProps<MediaProgress>) {
  const { root, dataType, t, mediaUrl } = props;
  // mediaUrl is a new function on every render of the block; the package's base does not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => parseVideoBlock(root, dataType, t('player:video'), mediaUrl), [root, dataType, t]);
  const host = useRef<HTMLDivElement>(null);
  const position = useBlockPosition(host);
  if (!data) return props.renderHtml(root) as ReactNode;

  const medium = (item: MediaItem, index: number) => {
    const style = data.layout === 'twoColumns' && item.width ? ({ '--bd-video-own-width': `${item.width}%` } as CSSProperties) : undefined;
    return (
      <div className="bd-video-item" key={index} style={style}>
        {item.kind === 'frame' ? (
          <LazyFrame frame={item.frame} />
        ) : (
          <MediaPlayer
            item={item}
            storageKey={position === null ? null : props.mediaId(mediaIndexOf(position, index))}
            load={(key) => props.stateOf(key)}
            save={(key, value) => props.setState(value, key)}
            register={props.registerMedia}
            t={t}
            announce={props.announce}
          />
        )}
      </div>
    );
  };
  const media = <div className="bd-video-media">{data.media.map(medium)}</div>;
  const text = data.text ? <div className="bd-video-text">{props.renderHtml(data.text) as ReactNode}</div> : null;
  const textFirst = data.layout === 'bottom' || data.layout === 'right';
  return (
    <div ref={host} className={`bd-video bd-video-${data.layout}`} style={{ '--bd-video-width': `${data.mediaWidth}%` } as CSSProperties}>
      {textFirst ? text : null}
      {media}
      {textFirst ? null : text}
    </div>
  );
}
