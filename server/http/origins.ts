/** 'https://Player.example:443/path' → 'https://player.example'; throws on anything that is not an http(s) URL. */
export function normaliseOrigin(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not an http(s) origin: ${url}`);
  return parsed.origin;
}

/** True when `url` is an absolute http(s) URL on one of `origins` (a return link must not lead elsewhere). */
export function isUrlOnOrigins(url: string, origins: readonly string[]): boolean {
  try {
    return origins.includes(normaliseOrigin(url));
  } catch {
    return false;
  }
}
