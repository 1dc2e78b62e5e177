import type { AnyContentBlock } from '@core';
import { createTestPlayer } from './createTestPlayer';

const restricted = { 'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), mediaRestriction: { enabled: true } }) };

/**
 * SPEC 4.2's media-viewing restriction on a content page whose one medium is kept in the block state
 * `mediaKey`: the page is read only once it is on screen and the medium watched to the end. Core's
 * test runs it with a made-up media block, test/unit/builtInBlockStates with the player's video.
 */
export async function expectReadOnlyOnceWatched(mediaKey: string, blocks?: AnyContentBlock[]): Promise<void> {
  const { session } = await createTestPlayer({ overrides: restricted, ...(blocks ? { blocks } : {}) });
  const page = session.course.questions.find((q) => q.type === 'informationContent')!;
  session.actions.open(page.id);
  expect(page.isAnswered).toBe(false);
  session.media.registerMediaBlock(page.id, 'block1');
  session.media.registerMedia(page.id, 'block1', 'media_0_0');
  session.media.contentShown(page.id);
  expect(session.media.mediaPending(page.id)).toBe(true);
  expect(page.isAnswered).toBe(false);
  session.blocks.set(mediaKey, 'media_0_0', { progressedTime: 3, totalMediaWatched: false });
  expect(page.isAnswered).toBe(false);
  session.blocks.set(mediaKey, 'media_0_0', { progressedTime: 4, totalMediaWatched: true });
  expect(page.isAnswered).toBe(true);
  expect(session.media.mediaPending(page.id)).toBe(false);
}
