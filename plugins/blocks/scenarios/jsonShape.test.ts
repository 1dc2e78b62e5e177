import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fragment } from '../shared/blockHarness.testing';
import { jsonScenarioHtml } from './examples';
import { parseScenario, sceneOf, type Scenario } from './model';

const html = (json: unknown, extra = '') => `<div class="eg-content-editor" data-type="scenarios">${extra}<div>${JSON.stringify(json).replace(/</g, '&lt;')}</div></div>`;
const path_ = (data: Scenario) => data.scenes.map((s) => [s.id, s.choices.map((c) => `${c.text || '(continue)'}→${c.target}`), s.final]);

describe('scenarios: the JSON shape of 2024 packages', () => {
  const data = parseScenario(fragment(jsonScenarioHtml));

  it('reads a start card, scenes, choices with feedback and the ends from one JSON node per element', () => {
    expect(data.title).toBe('Site set-up');
    expect(data.startContent).toBe('<p>Plan a balcony garden.</p>');
    expect(data.intro).toBeNull();
    expect(data.startId).toBe('2');
    expect(path_(data)).toEqual([
      ['2', ['Plant ferns→3', 'Plant tomatoes→4'], false],
      ['3', ['(continue)→5'], false],
      ['4', [], true],
      ['5', [], true],
    ]);
    const ferns = sceneOf(data, '2')!.choices[0];
    expect(ferns.feedback).toBe('<p>Ferns like shade.</p>');
    // Plain text becomes paragraphs; HTML is kept for the sanitising renderer.
    expect(sceneOf(data, '3')!.content).toBe('<p>A month passes.</p><p>The ferns unfurl.</p>');
    expect(sceneOf(data, '2')!.content).toBe('<p>The balcony faces north.</p>');
    expect(sceneOf(data, '3')!.choices[0].continues).toBe(true);
  });

  it('gives each scene the picture of its mood, and none for noAvatar', () => {
    expect(sceneOf(data, '2')!.avatar).toEqual({ src: 'media/a-neutral.webp', alt: 'Ada, the gardener', packagePath: false });
    expect(sceneOf(data, '5')!.avatar?.src).toBe('media/a-happy.webp');
    // 'unhappy' is not 'happy': words are matched whole.
    expect(sceneOf(data, '4')!.avatar).toEqual({ src: 'media/a-unhappy.webp', alt: '', packagePath: false });
    expect(sceneOf(data, '3')!.avatar).toBeNull();
  });

  it('reads one object holding every node, with edges, answer nodes and an avatars map', () => {
    const graph = parseScenario(
      fragment(
        html({
          title: 'Balcony',
          startNodeId: 'b',
          avatars: { 'avatar-angry': 'media/angry.png' },
          nodes: [
            { id: 'a', type: 'scene', content: 'Never reached first' },
            { id: 'b', type: 'Scene', data: { label: 'Windy', text: 'It is windy.' }, avatarMood: 'avatar-angry' },
            { id: 'b1', type: 'answer', parentId: 'b', text: 'Stake the plants', next: 'c', feedback: 'Good.' },
            { id: 'c', type: 'finish', text: '<p>Done</p>' },
          ],
          edges: [{ source: 'b', target: 'a', label: 'Ignore it' }],
        }),
      ),
    );
    expect(graph.title).toBe('Balcony');
    expect(graph.startId).toBe('b');
    expect(graph.startContent).toBeNull();
    const windy = sceneOf(graph, 'b')!;
    expect(windy.title).toBe('Windy');
    expect(windy.content).toBe('<p>It is windy.</p>');
    expect(windy.choices.map((c) => [c.text, c.target, c.feedback])).toEqual([
      ['Ignore it', 'a', null],
      ['Stake the plants', 'c', '<p>Good.</p>'],
    ]);
    expect(windy.avatar).toEqual({ src: 'media/angry.png', alt: '', packagePath: true });
    expect(sceneOf(graph, 'c')!.final).toBe(true);
    // The answer node is a choice, not a scene.
    expect(sceneOf(graph, 'b1')).toBeUndefined();
  });

  it('finds JSON in a data attribute and in a bare text node; numeric ids are strings', () => {
    const fromAttr = parseScenario(fragment(`<div data-type="scenarios" data-scenario='{"scenes":[{"id":1,"text":"One","answers":[{"title":"On","goTo":2}]},{"id":2,"text":"Two"}]}'></div>`));
    expect(path_(fromAttr)).toEqual([
      ['1', ['On→2'], false],
      ['2', [], true],
    ]);
    const bare = parseScenario(fragment(`<div data-type="scenarios"><h2>Quiz</h2>{"id":"x","text":"Only scene"}</div>`));
    expect(bare.scenes.map((s) => s.id)).toEqual(['x']);
  });

  it('a start node that offers real choices is a scene; a choice back to the start goes to the first scene', () => {
    const s = parseScenario(
      fragment(
        html([
          { id: 's', type: 'start', title: 'T', text: 'Pick', choices: [{ text: 'A', target: 'a' }, { text: 'B', target: 'b' }] },
          { id: 'a', text: 'A', choices: [{ text: 'Again', target: 's' }] },
          { id: 'b', text: 'B' },
        ]),
      ),
    );
    expect(s.startId).toBe('s');
    expect(s.startContent).toBeNull();
    expect(sceneOf(s, 's')!.choices.map((c) => c.target)).toEqual(['a', 'b']);
    const linear = parseScenario(fragment(html([{ id: 's', type: 'start', next: 'a' }, { id: 'a', text: 'A', choices: [{ text: 'Again', target: 's' }] }])));
    expect(sceneOf(linear, 'a')!.choices[0].target).toBe('a');
  });

  it('JSON that yields no scene never shows raw: what is left, without the data and the pictures', () => {
    const odd = parseScenario(fragment(html({ settings: { colour: 'red' } }, '<p>Intro text</p><img class="avatar-happy" src="x.webp">')));
    expect(odd.scenes).toEqual([]);
    expect(odd.staticContent?.textContent).toBe('Intro text');
    expect(odd.staticContent?.querySelector('img')).toBeNull();
    expect(parseScenario(fragment(html({ settings: 1 }))).staticContent).toBeNull();
  });

  it('keeps reading the attribute shape (no JSON there)', () => {
    const attr = parseScenario(fragment('<div data-type="scenarios"><div class="scene" data-scene-id="a"><p>{not json}</p></div></div>'));
    expect(attr.scenes.map((s) => s.id)).toEqual(['a']);
    expect(attr.staticContent).not.toBeNull();
  });

  it('reads the showcase fixture of this shape in both languages', () => {
    for (const lang of ['en', 'ar']) {
      const file = path.join(__dirname, '../../../test/fixtures/courses/showcase/content', lang, '5ce7a0d2b4f14c0b9e3a61f2d8c4b7a9.html');
      const showcase = parseScenario(fragment(readFileSync(file, 'utf8')));
      expect(showcase.title).not.toBe('');
      expect(showcase.startId).toBe('2');
      expect(showcase.scenes.map((s) => s.id)).toEqual(['2', '3', '4', '8', '6', '5', '7']);
      expect(showcase.scenes.filter((s) => s.avatar).length).toBe(6);
      expect(showcase.scenes.filter((s) => s.final).map((s) => s.id)).toEqual(['5', '7']);
    }
  });
});
