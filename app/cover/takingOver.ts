/** The pre-rendered cover the app is replacing (app/cover/takeOver.ts), during that first render only. */
export interface TakenOverCover {
  /** The pre-rendered cover's language (the introduction below is in it). */
  lang: string;
  /** Null when the introduction has an interactive block: the live cover renders it with the block renderer. */
  introductionHtml: string | null;
}

let takingOver: TakenOverCover | null = null;

/** Set while the app's first render replaces the pre-rendered cover; null otherwise. */
export function coverTakenOver(): TakenOverCover | null {
  return takingOver;
}

export function setTakingOver(cover: TakenOverCover | null): void {
  takingOver = cover;
}
