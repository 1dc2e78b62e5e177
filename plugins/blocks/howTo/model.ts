/**
 * How-to guide: the fragment shapes this block reads (PACKAGE-FORMAT.md: "howTo (children: howToItem)",
 * "A container with an empty fragment takes its items from its children entries").
 *
 *   content/{howToId}.html     <div class="eg-content-editor" data-type="howTo"></div>
 *                              (empty, or an optional title / introduction)
 *   data.js                    {"id": howToId, "children": [{"id": stepId, "children": []}, ...]}
 *   content/{stepId}.html      <div class="eg-content-editor" data-type="howToItem">
 *                                <h3>An optional step title</h3><p>What to do</p>
 *                              </div>
 *
 * Read leniently:
 * - steps written inside the howTo fragment itself (`[data-type="howToItem"]`, `.how-to-item`,
 *   `.how-to-step`) are used instead of the children; the rest of the fragment is the introduction;
 * - when some children are howToItem, those are the steps and any other child (howToContent, a
 *   text block) is shown before them; when none is, every child with content is a step;
 * - a step's own children (a picture, a note) are shown inside the step; a step that failed to load
 *   or shows nothing is left out.
 * With no step at all the block is shown as its static HTML, children included.
 */
import type { LoadedChild } from '../shared/childFragments';
import { hasContent, outermost, remainderOf, uniqueIds } from '../shared/fragmentText';

export interface HowToStep {
  id: string;
  /** The step's markup, then its own children's, in order. */
  parts: Element[];
}

export interface HowToData {
  /** The author's markup before the steps: the howTo fragment's own, then non-step children. */
  intro: Element[];
  steps: HowToStep[];
}

export const STEP_TYPE = 'howToItem';
const INLINE_STEP = `[data-type="${STEP_TYPE}"], .how-to-item, .how-to-step`;

/** The steps the howTo fragment holds itself (none in the packages' usual shape). */
export function parseInlineSteps(root: Element): HowToData {
  const found = outermost(root, INLINE_STEP).filter(hasContent);
  if (found.length === 0) return { intro: hasContent(root) ? [root] : [], steps: [] };
  const ids = uniqueIds(
    found.map((el) => el.getAttribute('data-id') ?? el.id),
    'step',
  );
  const intro = remainderOf(root, found);
  return { intro: intro ? [intro] : [], steps: found.map((el, i) => ({ id: ids[i]!, parts: [el] })) };
}

/** Everything a loaded child shows: its own markup, then its children's, depth first. */
export function partsOf(child: LoadedChild): Element[] {
  return [...(child.root && hasContent(child.root) ? [child.root] : []), ...child.children.flatMap(partsOf)];
}

/** The steps of a howTo whose fragment holds none: its children entries (see the shapes above). */
export function stepsFromChildren(root: Element, children: readonly LoadedChild[]): HowToData {
  const typed = children.some((c) => c.dataType === STEP_TYPE);
  const intro: Element[] = hasContent(root) ? [root] : [];
  const steps: HowToStep[] = [];
  for (const child of children) {
    const parts = partsOf(child);
    if (parts.length === 0) continue;
    if (!typed || child.dataType === STEP_TYPE) steps.push({ id: child.ref.id, parts });
    else intro.push(...parts);
  }
  return { intro, steps };
}
