import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { PreviewImage } from '@core';
import type { GalleryState } from './ImageGallery';

const Gallery = lazy(() => import(/* webpackChunkName: "image-gallery" */ './ImageGallery'));

type Open = (images: PreviewImage[], index: number) => void;
const PreviewContext = createContext<Open>(() => undefined);

/**
 * The image-preview gallery of SPEC 2.8: a popup with the image, a spinner until it loads, and
 * previous / next (buttons or the arrow keys) when there are several. Escape or a tap outside closes
 * it. The gallery's code loads the first time a learner opens an image.
 */
export function ImagePreview({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GalleryState | null>(null);
  const open = useCallback<Open>((images, index) => setState({ images, index }), []);
  return (
    <PreviewContext.Provider value={open}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <Gallery state={state} onChange={setState} onClose={() => setState(null)} />
        </Suspense>
      ) : null}
    </PreviewContext.Provider>
  );
}

export const useImagePreview = () => useContext(PreviewContext);
