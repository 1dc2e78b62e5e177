import { useEffect, useState } from 'react';
import type { PreviewImage } from '@core';
import { useT } from '../hooks/session';
import { Icon } from './Icon';
import { Popup } from './Popup';

export interface GalleryState {
  images: PreviewImage[];
  index: number;
}

/** The gallery popup itself (see ImagePreview): loaded the first time an image is opened. */
export default function ImageGallery({ state, onChange, onClose }: { state: GalleryState; onChange: (s: GalleryState) => void; onClose: () => void }) {
  const t = useT();
  const count = state.images.length;
  const go = (step: number) => onChange({ ...state, index: (state.index + step + count) % count });
  const image = state.images[state.index];
  return (
    <Popup open onClose={onClose} title={t('[aria label gallery popup]')}>
      {image ? (
        <div
          className="gallery"
          onKeyDown={(e) => {
            if (count < 2) return;
            const rtl = document.documentElement.dir === 'rtl';
            if (e.key === 'ArrowRight') go(rtl ? -1 : 1);
            else if (e.key === 'ArrowLeft') go(rtl ? 1 : -1);
          }}
        >
          <GalleryImage key={image.url} image={image} />
          {count > 1 ? (
            <div className="gallery-nav">
              <button type="button" className="btn btn-secondary" onClick={() => go(-1)}>
                <Icon name="back" />
                {t('[previous]')}
              </button>
              <span aria-live="polite">{`${state.index + 1} / ${count}`}</span>
              <button type="button" className="btn btn-secondary" onClick={() => go(1)}>
                {t('[next]')}
                <Icon name="next" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Popup>
  );
}

function GalleryImage({ image }: { image: PreviewImage }) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(false), [image.url]);
  return (
    <figure className="gallery-figure" aria-busy={!loaded}>
      {loaded ? null : <div className="spinner" role="img" aria-label={t('[aria label loader]')} />}
      <img src={image.url} alt={image.alt} onLoad={() => setLoaded(true)} onError={() => setLoaded(true)} className={loaded ? '' : 'is-loading'} />
    </figure>
  );
}
