import type { SectionInstance } from '@core';

/**
 * "Section n of N" counts the sections a learner sees as sections. A transparent section is only a
 * container for loose pages (its title is a placeholder such as "-"), so the count skips it.
 */
export function sectionNumbers(sections: readonly SectionInstance[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const s of sections) if (!s.isTransparent) numbers.set(s.id, numbers.size + 1);
  return numbers;
}
