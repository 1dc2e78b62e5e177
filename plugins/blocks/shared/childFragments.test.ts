import { parseBlockList } from '@core';
import { nestedBlocksJson } from '../../../test/support/nestedBlocks';
import { childrenKey } from './childFragments';

describe("a container's children key", () => {
  const list = (json: unknown) => parseBlockList(json);

  it('tells apart child lists that differ in ids or shape', () => {
    const a = list([{ id: 'a', children: [{ id: 'b', children: [] }] }, { id: 'c', children: [] }]);
    const b = list([{ id: 'a', children: [] }, { id: 'c', children: [{ id: 'b', children: [] }] }]);
    expect(childrenKey(a)).not.toBe(childrenKey(b));
    expect(childrenKey(a)).toBe(childrenKey(list(JSON.parse(JSON.stringify(a)))));
  });

  it('is computed for children nested 20,000 deep (a broken data.js) without running out of call stack', () => {
    expect(() => childrenKey(list(JSON.parse(nestedBlocksJson(20_000))))).not.toThrow();
  });
});
