import { createTestPlayer } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';
import { testDelivery } from '../../test/support/testDelivery';
import { lazyDeliveryPlugin } from './DeliveryPlugin';

describe('lazily registered delivery plugins', () => {
  it('load once, when the session starts, and open like any other', async () => {
    const store = new MemoryStore();
    let loads = 0;
    const lazy = lazyDeliveryPlugin('test', async () => {
      loads++;
      return testDelivery({ store, learner: { id: 'l-1' } });
    });
    const { session } = await createTestPlayer({ deliveries: [lazy] });
    expect(session.delivery?.id).toBe('test');
    expect(session.delivery!.backend.learner).toEqual({ id: 'l-1' });
    expect(loads).toBe(1);
  });
});
