import { nestedBlocks } from '../../test/support/nestedBlocks';
import { parseBlockList, type BlockRef } from './blocks';

describe('block lists of data.js (PACKAGE-FORMAT.md)', () => {
  it('keeps entries in order with their children, dropping entries without an id', () => {
    const list = [{ id: 'a', children: [{ id: 'a1', children: [] }, null, { id: 7 }, { id: 'a2' }] }, 'x', { id: 'b', children: null }];
    expect(parseBlockList(list)).toEqual([
      { id: 'a', children: [{ id: 'a1', children: [] }, { id: 'a2', children: [] }] },
      { id: 'b', children: [] },
    ]);
    expect(parseBlockList(null)).toEqual([]);
  });

  it('parses a list nested 50,000 deep without running out of call stack', () => {
    let node: BlockRef | undefined = parseBlockList(nestedBlocks(50_000))[0];
    let depth = 0;
    for (; node; node = node.children[0]) depth += 1;
    expect(depth).toBe(50_000);
  });
});
