import { readPublishSettings, type TrackingSink } from '@core';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { browserDelivery } from '../browser';
import { previewDelivery } from '.';

const asPreview = {
  'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), publishMode: 'Preview' }),
};

describe('the preview delivery (SPEC 1, 4.3, 4.7)', () => {
  beforeEach(() => localStorage.clear());

  it('detects a preview only, above every other backend', () => {
    const launch = (publishMode: string) => ({ publish: readPublishSettings({ publishMode }), query: new URLSearchParams(), window: null });
    expect(previewDelivery.detect(launch('Preview'))).toBe(true);
    expect(previewDelivery.detect(launch('Publish'))).toBe(false);
    expect(previewDelivery.detect(launch('Lms'))).toBe(false);
    // An LMS delivery is 100-150, the learner service 50: a preview outranks them all.
    expect(previewDelivery.priority).toBeGreaterThan(150);
  });

  it('keeps answers for the page through the SaveScheduler, writes no browser storage, restores nothing and tracks nothing', async () => {
    const events: string[] = [];
    // A host's own sink (docs/plugins.md), as a webhook would be: a preview tells it nothing.
    const sink: TrackingSink = { id: 'host', handle: (e) => void events.push(e.type), flush: async () => undefined, pending: 0, state: 'connected' as TrackingSink['state'] };
    const { session } = await createTestPlayer({ overrides: asPreview, deliveries: [browserDelivery, previewDelivery], sinks: [sink] });
    expect(session.delivery?.id).toBe('preview');
    expect(session.delivery?.sinks).toEqual([]);
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.saving.flush();
    expect(session.delivery?.backend.store.id).toBe('preview');
    expect((session.delivery?.backend.store as unknown as { saved: string | null }).saved).not.toBeNull();
    expect(localStorage.length).toBe(0);
    expect(events).toEqual([]);
    const again = await createTestPlayer({ overrides: asPreview, deliveries: [browserDelivery, previewDelivery] });
    expect(again.session.course.questionById.get(q.id)!.isAnswered).toBe(false);
  });
});
