/**
 * Which page may hear the player and command it (docs/embedding.md "Origins and threat model").
 *
 * The host page is allowed by the package (publishSettings.js `allowedHostOrigins`, the author's
 * list) or names itself in the player's address (`?hostOrigin=https://portal.example`). A named
 * origin must be the framing page's real origin (location.ancestorOrigins in Chromium and Safari,
 * else the referrer's origin) and, when the package has a list, be on it. With none of these the
 * player posts nothing and takes no command.
 */

/** An origin as the browser writes it (`https://host:port`), or null for anything else ('*', 'null', a path, another scheme). */
export function normalizeOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || !value || value.length > 512) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  // An origin has nothing after the host: reject a value that tries to smuggle a path or query in.
  if (url.pathname !== '/' || url.search || url.hash || value.replace(/\/$/, '') !== url.origin) return null;
  return url.origin;
}

/** publishSettings.js `allowedHostOrigins`: the origins the package lets frame and command it. */
export function packageHostOrigins(raw: Record<string, unknown>): string[] {
  const list = Array.isArray(raw.allowedHostOrigins) ? raw.allowedHostOrigins : [];
  return list.map(normalizeOrigin).filter((o): o is string => o !== null);
}

export interface HostFacts {
  /** The `hostOrigin` query parameter, as given. */
  named: string | null;
  /** The package's list (packageHostOrigins). */
  allowed: string[];
  /** The framing page's origin as the browser reports it: location.ancestorOrigins[0] (Chromium, Safari). */
  ancestor: string | null;
  /** document.referrer's origin (other browsers; empty under a no-referrer policy). */
  referrer: string | null;
}

/** The one origin the player talks to, or null: then it posts nothing and takes no command. */
export function hostOrigin(f: HostFacts): string | null {
  // ancestorOrigins cannot be forged by the page; the referrer is the fallback where it is missing.
  const actual = normalizeOrigin(f.ancestor) ?? normalizeOrigin(f.referrer);
  if (f.named !== null) {
    const named = normalizeOrigin(f.named);
    if (!named) return null;
    if (f.allowed.length && !f.allowed.includes(named)) return null;
    // A page that names an origin it is not: nothing goes out.
    if (actual !== null && actual !== named) return null;
    return named;
  }
  if (actual !== null && f.allowed.includes(actual)) return actual;
  // The package allows one host and the browser does not say who frames: posting to that exact
  // origin is still safe (the browser drops a message whose target origin is not the parent's).
  if (actual === null && f.allowed.length === 1) return f.allowed[0];
  return null;
}

/**
 * Remembers the origins already reported, so that a page posting again and again is logged once
 * (the console is the integrator's tool, not a flood).
 */
export class OncePerOrigin {
  private readonly seen = new Set<string>();
  constructor(private readonly warn: (message: string) => void) {}
  ignored(origin: string, why: string): void {
    if (this.seen.has(origin)) return;
    this.seen.add(origin);
    this.warn(`Course player: a message from ${origin || '(unknown origin)'} was ignored: ${why}. Allowed hosts: see docs/embedding.md.`);
  }
}
