/**
 * The avatar pictures of a scenario. A fragment carries its avatar library as <img> elements named by
 * mood (avatar-neutral, avatar-happy, avatar-confused, avatar-unhappy, avatar-angry, and noAvatar
 * for "no picture") in their class, id, data-* attributes, file name or alt text; a scene names the
 * mood it shows. The library itself is never shown: only the picture of the scene on screen.
 */

export interface Avatar {
  src: string;
  /** The author's alt text; empty when the author gave none (the view then says "avatar"). */
  alt: string;
  /** A path from the scenario's data (not from an <img>): the view resolves it against the package. */
  packagePath: boolean;
}

/** Words of an identifier: 'sc-avatar-unhappy.webp' → sc avatar unhappy webp; 'noAvatar' → no avatar. */
export function wordsOf(s: string): string[] {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Words that name no mood: they never pick a picture. */
const GENERIC = new Set(['avatar', 'avatars', 'img', 'image', 'images', 'picture', 'photo', 'png', 'jpg', 'jpeg', 'webp', 'gif', 'svg', 'avif', 'media', 'scenario', 'scene', 'the', 'a', 'an', 'of', 'and']);

const saysNoAvatar = (words: string[]) => words.includes('noavatar') || words.some((w, i) => w === 'no' && words[i + 1] === 'avatar') || (words.length === 1 && words[0] === 'none');

const fileName = (src: string) => src.replace(/[?#].*$/, '').split('/').pop() ?? '';

const isPath = (s: string) => /\.(?:png|jpe?g|gif|webp|svg|avif)(?:[?#]|$)/i.test(s) || /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(s);
const isAbsolute = (s: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/)/i.test(s);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const firstString = (o: Obj, keys: string[]) => keys.map((k) => o[k]).find((v): v is string => typeof v === 'string' && v.trim() !== '');

/** A picture and the words that name it: its own names (strong) and its description (weak). */
export interface AvatarSource {
  strong: string[];
  weak: string[];
  avatar: Avatar;
}

/** The fragment's <img> elements: named by class, id, data-* values and file name; described by alt text. */
export function imageSources(images: readonly Element[]): AvatarSource[] {
  return images.flatMap((img) => {
    const src = img.getAttribute('src') ?? '';
    if (!src) return [];
    const strong = [img.getAttribute('class') ?? '', img.id, fileName(src)];
    for (const a of Array.from(img.attributes)) if (a.name.startsWith('data-')) strong.push(a.value);
    const weak = `${img.getAttribute('alt') ?? ''} ${img.getAttribute('title') ?? ''}`;
    return [{ strong: strong.flatMap(wordsOf), weak: wordsOf(weak), avatar: { src, alt: (img.getAttribute('alt') ?? '').trim(), packagePath: false } }];
  });
}

/** Pictures the scenario's data lists: a map {name: path} or a list [{name, src, alt}]. */
export function dataSources(list: unknown): AvatarSource[] {
  const entries: [string, unknown][] = Array.isArray(list) ? list.map((x) => ['', x]) : isObj(list) ? Object.entries(list) : [];
  return entries.flatMap(([key, value]) => {
    const o: Obj = isObj(value) ? value : { src: value };
    const src = firstString(o, ['src', 'url', 'image', 'path', 'href'])?.trim();
    if (!src) return [];
    const name = [key, firstString(o, ['name', 'mood', 'id', 'key', 'type']) ?? ''].join(' ');
    const alt = firstString(o, ['alt', 'description', 'label'])?.trim() ?? '';
    return [{ strong: wordsOf(name), weak: wordsOf(alt), avatar: { src, alt, packagePath: !isAbsolute(src) } }];
  });
}

/** A lookup from what a scene names (a mood, a picture path, or an object with either) to its picture. */
export function avatarLibrary(sources: readonly AvatarSource[]): (named: unknown) => Avatar | null {
  const byWord = new Map<string, Avatar>();
  const named = sources.filter(({ strong, weak }) => !saysNoAvatar(strong) && !saysNoAvatar(weak));
  // Two passes, so that a word in another picture's alt text never outranks a picture's own name.
  for (const pass of ['strong', 'weak'] as const) {
    for (const entry of named) for (const w of entry[pass]) if (!GENERIC.has(w) && !byWord.has(w)) byWord.set(w, entry.avatar);
  }

  const lookup = (name: unknown): Avatar | null => {
    if (typeof name === 'string') {
      const words = wordsOf(name);
      if (words.length === 0 || saysNoAvatar(words)) return null;
      // 'avatar-happy', 'happy', 'Happy': the distinctive words, the last (the mood) first.
      for (const w of [...words].reverse()) if (!GENERIC.has(w) && byWord.has(w)) return byWord.get(w)!;
      const src = name.trim();
      return isPath(src) ? { src, alt: '', packagePath: !isAbsolute(src) } : null;
    }
    if (isObj(name)) {
      const mood = firstString(name, ['name', 'mood', 'id', 'type', 'key', 'avatar', 'emotion']);
      const found = mood === undefined ? null : lookup(mood);
      if (found || (mood !== undefined && saysNoAvatar(wordsOf(mood)))) return found;
      const src = firstString(name, ['src', 'url', 'image', 'path', 'href'])?.trim();
      return src ? { src, alt: firstString(name, ['alt', 'description', 'label'])?.trim() ?? '', packagePath: !isAbsolute(src) } : null;
    }
    return null;
  };
  return lookup;
}
