import 'reflect-metadata/lite';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import type { LearningEvent } from '../delivery/LearningEvent';
import { PlayerSession } from '../player/PlayerSession';
import type { TrackingSink } from '../delivery/TrackingSink';
import { PluginCatalogue } from '../catalogue/PluginCatalogue';
import { HttpClient } from '../http/httpClient';
import { LaunchPage } from '../player/services';
import { createPlayerContainer } from './container';

describe('the player container (core/di)', () => {
  it('resolves one session per player, built on the container’s own catalogue, and nothing shared between players', () => {
    const options = { baseUrl: 'http://course.test/', query: new URLSearchParams() };
    const c = createPlayerContainer(options);
    const session = c.resolve(PlayerSession);
    expect(c.resolve(PlayerSession)).toBe(session);
    expect(session.plugins).toBe(c.resolve(PluginCatalogue));
    expect(c.resolve(HttpClient)).toBe(c.resolve(HttpClient));
    const other = createPlayerContainer(options);
    expect(other.resolve(PlayerSession)).not.toBe(session);
    expect(other.resolve(PluginCatalogue)).not.toBe(c.resolve(PluginCatalogue));
  });

  it('injects each service the session needs by the token that shares its interface’s name', () => {
    const query = new URLSearchParams('attemptId=a-1');
    const c = createPlayerContainer({ baseUrl: 'http://course.test/', query });
    expect(c.resolve(LaunchPage)).toMatchObject({ baseUrl: 'http://course.test/', query, window: null });
    expect(c.resolve(PlayerSession).page).toBe(c.resolve(LaunchPage));
  });

  it('builds a sink the container constructs once per session, and that one instance gets every event and every flush', async () => {
    const built: CountingSink[] = [];
    class CountingSink implements TrackingSink {
      readonly id = 'counting';
      readonly pending = 0;
      readonly state = 'idle' as const;
      readonly types: string[] = [];
      readonly flushes: string[] = [];
      constructor() {
        built.push(this);
      }
      handle(event: LearningEvent) {
        this.types.push(event.type);
      }
      async flush(mode: 'async' | 'sync') {
        this.flushes.push(mode);
      }
    }
    const { session } = await createTestPlayer({ setUp: (c) => c.resolve(PluginCatalogue).register('sink', c.resolve(CountingSink)) });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.exit.close('suspended');
    expect(built).toHaveLength(1);
    expect(built[0].types[0]).toBe('launched');
    expect(built[0].types).toContain('answered');
    expect(built[0].types[built[0].types.length - 1]).toBe('exited');
    expect(built[0].flushes).toEqual(['async']);
  });
});
