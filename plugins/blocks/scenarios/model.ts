/**
 * Branching scenario (SPEC 2.12 "scenarios", 3.7 `scenario`). PACKAGE-FORMAT.md gives no shape for
 * it; this plugin reads this one (attribute based, like the other interactive fragments):
 *
 *   <div class="eg-content-editor" data-type="scenarios" data-start-scene="s1">
 *     <h2>…</h2><p>…</p>                          optional introduction (anything outside the scenes)
 *     <div class="scene" data-scene-id="s1" data-scene-title="A fern in trouble">
 *       <img …><p>…</p>                          the scene's content, shown as the author wrote it
 *       <ul class="choices">
 *         <li class="choice" data-target-scene="s2">Move it away from the radiator
 *           <div class="choice-feedback"><p>…</p></div>   optional: shown on the next scene
 *         </li>
 *       </ul>
 *     </div>
 *     <div class="scene" data-scene-id="end-good" data-final="true">…</div>
 *   </div>
 *
 * Read leniently: a scene is `.scene` or any element with data-scene-id (not inside another scene);
 * without an id it gets 'scene-{n}'. A scene's title is data-scene-title, else its first heading.
 * A choice is `.choice` (or [data-target-scene]) inside the scene; its text leaves out its feedback;
 * a choice may give its feedback as data-feedback text instead. A scene with data-final="true" or
 * without choices ends the scenario. A choice whose target is missing or unknown also ends it, with
 * "There are no more scenes". The start is data-start-scene when it names a scene, else the first one.
 * A fragment without scenes renders as its static HTML.
 *
 * Saved state, in SPEC 3.7's shape, in the progress record's `scenario` field:
 *   scenario[blockId] = [currentSceneId, previousSceneId, previousTargetSceneId]
 *     previousSceneId: the scene the learner made the last choice in ('' at the start);
 *     previousTargetSceneId: that choice's data-target-scene ('' at the start). It names the choice
 *       taken (its text and feedback are shown on the current scene) and equals currentSceneId,
 *       except that both hold the dangling target when the choice led nowhere.
 *   scenario.navHist[blockId] = the ids of the scenes visited, in the order first visited.
 * Nothing is saved before the learner starts; a retake clears the field (SPEC 4.5).
 */
import { hasContent, outermost } from '../shared/fragmentText';

export interface Choice {
  text: string;
  target: string;
  /** What the author says about this choice, shown on the scene it leads to. */
  feedback: Element | null;
}

export interface Scene {
  id: string;
  title: string;
  /** The scene's content without its choices. */
  content: Element;
  choices: Choice[];
  final: boolean;
}

export interface Scenario {
  scenes: Scene[];
  startId: string;
  intro: Element | null;
}

/** [currentSceneId, previousSceneId, previousTargetSceneId] (SPEC 3.7). */
export type ScenarioEntry = [string, string, string];
/** scenario.navHist: visited scene ids per block id. */
export type NavHist = Record<string, string[]>;
/** The plugin writes both kinds of value into the `scenario` field. */
export type ScenarioState = ScenarioEntry | NavHist;

export const NAV_HIST_KEY = 'navHist';

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const CHOICE = '.choice, [data-target-scene]';

export function parseScenario(root: Element): Scenario {
  const doc = root.ownerDocument;
  const scenes: Scene[] = [];
  const seen = new Set<string>();
  outermost(root, '.scene, [data-scene-id]').forEach((el, n) => {
    const id = clean(el.getAttribute('data-scene-id')) || `scene-${n + 1}`;
    if (seen.has(id)) return;
    seen.add(id);
    const heading = el.querySelector('h1, h2, h3, h4, h5, h6');
    const title = clean(el.getAttribute('data-scene-title')) || (heading ? clean(heading.textContent) : '');
    const choices: Choice[] = [];
    for (const c of outermost(el, CHOICE)) {
      const copy = c.cloneNode(true) as Element;
      const feedbackEl = copy.querySelector('.choice-feedback');
      feedbackEl?.remove();
      const text = clean(copy.textContent);
      if (!text) continue;
      let feedback: Element | null = feedbackEl && hasContent(feedbackEl) ? feedbackEl : null;
      const feedbackText = clean(c.getAttribute('data-feedback'));
      if (!feedback && feedbackText) {
        feedback = doc.createElement('p');
        feedback.textContent = feedbackText;
      }
      choices.push({ text, target: clean(c.getAttribute('data-target-scene')), feedback });
    }
    const content = el.cloneNode(true) as Element;
    content.querySelectorAll(CHOICE).forEach((c) => c.remove());
    // Lists left empty by taking the choices out go too.
    content.querySelectorAll('ul, ol, .choices').forEach((list) => {
      if (!hasContent(list)) list.remove();
    });
    const finalAttr = clean(el.getAttribute('data-final')).toLowerCase();
    scenes.push({ id, title, content, choices, final: finalAttr === 'true' || (finalAttr === '' && el.hasAttribute('data-final')) || choices.length === 0 });
  });
  const wanted = clean(root.getAttribute('data-start-scene'));
  const startId = scenes.some((s) => s.id === wanted) ? wanted : (scenes[0]?.id ?? '');
  const introCopy = root.cloneNode(true) as Element;
  outermost(introCopy, '.scene, [data-scene-id]').forEach((s) => s.remove());
  return { scenes, startId, intro: hasContent(introCopy) ? introCopy : null };
}

export const sceneOf = (data: Scenario, id: string): Scene | undefined => data.scenes.find((s) => s.id === id);

/** Where the learner is: the current scene (undefined when a choice led nowhere) and the choice that led there. */
export interface Position {
  currentId: string;
  current: Scene | undefined;
  previous: Scene | undefined;
  /** The choice taken in the previous scene, when there is one. */
  choice: Choice | undefined;
}

/** The saved entry read leniently: anything that does not fit this scenario is "not started" (null). */
export function positionOf(data: Scenario, saved: unknown): Position | null {
  if (!Array.isArray(saved) || typeof saved[0] !== 'string') return null;
  const [currentId, previousId, previousTarget] = [saved[0], typeof saved[1] === 'string' ? saved[1] : '', typeof saved[2] === 'string' ? saved[2] : ''];
  const current = sceneOf(data, currentId);
  const previous = previousId ? sceneOf(data, previousId) : undefined;
  const choice = previous?.choices.find((c) => c.target === previousTarget);
  if (current) return { currentId, current, previous, choice };
  // A dangling target: the learner's choice led to no scene, which ends the scenario.
  if (previous && choice && previousTarget === currentId) return { currentId, current: undefined, previous, choice };
  return null;
}

export const startEntry = (data: Scenario): ScenarioEntry => [data.startId, '', ''];

/** The entry after taking `choice` in scene `fromId`. */
export const chooseEntry = (fromId: string, choice: Choice): ScenarioEntry => [choice.target, fromId, choice.target];

/** The visited scene ids after visiting `sceneId` (first-visit order, no repeats). */
export function visit(history: unknown, sceneId: string): string[] {
  const list = Array.isArray(history) ? history.filter((x): x is string => typeof x === 'string') : [];
  return list.includes(sceneId) || !sceneId ? list : [...list, sceneId];
}

/** scenario.navHist with this block's history replaced (null removes it). */
export function withHistory(navHist: unknown, blockId: string, history: string[] | null): NavHist {
  const all: NavHist = navHist && typeof navHist === 'object' && !Array.isArray(navHist) ? { ...(navHist as NavHist) } : {};
  if (history === null) delete all[blockId];
  else all[blockId] = history;
  return all;
}
