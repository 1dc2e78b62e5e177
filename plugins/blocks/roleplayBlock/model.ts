/**
 * Role-play (SPEC 2.12 "roleplayBlock"): a conversation between characters, turn by turn.
 * PACKAGE-FORMAT.md gives no shape; this plugin reads this one:
 *
 *   <div class="eg-content-editor" data-type="roleplayBlock" data-reveal="stepwise">
 *     <h2>…</h2><p>…</p>                                     optional introduction
 *     <div class="roleplay-character" data-character-id="lina" data-name="Lina" data-role="Plant shop owner">
 *       <img src="media/lina.svg" alt="">                    optional avatar
 *     </div>
 *     <div class="roleplay-turn" data-character-id="lina"><p>Hello! …</p></div>
 *     <div class="roleplay-turn" data-speaker="Omar"><p>…</p></div>
 *     …
 *   </div>
 *
 * data-reveal="stepwise" (the default) shows the first turn and a "Continue" button for each next
 * one; data-reveal="all" shows the whole conversation at once. Read leniently: a character's name is
 * data-name, data-character-name or its text; a turn's speaker is its character's name, else its
 * data-speaker, else the turn has no speaker name. Turns without content are left out. The first
 * speaker's turns sit at the start side, the others' at the end side (chat style, mirrored in
 * right-to-left languages). A fragment without turns renders as its static HTML. Nothing is saved.
 */

export interface Character {
  id: string;
  name: string;
  role: string;
  avatar: { src: string; alt: string } | null;
}

export interface Turn {
  speaker: string;
  role: string;
  avatar: { src: string; alt: string } | null;
  /** 0 for the first speaker of the conversation, 1 for anyone else. */
  side: 0 | 1;
  content: Element;
  /** The line as plain text, for the announcement when it appears. */
  text: string;
}

export interface Roleplay {
  turns: Turn[];
  stepwise: boolean;
  intro: Element | null;
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

function hasContent(el: Element): boolean {
  return clean(el.textContent) !== '' || el.querySelector('img, svg, video, audio, iframe, picture, table') !== null;
}

export function parseRoleplay(root: Element): Roleplay {
  const characters = new Map<string, Character>();
  for (const el of Array.from(root.querySelectorAll('.roleplay-character'))) {
    const id = clean(el.getAttribute('data-character-id'));
    const img = el.querySelector('img[src]');
    const name = clean(el.getAttribute('data-name') ?? el.getAttribute('data-character-name')) || clean(el.textContent);
    const character = { id, name, role: clean(el.getAttribute('data-role')), avatar: img ? { src: img.getAttribute('src') ?? '', alt: clean(img.getAttribute('alt')) } : null };
    if (id && !characters.has(id)) characters.set(id, character);
    if (name && !characters.has(`name:${name}`)) characters.set(`name:${name}`, character);
  }
  const turns: Turn[] = [];
  let first: string | null = null;
  for (const el of Array.from(root.querySelectorAll('.roleplay-turn'))) {
    if (!hasContent(el)) continue;
    const speakerAttr = clean(el.getAttribute('data-speaker'));
    const character = characters.get(clean(el.getAttribute('data-character-id'))) ?? (speakerAttr ? characters.get(`name:${speakerAttr}`) : undefined);
    const speaker = character?.name || speakerAttr;
    const who = character?.id || speaker;
    if (first === null) first = who;
    turns.push({
      speaker,
      role: character?.role ?? '',
      avatar: character?.avatar ?? null,
      side: who === first ? 0 : 1,
      content: el.cloneNode(true) as Element,
      text: clean(el.textContent),
    });
  }
  const introCopy = root.cloneNode(true) as Element;
  introCopy.querySelectorAll('.roleplay-character, .roleplay-turn').forEach((n) => n.remove());
  return { turns, stepwise: clean(root.getAttribute('data-reveal')).toLowerCase() !== 'all', intro: hasContent(introCopy) ? introCopy : null };
}

/** The initials shown in place of a missing avatar. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}
