import { lazyDeliveryPlugin, type DeliveryPlugin } from '../delivery/DeliveryPlugin';
import { lazyTrackingPlugin, type TrackingPlugin } from '../tracking/TrackingPlugin';
import { isLazyPlugin, lazyPlugin } from './lazyPlugin';
import { lazyQuestionType, type AnyQuestionType } from './QuestionType';

/** A load that answers when told, counting its calls. */
function controlledLoad<T>() {
  let calls = 0;
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = () => {
    calls++;
    return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { load, calls: () => calls, settle: () => pending.shift()! };
}

describe('a lazily registered plugin', () => {
  it('loads its code once: callers during the load and after it share it', async () => {
    const { load, calls, settle } = controlledLoad<string>();
    const lazy = lazyPlugin('p', load);
    expect(calls()).toBe(0);
    const first = lazy.load();
    const second = lazy.load();
    expect(calls()).toBe(1);
    settle().resolve('code');
    await expect(Promise.all([first, second])).resolves.toEqual(['code', 'code']);
    await expect(lazy.load()).resolves.toBe('code');
    expect(calls()).toBe(1);
  });

  it('keeps a failed load: every caller, then and later, gets its rejection, and the code is not asked for again', async () => {
    const { load, calls, settle } = controlledLoad<string>();
    const lazy = lazyPlugin('p', load);
    const first = lazy.load();
    const second = lazy.load();
    settle().reject(new Error('ChunkLoadError'));
    await expect(first).rejects.toThrow('ChunkLoadError');
    await expect(second).rejects.toThrow('ChunkLoadError');
    await expect(lazy.load()).rejects.toThrow('ChunkLoadError');
    expect(calls()).toBe(1);
  });

  it('is told apart from a loaded plugin by its marker, for deliveries, tracking plugins and question types alike', async () => {
    const delivery = { id: 'd', priority: 0, detect: () => true, open: async () => ({}) } as unknown as DeliveryPlugin;
    const tracking: TrackingPlugin = { id: 't', open: () => [] };
    const question = { id: 'q', score: () => 0 } as unknown as AnyQuestionType;
    const lazies = [lazyDeliveryPlugin('d', async () => delivery), lazyTrackingPlugin('t', async () => tracking), lazyQuestionType('q', async () => ({ default: question }))];
    expect(lazies.map((l) => [l.id, isLazyPlugin(l)])).toEqual([
      ['d', true],
      ['t', true],
      ['q', true],
    ]);
    expect([delivery, tracking, question].map((p) => isLazyPlugin(p))).toEqual([false, false, false]);
    await expect(lazies[2].load()).resolves.toEqual({ default: question });
  });
});
