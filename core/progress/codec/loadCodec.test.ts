import { loadProgressCodec } from './loadCodec';

it('loads the codec and its course context in one chunk, ready to use', async () => {
  const { createProgressCodec, codecContextFor } = await loadProgressCodec();
  expect(typeof codecContextFor).toBe('function');
  expect(createProgressCodec().encode({ v: 1 } as never, { acceptsNonAscii: false }, { shortIds: new Map() }).text).toBe('~2.{"v":1}');
});
