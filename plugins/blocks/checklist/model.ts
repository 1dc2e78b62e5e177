/**
 * Checklist: the fragment shapes this block reads (PACKAGE-FORMAT.md: "checklist (children:
 * checklistItem)", "A container with an empty fragment takes its items from its children entries";
 * SPEC 2.12 also names checklistContent).
 *
 *   content/{listId}.html      <div class="eg-content-editor" data-type="checklist"></div>
 *                              (empty, or an optional title / introduction)
 *   data.js                    {"id": listId, "children": [{"id": itemId, "children": []}, ...]}
 *   content/{itemId}.html      <div class="eg-content-editor" data-type="checklistItem"><p>Item text</p></div>
 *
 * Read leniently:
 * - items written inside the checklist fragment itself (`[data-type="checklistItem"]`,
 *   `.checklist-item`, each with a data-id) are used instead of the children; the rest of the
 *   fragment is the introduction;
 * - when some children are checklistItem, those are the items and any other child (checklistContent,
 *   a text block) is shown before the list; when none is, every child with content is an item;
 * - an item's own children (a checklistContent note) are shown under its text; an item that failed
 *   to load or shows nothing is left out.
 * The block also claims the data-type checklistContent: standing alone it is static text, and with
 * checklistItem children it is a checklist.
 *
 * Saved state (SPEC 3.7 checklistItems {listId: {itemId: {isChecked}}}): this block's entry, under
 * its block id, is {itemId: {isChecked}} with the item ids of data.js (or the inline data-ids).
 */
import type { LoadedChild } from '../shared/childFragments';
import { hasContent, outermost, remainderOf, uniqueIds } from '../shared/fragmentText';

export interface ChecklistItem {
  id: string;
  /** The item's markup, then its own children's. */
  parts: Element[];
}

export interface ChecklistData {
  intro: Element[];
  items: ChecklistItem[];
}

/** SPEC 3.7: one checklist's ticks. */
export type ChecklistState = Record<string, { isChecked: boolean }>;

export const ITEM_TYPE = 'checklistItem';
const INLINE_ITEM = `[data-type="${ITEM_TYPE}"], .checklist-item`;

export function parseInlineItems(root: Element): ChecklistData {
  const found = outermost(root, INLINE_ITEM).filter(hasContent);
  if (found.length === 0) return { intro: hasContent(root) ? [root] : [], items: [] };
  const ids = uniqueIds(
    found.map((el) => el.getAttribute('data-id') ?? el.getAttribute('data-item-id') ?? el.id),
    'item',
  );
  const intro = remainderOf(root, found);
  return { intro: intro ? [intro] : [], items: found.map((el, i) => ({ id: ids[i]!, parts: [el] })) };
}

function partsOf(child: LoadedChild): Element[] {
  return [...(child.root && hasContent(child.root) ? [child.root] : []), ...child.children.flatMap(partsOf)];
}

export function itemsFromChildren(root: Element, children: readonly LoadedChild[]): ChecklistData {
  const typed = children.some((c) => c.dataType === ITEM_TYPE);
  const intro: Element[] = hasContent(root) ? [root] : [];
  const items: ChecklistItem[] = [];
  for (const child of children) {
    const parts = partsOf(child);
    if (parts.length === 0) continue;
    if (!typed || child.dataType === ITEM_TYPE) items.push({ id: child.ref.id, parts });
    else intro.push(...parts);
  }
  return { intro, items };
}

/** Reads a saved entry leniently: anything but a record of {isChecked} ticks counts as nothing ticked. */
export function readState(saved: unknown): ChecklistState {
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
  const out: ChecklistState = {};
  for (const [id, value] of Object.entries(saved as Record<string, unknown>)) {
    const checked = value === true || (!!value && typeof value === 'object' && (value as { isChecked?: unknown }).isChecked === true);
    out[id] = { isChecked: checked };
  }
  return out;
}

export const isChecked = (state: ChecklistState, id: string): boolean => state[id]?.isChecked === true;

/** The state after the learner ticks or unticks one item (the other entries are kept as they are). */
export function withTick(state: ChecklistState, id: string, checked: boolean): ChecklistState {
  return { ...state, [id]: { isChecked: checked } };
}

/** How many of the shown items are ticked (a saved tick of an item the list no longer has is not counted). */
export function countChecked(state: ChecklistState, items: readonly ChecklistItem[]): number {
  return items.filter((i) => isChecked(state, i.id)).length;
}
