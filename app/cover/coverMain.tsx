performance.mark('player:script');
import '../styles';
import { savedProgressText } from '../../adapters/delivery/browser/savedProgress';
import { startAccessibilityEffects } from '../a11yEffects';
import { startCover } from './startCover';

// The entry of a page with a pre-rendered cover (scripts/prerender); app/main.tsx is the plain page's.
// The cover is in the page already: the browser paints it first, then it is hydrated (a deferred
// script otherwise runs before the first frame and holds the title back by its own run time). A
// page opened in a background tab has no frames: the timer starts it anyway.
const root = document.getElementById('root') as HTMLElement;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  startCover(root, (key) => savedProgressText(key));
};
// The settings the head applied before the first paint get their fonts and seizure-safe rules at once.
startAccessibilityEffects();
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 200);
