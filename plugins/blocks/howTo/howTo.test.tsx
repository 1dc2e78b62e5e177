import { render, screen, waitFor } from '@testing-library/react';
import type { BlockRef } from '@core';
import plugin from '.';
import { loadChildren } from '../shared/childFragments';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import { parseInlineSteps, stepsFromChildren } from './model';
import View from './View';

const files: Record<string, string> = {
  s1: '<div class="eg-content-editor" data-type="howToItem"><h3>Wet the cloth</h3><p>Lukewarm water.</p></div>',
  s2: '<div class="eg-content-editor" data-type="howToItem"><p>Support the leaf from below.</p></div>',
  s3: '<div class="eg-content-editor" data-type="howToItem"><p>Wipe from stem to tip.</p></div>',
  n: '<div class="eg-content-editor" data-type="howToContent"><p>You need a soft cloth.</p></div>',
  pic: '<div class="eg-content-editor" data-type="oneImage"><img src="x.svg" alt="A cloth"></div>',
  empty: '<div class="eg-content-editor" data-type="howToItem"></div>',
};
const loadChild = (ref: BlockRef) => Promise.resolve(files[ref.id] ? fragment(files[ref.id]!) : null);
const ref = (id: string, children: BlockRef[] = []): BlockRef => ({ id, children });
const EMPTY = '<div class="eg-content-editor" data-type="howTo"></div>';

describe('howTo registration', () => {
  it('claims howTo, owns its children and keeps no state', () => {
    expect(plugin.dataType).toBe('howTo');
    expect(plugin.ownsChildren).toBe(true);
    expect(plugin.state).toBeUndefined();
  });
});

describe('howTo steps', () => {
  it('takes howToItem children as steps (with their own children), other children before them, failed or empty ones left out', async () => {
    const kids = await loadChildren([ref('s1', [ref('pic')]), ref('n'), ref('missing'), ref('empty'), ref('s2')], loadChild);
    const data = stepsFromChildren(fragment('<div data-type="howTo"><h2>Clean the leaves</h2></div>'), kids);
    expect(data.steps.map((s) => [s.id, s.parts.map((p) => p.getAttribute('data-type'))])).toEqual([
      ['s1', ['howToItem', 'oneImage']],
      ['s2', ['howToItem']],
    ]);
    expect(data.intro.map((e) => e.textContent?.trim())).toEqual(['Clean the leaves', 'You need a soft cloth.']);
  });

  it('takes every child as a step when none is typed howToItem', async () => {
    const kids = await loadChildren([ref('n'), ref('pic')], loadChild);
    expect(stepsFromChildren(fragment(EMPTY), kids).steps.map((s) => s.id)).toEqual(['n', 'pic']);
  });

  it('reads steps written inside the howTo fragment itself', () => {
    const data = parseInlineSteps(fragment('<div data-type="howTo"><p>Intro</p><div class="how-to-item" data-id="a"><p>A</p></div><div data-type="howToItem"><p>B</p></div></div>'));
    expect(data.steps.map((s) => [s.id, s.parts[0]!.textContent])).toEqual([
      ['a', 'A'],
      ['step-2', 'B'],
    ]);
    expect(data.intro.map((e) => e.textContent)).toEqual(['Intro']);
    expect(parseInlineSteps(fragment(EMPTY)).steps).toEqual([]);
  });
});

describe('howTo view', () => {
  it('holds the space while loading, then lists the numbered steps as "step X of Y"', async () => {
    const block = ref('h', [ref('s1'), ref('s2'), ref('s3')]);
    const { container } = render(<View {...blockViewProps(fragment(EMPTY), { block, loadChild })} />);
    expect(container.querySelector('.ht-skeleton')).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('list')).toBeTruthy());
    expect(screen.getByRole('list').getAttribute('aria-label')).toBe('[how to]');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.ht-label')!.textContent)).toEqual([1, 2, 3].map((n) => `[step X of Y] ${JSON.stringify({ currentStepCount: n, totalStepCount: 3 })}`));
    expect(items[0]!.textContent).toContain('Wet the cloth');
    expect(items[0]!.querySelector('.ht-number')!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.ht-skeleton')).toBeNull();
  });

  it('shows a howTo without any step as its static HTML', async () => {
    const { container } = render(<View {...blockViewProps(fragment('<div data-type="howTo"><p>Nothing to do</p></div>'), { loadChild })} />);
    await waitFor(() => expect(container.querySelector('.ht-skeleton')).toBeNull());
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.textContent).toBe('Nothing to do');
  });
});
