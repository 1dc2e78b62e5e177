import { flushSync } from 'react-dom';
import { prerenderedCover } from './prerendered';
import { setTakingOver } from './takingOver';

/**
 * Controls the learner can reach in the cover, in document order: the pre-rendered and the live cover
 * have the same ones, the user menu's button included (the accessibility section is in every menu
 * but review mode's, whose cover has no button either: CoverView.tsx).
 */
const CONTROLS = 'a[href], button, [tabindex]';
const controls = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(CONTROLS)];

/**
 * The player's app replaces the hydrated cover (issue 13) with the live cover, drawn by the same
 * components with the learner's values. The learner must not notice: the control that had focus
 * keeps it, and a button pressed while the player loaded (the user menu, a card's details), or a
 * start the cover held back, is pressed again on the live cover, where it now does something.
 */
export function takeOverCover(container: HTMLElement, render: () => void): void {
  const before = controls(container);
  const focused = before.indexOf(document.activeElement as HTMLElement);
  const pressed = pressedButton ? before.indexOf(pressedButton) : -1;
  document.removeEventListener('click', remember, true);
  const model = prerenderedCover();
  setTakingOver({ lang: model?.lang ?? '', introductionHtml: !model || model.introductionInteractive ? null : model.introductionHtml });
  try {
    flushSync(render);
  } finally {
    setTakingOver(null);
    // A cover kept off the screen as not the one asked for (another language): the player's is there now.
    document.documentElement.removeAttribute('data-cover-stale');
  }
  const after = controls(container);
  if (focused >= 0 && after.length === before.length) after[focused]?.focus({ preventScroll: true });
  if (pressed >= 0 && after.length === before.length) after[pressed]?.click();
}

let pressedButton: HTMLElement | null = null;

function remember(event: Event) {
  const button = (event.target as Element | null)?.closest?.('button');
  if (button) pressedButton = button;
}
/** A control whose press the cover held back for the player (a start that must lead to the learner's own page). */
export function rememberPress(control: HTMLElement): void {
  pressedButton = control;
}
/** Called by the cover's entry: which button the learner pressed before the player was there. */
export function rememberPressedButtons(): void {
  document.addEventListener('click', remember, true);
}
