// SPEC 6.2: a learner the backend refuses, or whom the package's allow-list does not name, gets the
// no-access state: the course is not restored and nothing is saved.
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';
import { testDelivery } from '../../test/support/testDelivery';

const limited = (allowed: string[]) => ({
  'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), accessLimitation: { enabled: true, allowedUsers: allowed.map((email) => ({ email })) } }),
});

it('a learner not in allowedUsers gets the no-access state and nothing is saved', async () => {
  const store = new MemoryStore();
  const { session } = await createTestPlayer({ storage: store, learner: { email: 'bob@example.org', name: 'Bob' }, overrides: limited(['ann@example.org']) });
  expect(session.state).toBe('no-access');
  expect(session.delivery?.learner?.email).toBe('bob@example.org');
  // No owner that could save exists: the session stopped before restoring.
  expect(session.saving).toBeUndefined();
  expect(store.attempts).toEqual([]);
});

it('a listed learner opens the course', async () => {
  const store = new MemoryStore();
  const { session } = await createTestPlayer({ storage: store, learner: { email: 'Ann@example.org', name: 'Ann' }, overrides: limited(['ann@example.org']) });
  expect(session.state).toBe('ready');
});

it("the backend's denial (SPEC 7.5 hasAccessToCourse false) is the no-access state even without an allow-list", async () => {
  const store = new MemoryStore();
  const denying = Object.assign(testDelivery({ store, learner: { email: 'ann@example.org' } }), {});
  const open = denying.open.bind(denying);
  denying.open = async (context) => ({ ...(await open(context)), access: 'denied' as const });
  const { session } = await createTestPlayer({ deliveries: [denying] });
  expect(session.state).toBe('no-access');
  expect(session.delivery?.backend.learner?.email).toBe('ann@example.org');
});
