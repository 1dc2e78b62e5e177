/**
 * Branching scenario (SPEC 2.12 "scenarios", 3.7 `scenario`). PACKAGE-FORMAT.md gives no shape for
 * it. Packages of 2024 (the authoring tool's "Site Set-Up" kind) keep the scenario's data as JSON
 * inside the fragment, beside an avatar library; the project does not hold such a package, so the
 * JSON shape below is read leniently from what a learner sees when it is shown raw (a start node,
 * scenes, five mood pictures and a "noAvatar" one). The attribute shape is this project's own and
 * stays readable (the showcase uses it). parseScenario tries the JSON shape first.
 *
 * The JSON shape (jsonShape.ts):
 *
 *   <div class="eg-content-editor" data-type="scenarios">
 *     <img class="avatar-neutral" src="…" alt="…"> … avatar-happy, -confused, -unhappy, -angry, noAvatar
 *     <div>{"id":"1","type":"start","title":"Site Set-Up","text":"…","next":"2"}</div>
 *     <div>{"id":"2","type":"scene","avatar":"avatar-confused","text":"<p>…</p>",
 *           "choices":[{"text":"…","target":"3","feedback":"…"}, …]}</div>
 *     <div>{"id":"9","type":"end","avatar":"avatar-happy","text":"…"}</div>
 *   </div>
 *
 *   JSON is found in an element whose whole text is JSON, in a text node, or in a data-* attribute;
 *   one object or array with every node (under nodes / scenes / steps / elements …, with optional
 *   edges [{source, target, label}] and a start id) or one node per element. Field names are compared
 *   without case, dashes or underscores, several spellings each: a node has an id, a type (start…,
 *   end / finish / final…, answer / choice / option for choices kept as nodes of their own, anything
 *   else is a scene), a title, a text (HTML or plain text), an avatar (a mood name, a picture path,
 *   or an object with either), choices [{text, target (or next / to / goto…), feedback}] or a single
 *   next. The start node's title and text make the start card; its target is the first scene (else
 *   the first scene in the data). A start node that itself offers two or more choices is a scene.
 *   An end node, or a scene without choices, ends the scenario; a scene whose only way on has no
 *   text gets a "Continue" button. Avatar pictures are the fragment's <img> elements (or the data's
 *   avatars map), named by class, id, data-* values, file name, else alt text; "noAvatar", none or an
 *   unknown mood shows no picture. Nothing but the scenario is shown: never the raw JSON or the
 *   library. A fragment whose JSON yields no scene shows what is left without the JSON and pictures.
 *
 * The attribute shape (attributeShape.ts):
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
 *   Read leniently: a scene is `.scene` or any element with data-scene-id (not inside another scene);
 *   without an id it gets 'scene-{n}'. A scene's title is data-scene-title, else its first heading.
 *   A choice is `.choice` (or [data-target-scene]) inside the scene; its text leaves out its feedback;
 *   a choice may give its feedback as data-feedback text instead. A scene with data-final="true" or
 *   without choices ends the scenario. The start is data-start-scene when it names a scene, else the
 *   first one. A fragment without scenes renders as its static HTML.
 *
 * In both shapes a choice whose target is missing or unknown ends the scenario, with "There are no
 * more scenes".
 *
 * Saved state, in SPEC 3.7's shape, in the progress record's `scenario` field:
 *   scenario[blockId] = [currentSceneId, previousSceneId, previousTargetSceneId]
 *     (scene ids are the data's node ids in the JSON shape, data-scene-id in the attribute shape)
 *     previousSceneId: the scene the learner made the last choice in ('' at the start);
 *     previousTargetSceneId: that choice's target ('' at the start). It names the choice taken (its
 *       text and feedback are shown on the current scene) and equals currentSceneId, except that
 *       both hold the dangling target when the choice led nowhere.
 *   scenario.navHist[blockId] = the ids of the scenes visited, in the order first visited.
 * Nothing is saved before the learner starts; a retake clears the field (SPEC 4.5).
 */
import { readAttributeScenario } from './attributeShape';
import { readJsonScenario } from './jsonShape';

export type { Choice, Markup, Scenario, Scene } from './types';
import type { Choice, Scenario, Scene } from './types';

/** [currentSceneId, previousSceneId, previousTargetSceneId] (SPEC 3.7). */
export type ScenarioEntry = [string, string, string];
/** scenario.navHist: visited scene ids per block id. */
export type NavHist = Record<string, string[]>;
/** The plugin writes both kinds of value into the `scenario` field. */
export type ScenarioState = ScenarioEntry | NavHist;

export { NAV_HIST_KEY } from './navHist';

export function parseScenario(root: Element): Scenario {
  const fromJson = readJsonScenario(root);
  if (fromJson && fromJson.scenes.length > 0) return fromJson;
  const fromAttributes = readAttributeScenario(root);
  if (fromAttributes.scenes.length > 0 || !fromJson) return { ...fromAttributes, staticContent: root };
  return fromJson;
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
