/** A data.js block list `depth` levels deep, each entry the only child of the one above (issue 9's fuzzing case). */
export function nestedBlocks(depth: number, prefix = 'deep'): { id: string; children: unknown[] }[] {
  let entry: { id: string; children: unknown[] } = { id: `${prefix}-${depth - 1}`, children: [] };
  for (let level = depth - 2; level >= 0; level -= 1) entry = { id: `${prefix}-${level}`, children: [entry] };
  return [entry];
}

/**
 * The same list as JSON text. JSON.stringify itself recurses and fails a few thousand levels down,
 * so a package that deep is written by hand.
 */
export function nestedBlocksJson(depth: number, prefix = 'deep'): string {
  const open: string[] = [];
  for (let level = 0; level < depth; level += 1) open.push(`{"id":"${prefix}-${level}","children":[`);
  return `[${open.join('')}${']}'.repeat(depth)}]`;
}

/** data.js text with each `"@placeholder"` string value replaced by raw JSON (a deep block list). */
export function withRawJson(data: unknown, replacements: Record<string, string>): string {
  let text = JSON.stringify(data);
  for (const [placeholder, json] of Object.entries(replacements)) text = text.split(JSON.stringify(placeholder)).join(json);
  return text;
}
