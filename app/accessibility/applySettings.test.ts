import { makeAutoObservable } from 'mobx';
import { DEFAULT_ACCESSIBILITY, type AccessibilitySettings, type PlayerSession } from '@core';
import { applySettings, followSettings } from './applySettings';

const settings = (over: Partial<AccessibilitySettings> = {}): AccessibilitySettings => ({ ...DEFAULT_ACCESSIBILITY, ...over });
const look = (el: HTMLElement) => ({
  attributes: Object.fromEntries([...el.attributes].filter((a) => a.name.startsWith('data-a11y')).map((a) => [a.name, a.value])),
  scale: el.style.getPropertyValue('--a11y-font-scale'),
});

describe('applySettings (the contract of issue 23: what CSS and plugins read)', () => {
  it('by default: level 0 and scale 1, no other attribute', () => {
    const el = document.createElement('html');
    applySettings(settings(), el);
    expect(look(el)).toEqual({ attributes: { 'data-a11y-font-size': '0' }, scale: '1' });
  });

  it('each setting: its attribute; the font size level and 1.1× per level (SPEC 9.4)', () => {
    const el = document.createElement('html');
    applySettings(settings({ fontSize: 3, isContrastTheme: true, isSeizureSafe: true, isReadableFont: true }), el);
    expect(look(el)).toEqual({
      attributes: { 'data-a11y-contrast': '', 'data-a11y-font': 'readable', 'data-a11y-seizure-safe': '', 'data-a11y-font-size': '3' },
      scale: '1.331',
    });
    applySettings(settings({ fontSize: 1, isDyslexiaFont: true }), el);
    expect(look(el)).toEqual({ attributes: { 'data-a11y-font': 'dyslexia', 'data-a11y-font-size': '1' }, scale: '1.1' });
    applySettings(settings({ fontSize: 2 }), el);
    expect(look(el)).toEqual({ attributes: { 'data-a11y-font-size': '2' }, scale: '1.21' });
  });

  it('followSettings keeps <html> in step with the session, synchronously on each change', () => {
    const el = document.createElement('html');
    const accessibility = makeAutoObservable({ settings: settings({ isContrastTheme: true }) });
    const stop = followSettings({ accessibility } as unknown as PlayerSession, el);
    expect(el.hasAttribute('data-a11y-contrast')).toBe(true);
    accessibility.settings = settings({ fontSize: 2 });
    expect(look(el)).toEqual({ attributes: { 'data-a11y-font-size': '2' }, scale: '1.21' });
    stop();
    accessibility.settings = settings({ fontSize: 3 });
    expect(el.getAttribute('data-a11y-font-size')).toBe('2');
  });
});
