import { createTestPlayer } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';
import { testDelivery } from '../../test/support/testDelivery';
import { lazyDeliveryPlugin } from './DeliveryPlugin';
import { loadDeliveries } from './openDelivery';

describe('lazily registered delivery plugins', () => {
  it('load once, when the session starts, and open like any other', async () => {
    const store = new MemoryStore();
    let loads = 0;
    const lazy = lazyDeliveryPlugin('test', async () => {
      loads++;
      return testDelivery({ store, learner: { id: 'l-1' } });
    });
    const { session } = await createTestPlayer({ deliveries: [lazy] });
    expect(session.deliveryId).toBe('test');
    expect(session.delivery!.learner).toEqual({ id: 'l-1' });
    expect(loads).toBe(1);
  });

  it('fail loudly when a plugin loads under another id than it was registered with', async () => {
    const lazy = lazyDeliveryPlugin('scorm12', async () => testDelivery({ store: new MemoryStore(), id: 'scorm2004' }));
    await expect(loadDeliveries([lazy])).rejects.toThrow("Delivery plugin registered as 'scorm12' loaded as 'scorm2004'.");
  });
});
