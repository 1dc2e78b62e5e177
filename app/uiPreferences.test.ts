import { uiPreferences } from './uiPreferences';

describe('uiPreferences (SPEC 9.5 keys; a preview keeps them in memory, SPEC 4.3)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a dismissed hint in localStorage, then only in memory once a preview asked for it', () => {
    uiPreferences.set('hint_a');
    expect(localStorage.getItem('hint_a')).toBe('true');
    localStorage.clear();
    uiPreferences.keepInMemory();
    uiPreferences.set('hint_b');
    expect(uiPreferences.isSet('hint_b')).toBe(true);
    expect(localStorage.length).toBe(0);
  });
});
