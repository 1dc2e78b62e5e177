// SPEC 2.3 / 6.3: a delivery that needs the learner to sign in asks the session, which shows the
// screens of the tracking plugin that has them; without one the delivery does not open.
import { defineDeliveryPlugin, defineTrackingPlugin, TrackingPlugin, type SignInRequest } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';
import { testDelivery } from '../../test/support/testDelivery';

function signInDelivery(store: MemoryStore) {
  const outcomes: string[] = [];
  const plugin = defineDeliveryPlugin({
    id: 'needs-sign-in',
    priority: 2000,
    detect: () => true,
    open: async (context) => {
      let signedIn = false;
      if (!context.askSignIn) throw new Error('no sign-in');
      await context.askSignIn({
        signIn: async ({ password }) => {
          const outcome = password === 'right-one' ? 'statusOk' : 'emailPasswordCombinationNotExists';
          outcomes.push(outcome);
          signedIn = outcome === 'statusOk';
          return outcome;
        },
        register: async () => 'unknownError',
      });
      return { learner: signedIn ? { email: 'ann@example.org', name: 'Ann Lee' } : null, store, sinks: [], attemptId: 'attempt-of-the-service', close: async () => undefined };
    },
  });
  return { plugin, outcomes };
}

it('shows the sign-in screens with the course labels and logo, and opens once the learner signed in', async () => {
  const store = new MemoryStore();
  const { plugin, outcomes } = signInDelivery(store);
  const asked: Omit<SignInRequest, 'prompt'>[] = [];
  const screens = defineTrackingPlugin({
    id: 'screens',
    open: () => [],
    askSignIn: async ({ prompt, ...request }) => {
      asked.push(request);
      await prompt.signIn({ email: 'ann@example.org', password: 'wrong' });
      await prompt.signIn({ email: 'ann@example.org', password: 'right-one' });
    },
  });
  const { session } = await createTestPlayer({ storage: store, deliveries: [plugin], trackings: [screens] });
  expect(session.state).toBe('ready');
  expect(outcomes).toEqual(['emailPasswordCombinationNotExists', 'statusOk']);
  expect(asked).toHaveLength(1);
  expect(asked[0].t('[login button]')).toBe('Sign in');
  expect(asked[0].courseTitle).toBe(session.course.title);
  expect(asked[0].logoUrl).toMatch(/^http.*\.(png|svg|jpe?g)/);
  expect(session.delivery?.backend.learner?.email).toBe('ann@example.org');
  // SPEC 4.3: nothing was restored and the URL names no attempt: the service's attempt is the course's.
  expect(session.course.attemptId).toBe('attempt-of-the-service');
});

it('offers the accessibility settings on the sign-in screens (SPEC 2.4), and a change made there outlives the sign-in', async () => {
  const store = new MemoryStore();
  const { plugin } = signInDelivery(store);
  const screens = defineTrackingPlugin({
    id: 'screens',
    open: () => [],
    askSignIn: async ({ prompt, accessibility }) => {
      // The learner makes the text larger before signing in: the course then opens with it.
      accessibility?.set({ fontSize: 2, isContrastTheme: true });
      expect(accessibility?.settings).toMatchObject({ fontSize: 2, isContrastTheme: true });
      await prompt.signIn({ email: 'ann@example.org', password: 'right-one' });
    },
  });
  const { session } = await createTestPlayer({ storage: store, deliveries: [plugin], trackings: [screens] });
  expect(session.state).toBe('ready');
  expect(session.accessibility.settings).toMatchObject({ fontSize: 2, isContrastTheme: true });
});

it('without sign-in screens the delivery does not open and the next one takes the launch', async () => {
  const { plugin } = signInDelivery(new MemoryStore());
  const fallback = testDelivery({ store: new MemoryStore(), id: 'fallback', priority: 0 });
  const { session, warnings } = await createTestPlayer({ deliveries: [plugin, fallback] });
  expect(session.state).toBe('ready');
  expect(session.delivery?.id).toBe('fallback');
  expect(warnings.join('\n')).toMatch(/needs-sign-in' could not be opened.*no sign-in screen/);
});
