/** Edit distance, to name the plugin an unknown id was probably meant to be. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** The known name nearest to `name` (case aside) when it is at most `within` edits away. */
export function nearestName(name: string, known: readonly string[], within = 3): string | undefined {
  const near = known.map((k) => ({ k, d: distance(k.toLowerCase(), String(name).toLowerCase()) })).sort((a, b) => a.d - b.d)[0];
  return near && near.d <= within ? near.k : undefined;
}
