import { shorten } from '../shared/fragmentText';
import { avatarLibrary, dataSources, imageSources } from './avatars';
import type { Choice, Scenario, Scene } from './types';

/** model.ts, "The JSON shape", describes what is read here and how leniently. */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const norm = (key: string) => key.toLowerCase().replace(/[-_\s]/g, '');

// Field names, compared without case, dashes or underscores; the first present wins.
const ID = ['id', 'nodeid', 'sceneid', 'stepid', 'key', 'uuid'];
const TYPE = ['type', 'nodetype', 'kind', 'category'];
const TITLE = ['title', 'name', 'heading', 'label', 'caption', 'header'];
const TEXT = ['text', 'html', 'content', 'body', 'description', 'message', 'dialogue', 'dialog', 'speech', 'situation', 'question', 'narrative'];
const AVATAR = ['avatar', 'avatarid', 'avatarname', 'avatartype', 'avatarmood', 'mood', 'emotion', 'expression', 'character', 'image', 'picture'];
const CHOICES = ['choices', 'answers', 'options', 'responses', 'replies', 'buttons', 'branches', 'decisions', 'actions', 'links'];
const CHOICE_TEXT = ['text', 'title', 'label', 'answer', 'content', 'value', 'name', 'caption', 'option', 'html'];
const TARGET = ['target', 'targetid', 'targetnode', 'targetnodeid', 'targetscene', 'targetsceneid', 'next', 'nextid', 'nextnode', 'nextnodeid', 'nextscene', 'nextsceneid', 'to', 'toid', 'goto', 'linkto', 'destination', 'destinationid', 'leadsto'];
const FEEDBACK = ['feedback', 'feedbacktext', 'reaction', 'explanation', 'consequence', 'comment'];
const PARENT = ['parent', 'parentid', 'parentnode', 'from', 'fromid', 'source', 'sourceid', 'sourcenode'];
const CONTAINER = ['nodes', 'scenes', 'steps', 'elements', 'items', 'slides', 'cards', 'screens', 'data', 'scenario', 'graph', 'story', 'content'];
const EDGES = ['edges', 'connections', 'transitions', 'arrows', 'links'];
const START = ['start', 'startid', 'startnode', 'startnodeid', 'startscene', 'startsceneid', 'first', 'firstnode', 'firstscene', 'entry', 'entrynode', 'root', 'rootid', 'initial'];

function field(o: Obj, names: readonly string[]): unknown {
  const byName = new Map<string, unknown>();
  for (const [k, v] of Object.entries(o)) if (v !== null && v !== undefined && v !== '' && !byName.has(norm(k))) byName.set(norm(k), v);
  for (const n of names) if (byName.has(n)) return byName.get(n);
  return undefined;
}

function idOf(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (Array.isArray(v)) return v.length ? idOf(v[0]) : '';
  if (isObj(v)) return idOf(field(v, ID));
  return '';
}

function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (Array.isArray(v)) return v.map(textOf).filter((s) => s.trim() !== '').join('\n');
  if (isObj(v)) return textOf(field(v, TEXT));
  return '';
}

const looksHtml = (s: string) => /<\/?[a-z][^>]*>/i.test(s);
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Author text as markup for the (sanitising) renderer: HTML as it is, plain text as paragraphs. */
function markupOf(s: string): string | null {
  const text = s.trim();
  if (!text) return null;
  if (looksHtml(text)) return text;
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
}

/** Author text as plain text (titles, choices): markup parsed in an inert document, never in the page. */
function plainOf(s: string): string {
  const text = looksHtml(s) || /&[#a-z0-9]+;/i.test(s) ? (new DOMParser().parseFromString(s, 'text/html').body.textContent ?? '') : s;
  return text.replace(/\s+/g, ' ').trim();
}

/** JSON objects and arrays only; editors' non-breaking spaces and typographic quotes are forgiven. */
function parseJson(s: string | null): unknown {
  const t = (s ?? '').trim();
  if (!/^[[{]/.test(t) || !/[\]}]$/.test(t)) return undefined;
  for (const candidate of [t, t.replace(/[\u00a0\u200b\u2028\u2029]/g, ' ').replace(/[\u201c\u201d\u201e\u2033]/g, '"')]) {
    try {
      const v: unknown = JSON.parse(candidate);
      if (typeof v === 'object' && v !== null) return v;
    } catch {
      // try the forgiving form, then give up
    }
  }
  return undefined;
}

/**
 * The JSON values of a fragment, in document order: an element whose whole text is JSON, a text
 * node that is JSON, a data-* attribute holding JSON. The walk is over a copy, and takes the JSON
 * elements and text nodes out of it, so what remains is the fragment without its raw data.
 */
function takeJson(copy: Element): unknown[] {
  const values: unknown[] = [];
  const stack: Element[] = [copy];
  while (stack.length) {
    const el = stack.pop()!;
    for (const a of Array.from(el.attributes)) {
      if (!a.name.startsWith('data-')) continue;
      const v = parseJson(a.value);
      if (v !== undefined) values.push(v);
    }
    const whole = parseJson(el.textContent);
    // A wrapper around the avatar pictures and one JSON node has that node as its whole text: the
    // pictures must stay, so the walk goes on into it and takes the node's own element instead.
    if (whole !== undefined && !el.querySelector('img')) {
      values.push(whole);
      if (el === copy) copy.replaceChildren();
      else el.remove();
      continue;
    }
    for (const node of Array.from(el.childNodes)) {
      if (node.nodeType !== 3) continue;
      const v = parseJson(node.textContent);
      if (v !== undefined) {
        values.push(v);
        node.remove();
      }
    }
    stack.push(...Array.from(el.children).reverse());
  }
  return values;
}

interface RawChoice {
  text: string;
  target: string;
  feedback: string;
}

interface RawNode {
  id: string;
  kind: 'start' | 'scene' | 'end' | 'answer';
  title: string;
  text: string;
  avatar: unknown;
  choices: RawChoice[];
  next: string[];
  parent: string;
  feedback: string;
}

function kindOf(type: string): RawNode['kind'] {
  if (/start|begin|intro/.test(type)) return 'start';
  if (/^(?:end|ending|finish|final|exit|result|outcome|conclusion)/.test(type) || type.endsWith('end')) return 'end';
  if (/^(?:answer|choice|option|response|reply|decision|button)$/.test(type)) return 'answer';
  return 'scene';
}

const NODE_TYPES = /start|begin|intro|scene|step|end|finish|final|answer|choice|option|question|dialog|message/;

/** A container of nodes: a list with objects in it, or a map whose values are all objects. */
function nodesIn(v: unknown): unknown[] | null {
  if (Array.isArray(v)) return v.some(isObj) ? v : null;
  if (isObj(v)) {
    const entries = Object.entries(v);
    if (entries.length === 0 || !entries.every(([, x]) => isObj(x))) return null;
    // A map keyed by node id: the key is the id when the node has none.
    return entries.map(([k, x]) => (field(x as Obj, ID) === undefined ? { id: k, ...(x as Obj) } : x));
  }
  return null;
}

function choiceOf(item: unknown): RawChoice | null {
  if (typeof item === 'string' || typeof item === 'number') return { text: '', target: idOf(item), feedback: '' };
  if (!isObj(item)) return null;
  return { text: textOf(field(item, CHOICE_TEXT)), target: idOf(field(item, TARGET)), feedback: textOf(field(item, FEEDBACK)) };
}

function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (isObj(v) && field(v, [...CHOICE_TEXT, ...TARGET]) === undefined) return Object.values(v);
  return v === undefined ? [] : [v];
}

interface Collected {
  nodes: RawNode[];
  edges: { from: string; choice: RawChoice }[];
  title: string;
  start: string;
  avatars: unknown[];
}

function collect(values: unknown[]): Collected {
  const out: Collected = { nodes: [], edges: [], title: '', start: '', avatars: [] };
  const seen = new Set<string>();
  const stack = [...values].reverse();
  let n = 0;
  while (stack.length) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      stack.push(...[...v].reverse());
      continue;
    }
    if (!isObj(v)) continue;
    // React-Flow-like nodes keep their fields under `data`.
    const o: Obj = isObj(v.data) && nodesIn(v.data) === null ? { ...v.data, ...v } : v;
    const type = norm(String(field(o, TYPE) ?? ''));
    const inner = CONTAINER.map((k) => nodesIn(field(o, [k]))).find((x) => x !== null);
    const isNode = [ID, TYPE, TEXT, CHOICES].some((names) => field(o, names) !== undefined);
    if ((inner && !NODE_TYPES.test(type)) || !isNode) {
      // The scenario's own fields, beside its nodes or in an object of their own.
      out.title ||= plainOf(textOf(field(o, TITLE)));
      out.start ||= idOf(field(o, START));
      const avatars = field(o, ['avatars', 'characters', 'avatarlibrary', 'moods']);
      if (avatars !== undefined) out.avatars.push(avatars);
      if (!inner) continue;
      for (const e of listOf(field(o, EDGES))) {
        if (!isObj(e)) continue;
        const from = idOf(field(e, PARENT));
        const choice = choiceOf(e);
        if (from && choice?.target) out.edges.push({ from, choice });
      }
      stack.push(...[...inner].reverse());
      continue;
    }
    n++;
    const id = idOf(field(o, ID)) || `node-${n}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const next = listOf(field(o, TARGET)).map(idOf).filter(Boolean);
    out.nodes.push({
      id,
      kind: kindOf(type),
      title: textOf(field(o, TITLE)),
      text: textOf(field(o, TEXT)),
      avatar: field(o, AVATAR),
      choices: listOf(field(o, CHOICES))
        .map(choiceOf)
        .filter((c): c is RawChoice => c !== null && (c.text.trim() !== '' || c.target !== '')),
      next,
      parent: idOf(field(o, PARENT)),
      feedback: textOf(field(o, FEEDBACK)),
    });
  }
  return out;
}

const MARKUP_IDS = ['data-scene-id', 'data-node-id', 'data-id', 'id'];

/** An element of the fragment holding a node's text, for data that names its scenes but keeps their text in markup. */
function markupFor(rest: Element, id: string): Element | null {
  const el = Array.from(rest.querySelectorAll('[data-scene-id], [data-node-id], [data-id], [id]')).find((e) => MARKUP_IDS.some((a) => e.getAttribute(a)?.trim() === id));
  return el && (el.textContent ?? '').trim() !== '' ? (el.cloneNode(true) as Element) : null;
}

/**
 * Reads a scenario whose data is JSON inside the fragment; null when the fragment holds no JSON.
 * A fragment with JSON that yields no scene reads as a scenario without scenes, whose static content
 * is the fragment without the JSON and the avatar library (never the raw data).
 */
export function readJsonScenario(root: Element): Scenario | null {
  const rest = root.cloneNode(true) as Element;
  const values = takeJson(rest);
  if (values.length === 0) return null;
  const { nodes, edges, title, start, avatars } = collect(values);
  const images = Array.from(rest.querySelectorAll('img'));
  const avatarOf = avatarLibrary([...imageSources(images), ...avatars.flatMap(dataSources)]);

  const byId = new Map(nodes.map((node) => [node.id, node]));
  for (const { from, choice } of edges) byId.get(from)?.choices.push(choice);
  for (const node of nodes) {
    if (node.kind !== 'answer' || !node.parent) continue;
    byId.get(node.parent)?.choices.push({ text: node.title || node.text, target: node.id, feedback: '' });
  }

  const startNode = nodes.find((node) => node.kind === 'start');
  const resolve = (raw: RawChoice): Choice | null => {
    let { text, target, feedback } = raw;
    const via = byId.get(target);
    if (via?.kind === 'answer') {
      text ||= via.title || via.text;
      feedback ||= via.feedback;
      target = via.next[0] ?? via.choices.find((c) => c.target)?.target ?? '';
    }
    const label = plainOf(text);
    return label || target ? { text: label, target, feedback: markupOf(feedback) } : null;
  };
  const choicesOf = (node: RawNode): Choice[] => {
    const all = [...node.choices.map(resolve), ...(node.choices.length ? [] : node.next.map((target) => resolve({ text: '', target, feedback: '' })))];
    const unique = new Map<string, Choice>();
    for (const c of all) if (c && !unique.has(`${c.text}\u0000${c.target}`)) unique.set(`${c.text}\u0000${c.target}`, c);
    return [...unique.values()];
  };

  const startChoices = startNode ? choicesOf(startNode) : [];
  // A start node that offers a real choice is a scene of its own; else it is the start card.
  const startIsScene = startNode !== undefined && startChoices.filter((c) => c.text).length > 1;
  const sceneNodes = nodes.filter((node) => node.kind === 'scene' || node.kind === 'end' || (node === startNode && startIsScene));
  const sceneIds = new Set(sceneNodes.map((node) => node.id));
  const firstScene = sceneNodes[0]?.id ?? '';
  const wanted = startIsScene ? startNode!.id : (startChoices.find((c) => sceneIds.has(c.target))?.target ?? start);
  const startId = sceneIds.has(wanted) ? wanted : firstScene;

  const labelFor = (target: string) => {
    const node = byId.get(target);
    return node ? plainOf(node.title) || shorten(plainOf(node.text), 80) : '';
  };
  const scenes: Scene[] = sceneNodes.map((node) => {
    const choices =
      node.kind === 'end'
        ? []
        : choicesOf(node).map((c) => {
            // Back to the start node means the beginning of the scenario.
            const target = startNode && c.target === startNode.id && !startIsScene ? startId : c.target;
            return { ...c, target };
          });
    const only = choices.length === 1 && !choices[0].text;
    const named = choices.map((c) => (c.text || only ? c : { ...c, text: labelFor(c.target) })).filter((c) => c.text || only);
    return {
      id: node.id,
      title: plainOf(node.title),
      content: markupOf(node.text) ?? markupFor(rest, node.id),
      choices: named.map((c) => (c.text ? c : { ...c, continues: true })),
      final: node.kind === 'end' || named.length === 0,
      avatar: avatarOf(node.avatar),
    };
  });

  // What is left once the data and the avatar library are out: shown only when no scene could be read.
  images.forEach((img) => img.remove());
  return {
    scenes,
    startId,
    intro: null,
    title: plainOf(startNode?.title ?? '') || title,
    startContent: startNode && !startIsScene ? markupOf(startNode.text) : null,
    staticContent: (rest.textContent ?? '').trim() !== '' ? rest : null,
  };
}
