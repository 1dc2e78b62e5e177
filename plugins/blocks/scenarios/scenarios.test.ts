import plugin from '.';
import { fragment } from '../shared/blockHarness.testing';
import { scenarioHtml } from './examples';
import { chooseEntry, parseScenario, positionOf, startEntry, visit, withHistory, type Markup } from './model';


describe('scenarios model', () => {
  const data = parseScenario(fragment(scenarioHtml));

  it('registers under its data-type with the scenario state, whose visited scenes go early when a record does not fit', () => {
    expect(plugin.dataType).toBe('scenarios');
    expect(plugin.state).toMatchObject({ key: 'scenario', denseKey: 'sc', clearedOnNewAttempt: true, dropRank: 70 });
    const [navHist] = plugin.state!.trims!;
    expect(navHist).toMatchObject({ name: 'navHist', dropRank: 20 });
    const saved = { b1: ['s2', 's1', 's2'], navHist: { b1: ['s1', 's2'] } };
    expect(navHist.holds(saved)).toBe(true);
    expect(navHist.trim(saved)).toEqual({ b1: ['s2', 's1', 's2'] });
    expect(navHist.holds(navHist.trim(saved))).toBe(false);
  });

  it('reads the scenes, their titles, choices and feedback', () => {
    expect(data.startId).toBe('s1');
    expect(data.scenes.map((s) => [s.id, s.title, s.final])).toEqual([
      ['s1', 'The fern', false],
      ['s2', 'A week later', false],
      ['end-good', '', true],
      ['end-bad', '', true],
    ]);
    const [mist, sun, nothing] = data.scenes[0].choices;
    const textOf = (m: Markup | null) => (typeof m === 'string' || m === null ? m : m.textContent);
    expect([mist.text, mist.target, textOf(mist.feedback)]).toEqual(['Mist it', 's2', 'Humidity helps.']);
    expect([sun.text, sun.target, textOf(sun.feedback)]).toEqual(['Move it to the sunny sill', 'end-bad', 'Too much sun.']);
    expect([nothing.target, nothing.feedback]).toEqual(['missing', null]);
    // The scene content keeps its text but not the choices (nor the list left empty).
    const content = data.scenes[0].content as Element;
    expect(content.textContent?.trim()).toBe('The fronds are turning brown.');
    expect(content.querySelector('ul')).toBeNull();
    expect(data.intro?.textContent).toContain('Your fern needs you.');
    expect(data.intro?.querySelector('.scene')).toBeNull();
  });

  it('starts at the first scene when data-start-scene names none, and tolerates odd markup', () => {
    const odd = parseScenario(fragment('<div data-type="scenarios" data-start-scene="nope"><div data-scene-id="a"><p>A</p><button class="choice" data-target-scene="b"> Go </button></div><section class="scene"><p>B</p></section><div data-scene-id="a">dup</div></div>'));
    expect(odd.startId).toBe('a');
    expect(odd.scenes.map((s) => s.id)).toEqual(['a', 'scene-2']);
    expect(odd.intro).toBeNull();
    expect(parseScenario(fragment('<div data-type="scenarios"><p>x</p></div>')).scenes).toEqual([]);
  });

  it('keeps the SPEC 3.7 entry [current, previous, previousTarget] and reads it back', () => {
    expect(startEntry(data)).toEqual(['s1', '', '']);
    const mist = data.scenes[0].choices[0];
    const entry = chooseEntry('s1', mist);
    expect(entry).toEqual(['s2', 's1', 's2']);
    const pos = positionOf(data, entry)!;
    expect([pos.current?.id, pos.previous?.id, pos.choice?.text]).toEqual(['s2', 's1', 'Mist it']);
    expect(positionOf(data, startEntry(data))?.choice).toBeUndefined();
  });

  it('a choice that leads nowhere ends the scenario; nonsense is "not started"', () => {
    const nowhere = positionOf(data, chooseEntry('s1', data.scenes[0].choices[2]))!;
    expect(nowhere.current).toBeUndefined();
    expect(nowhere.choice?.text).toBe('Do nothing');
    expect(positionOf(data, ['ghost', 's1', 'other'])).toBeNull();
    expect(positionOf(data, 'ghost')).toBeNull();
    expect(positionOf(data, undefined)).toBeNull();
    expect(positionOf(data, [3])).toBeNull();
  });

  it('keeps the visited scene ids per block in navHist', () => {
    expect(visit(undefined, 's1')).toEqual(['s1']);
    expect(visit(['s1', 's2'], 's1')).toEqual(['s1', 's2']);
    expect(visit(['s1', 7], 's3')).toEqual(['s1', 's3']);
    const all = withHistory({ other: ['x'] }, 'b1', ['s1']);
    expect(all).toEqual({ other: ['x'], b1: ['s1'] });
    expect(withHistory(all, 'b1', null)).toEqual({ other: ['x'] });
    expect(withHistory('junk', 'b1', ['s1'])).toEqual({ b1: ['s1'] });
  });
});
