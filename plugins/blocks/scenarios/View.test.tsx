import { fireEvent, render, screen } from '@testing-library/react';
import { BlockHarness, fragment, type Saved } from '../shared/blockHarness.testing';
import View from './View';
import type { ScenarioState } from './model';
import { jsonScenarioHtml, scenarioHtml } from './examples';

function setup(initial: Saved = {}) {
  const saves: Saved[] = [];
  const announce = jest.fn();
  const utils = render(<BlockHarness<ScenarioState> View={View} root={fragment(scenarioHtml)} initial={initial} onSave={(s) => saves.push(s)} announce={announce} />);
  return { ...utils, saves, announce };
}
const choice = (text: string) => screen.getByRole('button', { name: text });
const scene = () => document.querySelector<HTMLElement>('.sc-scene');

describe('scenarios view', () => {
  it('shows the introduction and a start button, and saves nothing before the start', () => {
    const { saves } = setup();
    expect(screen.getByText('Your fern needs you.')).toBeTruthy();
    expect(scene()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '[start scenario]' }));
    expect(scene()?.dataset.sceneId).toBe('s1');
    expect(document.activeElement).toBe(scene());
    expect(saves.at(-1)).toEqual({ b1: ['s1', '', ''], navHist: { b1: ['s1'] } });
    expect(screen.getByText('[scenario tooltip text]')).toBeTruthy();
  });

  it('follows the choices, shows the last choice and its feedback, and saves the path', () => {
    const { saves } = setup({ b1: ['s1', '', ''], navHist: { b1: ['s1'] } });
    fireEvent.click(choice('Mist it'));
    expect(scene()?.dataset.sceneId).toBe('s2');
    expect(document.activeElement).toBe(scene());
    expect(screen.getByText('[previous choice]')).toBeTruthy();
    expect(document.querySelector('.sc-previous-text')?.textContent).toBe('Mist it');
    expect(screen.getByText('Humidity helps.')).toBeTruthy();
    expect(saves.at(-1)).toEqual({ b1: ['s2', 's1', 's2'], navHist: { b1: ['s1', 's2'] } });
    fireEvent.click(choice('Keep misting'));
    expect(saves.at(-1)).toEqual({ b1: ['end-good', 's2', 'end-good'], navHist: { b1: ['s1', 's2', 'end-good'] } });
    // A final scene: no choices, a restart button.
    expect(screen.queryByText('[scenario tooltip text]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '[restart scenario]' }));
    expect(saves.at(-1)).toEqual({ b1: ['s1', '', ''], navHist: { b1: ['s1'] } });
    expect(scene()?.dataset.sceneId).toBe('s1');
  });

  it('restores the saved scene after a reload', () => {
    setup({ b1: ['s2', 's1', 's2'], navHist: { b1: ['s1', 's2'] } });
    expect(scene()?.dataset.sceneId).toBe('s2');
    expect(document.querySelector('.sc-previous-text')?.textContent).toBe('Mist it');
    expect(screen.getByRole('button', { name: 'Keep misting' })).toBeTruthy();
  });

  it('ends with "no more scenes" when a choice leads nowhere', () => {
    setup({ b1: ['s1', '', ''] });
    fireEvent.click(choice('Do nothing'));
    expect(screen.getByText('[no additional scenes]')).toBeTruthy();
    expect(screen.getByRole('button', { name: '[restart scenario]' })).toBeTruthy();
  });

  it('a saved scene this scenario lacks shows the start again', () => {
    setup({ b1: ['gone', '', ''] });
    expect(screen.getByRole('button', { name: '[start scenario]' })).toBeTruthy();
  });
});

describe('scenarios view: the JSON shape', () => {
  function setupJson(initial: Saved = {}) {
    const saves: Saved[] = [];
    const utils = render(<BlockHarness<ScenarioState> View={View} root={fragment(jsonScenarioHtml)} block={{ id: 'b2', children: [] }} initial={initial} onSave={(s) => saves.push(s)} />);
    return { ...utils, saves };
  }
  const shown = (container: HTMLElement) => container.textContent ?? '';

  it('shows a start card with the title and "Start scenario", never the raw data or the avatar library', () => {
    const { container } = setupJson();
    expect(screen.getByRole('heading', { name: 'Site set-up' })).toBeTruthy();
    expect(screen.getByText('<p>Plan a balcony garden.</p>')).toBeTruthy(); // the harness shows strings as text
    expect(screen.getByRole('button', { name: '[start scenario]' })).toBeTruthy();
    expect(shown(container)).not.toMatch(/[{}]|"type"/);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('plays scene by scene with the avatar of each scene, saves the path and restores it', () => {
    const { container, saves, unmount } = setupJson();
    fireEvent.click(screen.getByRole('button', { name: '[start scenario]' }));
    expect(saves.at(-1)).toEqual({ b2: ['2', '', ''], navHist: { b2: ['2'] } });
    const avatar = () => container.querySelectorAll<HTMLImageElement>('img');
    expect(avatar()).toHaveLength(1);
    expect([avatar()[0].getAttribute('src'), avatar()[0].alt, avatar()[0].getAttribute('width')]).toEqual(['media/a-neutral.webp', 'Ada, the gardener', '112']);
    fireEvent.click(choice('Plant ferns'));
    // A scene without a picture (noAvatar) and with one way on: "Continue".
    expect(avatar()).toHaveLength(0);
    expect(screen.getByText('<p>Ferns like shade.</p>')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '[continue]' }));
    expect(saves.at(-1)).toEqual({ b2: ['5', '3', '5'], navHist: { b2: ['2', '3', '5'] } });
    expect(avatar()[0].getAttribute('src')).toBe('media/a-happy.webp');
    expect(screen.getByRole('button', { name: '[restart scenario]' })).toBeTruthy();
    expect(shown(container)).not.toMatch(/"id"/);
    unmount();
    const restored = setupJson(saves.at(-1));
    expect(restored.container.querySelector<HTMLElement>('.sc-scene')?.dataset.sceneId).toBe('5');
    expect(screen.getByText('<p>A shady jungle!</p>')).toBeTruthy();
  });

  it('an avatar without alt text is named "avatar"', () => {
    setupJson({ b2: ['4', '2', '4'] });
    expect(screen.getByRole('img', { name: '[avatar image]' })).toBeTruthy();
  });
});
