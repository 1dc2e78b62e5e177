/**
 * Walkthrough (SPEC 2.12, 3.7 `walkthrough`): a guided sequence of steps, one shown at a time with
 * Previous / Next. PACKAGE-FORMAT.md gives no shape; this plugin reads this one:
 *
 *   <div class="eg-content-editor" data-type="walkthrough">
 *     <h2>…</h2><p>…</p>                                   optional introduction
 *     <div class="walkthrough-step" data-step-id="spring" data-step-title="Spring">
 *       <img src="media/spring.svg" alt="…" width="640" height="400">   optional: the step's picture
 *       <p>…</p>                                           the step's text
 *     </div>
 *     …
 *   </div>
 *
 * Read leniently: a step is `.walkthrough-step`, `.step` or any element with data-step-id (not inside
 * another step); without an id it gets 'step-{n}'; repeated ids keep their first. Its title is
 * data-step-title, else its first heading (which is then not repeated in the text). Its picture is its
 * first <img>, shown in a box of the image's own proportions (width/height attributes; 16:10 until
 * known), so nothing shifts while it loads. A fragment without steps renders as its static HTML.
 *
 * Saved state (progress record field `walkthrough`, keyed by block id): the last two entries of the
 * navigation history, as step ids, e.g. ['spring', 'summer'] (the last is the step shown). Read
 * leniently: the SPEC's other description {navigationHistory: [...]}, and entries given as step
 * numbers (0-based indexes) are accepted too. Nothing is saved before the learner moves; a retake
 * clears the field (SPEC 4.5).
 */
import { hasContent, outermost, uniqueIds } from '../shared/fragmentText';

export interface Step {
  id: string;
  title: string;
  image: { src: string; alt: string; width: number; height: number } | null;
  /** The step without its picture (and without the heading used as its title). */
  body: Element;
}

export interface Walkthrough {
  steps: Step[];
  intro: Element | null;
}

/** The last two navigation history entries (step ids); the last one is the step shown. */
export type WalkthroughState = string[];

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const STEP = '.walkthrough-step, .step, [data-step-id]';

const positive = (v: string | null) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export function parseWalkthrough(root: Element): Walkthrough {
  const steps: Step[] = [];
  const found = outermost(root, STEP);
  // A duplicated or missing id gets one of its own: the author's step must not vanish with it.
  const ids = uniqueIds(
    found.map((el) => clean(el.getAttribute('data-step-id'))),
    'step',
  );
  found.forEach((el, n) => {
    const id = ids[n]!;
    const body = el.cloneNode(true) as Element;
    let title = clean(el.getAttribute('data-step-title'));
    if (!title) {
      const heading = body.querySelector('h1, h2, h3, h4, h5, h6');
      if (heading) {
        title = clean(heading.textContent);
        heading.remove();
      }
    }
    const img = body.querySelector('img[src]');
    let image: Step['image'] = null;
    if (img) {
      image = { src: img.getAttribute('src') ?? '', alt: clean(img.getAttribute('alt')), width: positive(img.getAttribute('width')), height: positive(img.getAttribute('height')) };
      // The picture's wrapper goes with it when it held nothing else.
      const parent = img.parentElement;
      img.remove();
      if (parent && parent !== body && !hasContent(parent)) parent.remove();
    }
    steps.push({ id, title, image, body });
  });
  const introCopy = root.cloneNode(true) as Element;
  outermost(introCopy, STEP).forEach((s) => s.remove());
  return { steps, intro: hasContent(introCopy) ? introCopy : null };
}

/** The index of the step a saved state points at (0 when it points nowhere). */
export function stepIndexOf(data: Walkthrough, saved: unknown): number {
  const history = Array.isArray(saved) ? saved : saved && typeof saved === 'object' ? (saved as { navigationHistory?: unknown }).navigationHistory : undefined;
  if (!Array.isArray(history) || history.length === 0) return 0;
  const last = history[history.length - 1];
  if (typeof last === 'string') {
    const i = data.steps.findIndex((s) => s.id === last);
    if (i >= 0) return i;
    if (/^\d+$/.test(last)) return Math.min(Number(last), data.steps.length - 1);
    return 0;
  }
  if (typeof last === 'number' && Number.isInteger(last) && last >= 0) return Math.min(last, Math.max(0, data.steps.length - 1));
  return 0;
}

/** The state after moving from step `from` to step `to`: the last two history entries. */
export function navigate(data: Walkthrough, from: number, to: number): WalkthroughState {
  return [data.steps[from]?.id, data.steps[to]?.id].filter((x): x is string => typeof x === 'string');
}
