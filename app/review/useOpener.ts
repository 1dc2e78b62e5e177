import { createContext, useContext, useState } from 'react';
import type { CommentTarget, ReviewThreads } from '@core';
import { sameTarget } from './commentPlaces';

/** The review bar's own control for the course title (it has no element in the course to stand beside). */
export const BAR_SPOT = 'review-bar';

export interface Opener {
  /** The control whose form is open (a spot's key, BAR_SPOT), or null when the model opened it (a panel link, commentContext). */
  from: string | null;
  /** A control's press: opens its place's form beside it, or closes it when it is that one already. */
  toggle: (key: string, target: CommentTarget) => void;
  /** Opens a place's form wherever the place stands on the page (the panel's links). */
  show: (target: CommentTarget) => void;
  /** Closes the form; focus goes back to the control of `key` (WAI-ARIA disclosure: Escape returns to its button). */
  close: (key: string | null) => void;
}

const focusControl = (key: string | null) => {
  if (key) document.querySelector<HTMLElement>(`[data-spot="${key}"]`)?.focus();
};

/**
 * Which control opened the form. The model knows the place (`openTarget`); the page may show a place
 * twice (the course title on the cover and in the bar), and the form opens beside the control pressed.
 */
export function useOpenerState(comments: ReviewThreads | null): Opener {
  const [from, setFrom] = useState<string | null>(null);
  return {
    from,
    toggle: (key, target) => {
      if (!comments) return;
      if (from === key && sameTarget(comments.openTarget, target)) {
        comments.close();
        setFrom(null);
        return;
      }
      comments.open(target);
      setFrom(key);
    },
    show: (target) => {
      comments?.open(target);
      setFrom(null);
    },
    close: (key) => {
      comments?.close();
      setFrom(null);
      focusControl(key);
    },
  };
}

export const OpenerContext = createContext<Opener | null>(null);
export const useOpener = () => useContext(OpenerContext);
