/**
 * Golden progress records (test/fixtures/progress/): texts a released player wrote to a store,
 * each with the course context it was written for and the record readProgress must read from it.
 * Learners keep their progress across player updates only if every one of them stays loadable.
 *
 * A new format, or a new form of a field, adds a golden file; never edit or delete one. The files
 * were written by the codec of their format (format 1: JSON.stringify of the record, as
 * BrowserStorage wrote it before the codec).
 *
 * Every golden is read with the built-in blocks' state declarations, as the player registers them,
 * and with the example blocks of test/plugins/ its context names (`blocks`): a golden of a block
 * state saved in an older form shows that the block's migrate still reads it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PluginCatalogue, type AnyContentBlock } from '@core';
import { builtInBlocks } from '../../plugins/blocks';
import { createProgressCodec, FORMAT, type CodecContext, type StoreLimits } from '../../core/progress/codec';
import { readProgress } from '../../core/progress/readProgress';
import reflectionNote from '../plugins/reflectionNote';

interface Golden {
  format: number;
  context: { shortIds: Record<string, number>; sectionIds?: string[]; optionIds?: Record<string, string[]>; blocks?: string[] };
  cases: { name: string; limits?: StoreLimits; text: string; record: unknown }[];
}

const DIR = path.resolve(__dirname, '../fixtures/progress');
const goldens = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((file) => ({ file, golden: JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Golden }));
const codec = createProgressCodec();
const EXAMPLE_BLOCKS: Record<string, AnyContentBlock> = { reflectionNote };

function contextOf({ context }: Golden): CodecContext {
  const registry = new PluginCatalogue().registerAll('block', [...builtInBlocks, ...(context.blocks ?? []).map((dataType) => EXAMPLE_BLOCKS[dataType])]);
  return {
    shortIds: new Map(Object.entries(context.shortIds)),
    sectionIds: context.sectionIds,
    optionIds: (index) => context.optionIds?.[String(index)] ?? null,
    blockStates: registry.blockStates(),
  };
}

test('every format up to the current one has a golden record', () => {
  const formats = new Set(goldens.map((g) => g.golden.format));
  for (let format = 1; format <= FORMAT; format++) expect({ format, golden: formats.has(format) }).toEqual({ format, golden: true });
});

describe.each(goldens.map(({ file, golden }) => [file, golden] as const))('%s', (_file, golden) => {
  const context = contextOf(golden);

  it.each(golden.cases.map((c) => [c.name, c] as const))('%s: decodes to the record it was saved from', (_name, c) => {
    expect(readProgress(codec.decode(c.text, context), context.blockStates)).toEqual({ ok: true, record: c.record });
  });

  // While the codec writes this format it must write it exactly so: a change in what it writes is a
  // new format (the next FORMAT, a new golden), so that an older player knows the text is newer.
  const written = golden.cases.filter((c) => golden.format === FORMAT && c.limits);
  if (written.length > 0) {
    it.each(written.map((c) => [c.name, c] as const))('%s: is still what the codec writes', (_name, c) => {
      expect(codec.encode(c.record as never, c.limits!, context).text).toBe(c.text);
    });
  }
});
