import { MemoryStore } from '../../test/support/memoryStore';
import { readPublishSettings } from '../settings/publishSettings';
import { defineDeliveryPlugin, type DeliveryContext, type DeliveryLaunch, type DeliveryPlugin } from './DeliveryPlugin';
import { detectedDeliveries, openDelivery } from './openDelivery';
import { SignInSkipped } from './signIn';
import type { DeliverySession } from './DeliveryPlugin';

const launch = (publishMode = 'Publish'): DeliveryLaunch => ({ publish: readPublishSettings({ publishMode }), query: new URLSearchParams(), window: null });

function plugin(id: string, priority: number, detect: (l: DeliveryLaunch) => boolean = () => true, open?: () => Promise<never>): DeliveryPlugin {
  return defineDeliveryPlugin({
    id,
    priority,
    detect,
    open: open ?? (async () => ({ learner: null, store: new MemoryStore(), sinks: [], close: async () => undefined })),
  });
}

const isLms = (l: DeliveryLaunch) => l.publish.isScorm;

describe('choosing the delivery (ARCHITECTURE.md: detected plugins by priority)', () => {
  const browser = plugin('browser', 0);
  const scorm = plugin('scorm12', 100, isLms);

  it('takes the detected plugin of highest priority: an LMS launch beats browser storage', () => {
    expect(detectedDeliveries([browser, scorm], launch('Lms'), () => undefined).map((p) => p.id)).toEqual(['scorm12', 'browser']);
    expect(detectedDeliveries([browser, scorm], launch('Publish'), () => undefined).map((p) => p.id)).toEqual(['browser']);
  });

  it('keeps the order of registration among equal priorities', () => {
    const a = plugin('a', 5);
    const b = plugin('b', 5);
    expect(detectedDeliveries([a, b], launch(), () => undefined).map((p) => p.id)).toEqual(['a', 'b']);
    expect(detectedDeliveries([b, a], launch(), () => undefined).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('skips a plugin whose detect() throws, with a warning', () => {
    const warnings: string[] = [];
    const broken = plugin('broken', 50, () => {
      throw new Error('no window');
    });
    expect(detectedDeliveries([browser, broken], launch(), (m) => warnings.push(m)).map((p) => p.id)).toEqual(['browser']);
    expect(warnings[0]).toMatch(/'broken'.*no window/);
  });
});

describe('opening the delivery', () => {
  const context = (publishMode = 'Publish'): DeliveryContext & { warnings: string[] } => {
    const warnings: string[] = [];
    return { ...launch(publishMode), courseId: 'c', templateId: '', courseTitle: 'Course', warn: (m) => warnings.push(m), warnings };
  };

  it('falls back to the next detected plugin when one fails to open, and says so', async () => {
    const ctx = context('Lms');
    const failing = plugin('scorm12', 100, isLms, async () => {
      throw new Error('LMSInitialize returned false (101)');
    });
    const opened = await openDelivery([plugin('browser', 0), failing], ctx);
    expect(opened.plugin.id).toBe('browser');
    expect(ctx.warnings[0]).toMatch(/'scorm12' could not be opened; trying the next one: LMSInitialize returned false \(101\)/);
  });

  it('fails with the last error when no plugin opens, and names the plugins when none detects the launch', async () => {
    const failing = plugin('only', 0, () => true, async () => {
      throw new Error('broken');
    });
    await expect(openDelivery([failing], context())).rejects.toThrow('broken');
    await expect(openDelivery([plugin('lms', 1, isLms)], context())).rejects.toThrow(/No delivery plugin detects this launch.*registered: lms/);
  });

  it('SPEC 6.3: a learner who skipped signing in goes on with the next delivery, quietly, and the opening says so', async () => {
    const ctx = context();
    const service = plugin('learner-service', 50, () => true, async () => {
      throw new SignInSkipped();
    });
    const opened = await openDelivery([plugin('browser', 0), service], ctx);
    expect(opened.plugin.id).toBe('browser');
    expect(opened.signInSkipped).toBe(true);
    expect(ctx.warnings).toEqual([]);
    // A plain failure is not a skip.
    const failing = plugin('learner-service', 50, () => true, async () => {
      throw new Error('the learner service cannot be reached');
    });
    expect((await openDelivery([plugin('browser', 0), failing], context())).signInSkipped).toBeUndefined();
  });

  it("SPEC 6.3, 3.7: where skipping is allowed, a delivery can ask whether the next one's record says the learner skipped; the peek closes what it opened", async () => {
    const closed: string[] = [];
    const browserStore = new MemoryStore();
    const browser = defineDeliveryPlugin({ id: 'browser', priority: 0, detect: () => true, open: async () => ({ learner: null, store: browserStore, sinks: [], close: async (reason) => void closed.push(reason) }) });
    const seen: (boolean | undefined)[] = [];
    const service = defineDeliveryPlugin({
      id: 'learner-service',
      priority: 50,
      detect: () => true,
      open: async (c) => {
        const before = await c.signInSkip?.skippedBefore();
        seen.push(before);
        if (before) throw new SignInSkipped();
        return { learner: { email: 'ann@example.org' }, store: new MemoryStore(), sinks: [], close: async () => undefined };
      },
    });
    const says = { recordSaysSkipped: async (s: DeliverySession) => (await s.store.load()) !== null };
    expect((await openDelivery([browser, service], context(), says)).plugin.id).toBe('learner-service');
    browserStore.text = 'a record whose user skipped';
    const opened = await openDelivery([browser, service], context(), says);
    expect([opened.plugin.id, opened.signInSkipped]).toEqual(['browser', true]);
    expect(closed).toEqual(['suspended', 'suspended']);
    // Without the option (skipping not allowed) nothing is peeked at.
    seen.length = 0;
    await openDelivery([browser, service], context());
    expect(seen).toEqual([undefined]);
  });
});
