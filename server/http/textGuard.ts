/**
 * PostgreSQL text cannot hold U+0000, and jsonb refuses unpaired surrogates. A value with either would
 * fail inside the database (a 500); it is refused up front as a bad request instead, anywhere in a
 * body, query or path parameter.
 */
/** Node 20 has String.prototype.isWellFormed; the TypeScript lib of this repository (ES2023) does not declare it yet. */
type WellFormedCheck = string & { isWellFormed(): boolean };

export function findUnstorableText(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000') || !(v as WellFormedCheck).isWellFormed()) return v;
    } else if (v && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        stack.push(key, inner);
      }
    }
  }
  return null;
}
