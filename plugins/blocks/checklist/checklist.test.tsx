import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BlockRef } from '@core';
import plugin from '.';
import { loadChildren } from '../shared/childFragments';
import { BlockHarness, blockViewProps, fragment } from '../shared/blockHarness.testing';
import { countChecked, itemsFromChildren, parseInlineItems, readState, withTick, type ChecklistState } from './model';
import View from './View';

const files: Record<string, string> = {
  i1: '<div class="eg-content-editor" data-type="checklistItem"><p>A pot 2–5 cm wider</p></div>',
  i2: '<div class="eg-content-editor" data-type="checklistItem"><p>Fresh potting mix</p></div>',
  i3: '<div class="eg-content-editor" data-type="checklistItem"><p>Water the day before</p></div>',
  note: '<div class="eg-content-editor" data-type="checklistContent"><p>Take your time.</p></div>',
  sub: '<div class="eg-content-editor" data-type="checklistContent"><p>Terracotta breathes.</p></div>',
};
const loadChild = (ref: BlockRef) => Promise.resolve(files[ref.id] ? fragment(files[ref.id]!) : null);
const ref = (id: string, children: BlockRef[] = []): BlockRef => ({ id, children });
const LIST = '<div class="eg-content-editor" data-type="checklist"><h2>Before you repot</h2></div>';
const block = ref('list1', [ref('i1', [ref('sub')]), ref('note'), ref('i2'), ref('gone'), ref('i3')]);

/** The view with its state saved as the session saves it; `spy` sees each state the list saves. */
function Saved({ initial, spy }: { initial?: ChecklistState; spy: jest.Mock & { announce: jest.Mock } }) {
  return (
    <BlockHarness<ChecklistState>
      View={View}
      root={fragment(LIST)}
      block={block}
      loadChild={loadChild}
      initial={initial ? { [block.id]: initial } : {}}
      onSave={(saved) => spy(saved[block.id])}
      announce={spy.announce}
    />
  );
}

describe('checklist registration', () => {
  it('claims checklist (and checklistContent), owns its children and saves checklistItems', () => {
    expect(plugin.dataType).toBe('checklist');
    expect(plugin.aliases).toEqual(['checklistContent']);
    expect(plugin.ownsChildren).toBe(true);
    // SPEC 3.7 checklistItems, cleared by a retake (SPEC 4.5), the last state a full record gives up.
    expect(plugin.state).toEqual({ key: 'checklistItems', denseKey: 'ci', clearedOnNewAttempt: true, dropRank: 90 });
  });
});

describe('checklist items and state', () => {
  it('takes checklistItem children as items (their own children inside), other children before the list', async () => {
    const data = itemsFromChildren(fragment(LIST), await loadChildren(block.children, loadChild));
    expect(data.items.map((i) => [i.id, i.parts.map((p) => p.textContent)])).toEqual([
      ['i1', ['A pot 2–5 cm wider', 'Terracotta breathes.']],
      ['i2', ['Fresh potting mix']],
      ['i3', ['Water the day before']],
    ]);
    expect(data.intro.map((e) => e.textContent)).toEqual(['Before you repot', 'Take your time.']);
  });

  it('reads items written in the fragment itself, with their data-ids', () => {
    const data = parseInlineItems(fragment('<div data-type="checklist"><p>Intro</p><div class="checklist-item" data-id="a">A</div><div data-type="checklistItem">B</div></div>'));
    expect(data.items.map((i) => i.id)).toEqual(['a', 'item-2']);
    expect(data.intro.map((e) => e.textContent)).toEqual(['Intro']);
  });

  it('keeps the SPEC 3.7 shape {itemId: {isChecked}} and reads odd saved values leniently', () => {
    let s: ChecklistState = {};
    s = withTick(s, 'i1', true);
    s = withTick(s, 'i2', true);
    s = withTick(s, 'i1', false);
    expect(s).toEqual({ i1: { isChecked: false }, i2: { isChecked: true } });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(readState({ a: { isChecked: true }, b: true, c: 'yes', d: null })).toEqual({ a: { isChecked: true }, b: { isChecked: true }, c: { isChecked: false }, d: { isChecked: false } });
    expect(readState(undefined)).toEqual({});
    expect(readState([1, 2])).toEqual({});
    expect(readState('x')).toEqual({});
  });

  it('counts only ticks of items the list has', () => {
    const items = [{ id: 'a', parts: [] }, { id: 'b', parts: [] }];
    expect(countChecked({ a: { isChecked: true }, z: { isChecked: true } }, items)).toBe(1);
  });
});

describe('checklist view', () => {
  it('holds the space while loading, then shows real checkboxes labelled by the items, and a progress line', async () => {
    const spy = Object.assign(jest.fn(), { announce: jest.fn() });
    const { container } = render(<Saved spy={spy} />);
    expect(container.querySelector('.cl-skeleton')).not.toBeNull();
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    expect(screen.getByRole('checkbox', { name: /Fresh potting mix/ })).toBeTruthy();
    expect(screen.getByRole('list').getAttribute('aria-label')).toBe('[checklist]');
    expect(container.querySelector('.cl-progress-text')!.textContent).toBe('[progress]: 0/3');
    expect(container.textContent).toContain('Take your time.');
  });

  it('saves a tick as {itemId: {isChecked}}, announces the progress, and marks the list completed', async () => {
    const spy = Object.assign(jest.fn(), { announce: jest.fn() });
    const { container } = render(<Saved spy={spy} />);
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    fireEvent.click(screen.getByRole('checkbox', { name: /Fresh potting mix/ }));
    expect(spy).toHaveBeenLastCalledWith({ i2: { isChecked: true } });
    expect(spy.announce).toHaveBeenLastCalledWith('[progress]: 1/3');
    expect(container.querySelector('.cl-progress-text')!.textContent).toBe('[progress]: 1/3');
    fireEvent.click(screen.getByRole('checkbox', { name: /A pot/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Water the day/ }));
    expect(spy).toHaveBeenLastCalledWith({ i1: { isChecked: true }, i2: { isChecked: true }, i3: { isChecked: true } });
    expect(spy.announce).toHaveBeenLastCalledWith('[progress]: 3/3. [completed]');
    expect(container.querySelector('.cl-completed')).not.toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Fresh potting mix/ }));
    expect(spy).toHaveBeenLastCalledWith({ i1: { isChecked: true }, i2: { isChecked: false }, i3: { isChecked: true } });
    expect(container.querySelector('.cl-completed')).toBeNull();
  });

  it('shows saved ticks (after a reload) and nothing ticked when the state is cleared (a retake)', async () => {
    const spy = Object.assign(jest.fn(), { announce: jest.fn() });
    const { unmount } = render(<Saved spy={spy} initial={{ i1: { isChecked: true }, i3: { isChecked: true } }} />);
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    expect(screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, false, true]);
    unmount();
    render(<Saved spy={spy} />);
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    expect(screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([false, false, false]);
  });

  it('shows a checklist without items (a lone checklistContent) as its static HTML', async () => {
    const { container } = render(<View {...blockViewProps(fragment('<div data-type="checklistContent"><p>Note</p></div>'))} />);
    await waitFor(() => expect(container.querySelector('.cl-skeleton')).toBeNull());
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(container.textContent).toBe('Note');
  });
});
