import 'reflect-metadata';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import type { LearningEvent } from '../delivery/LearningEvent';
import { PlayerSession } from '../player/PlayerSession';
import { TrackingSink } from '../delivery/TrackingSink';
import { createPlayerContainer } from './container';
import { TOKENS } from './tokens';

describe('the player container (core/di)', () => {
  it('resolves one session per player, built on the container’s own registry, and nothing shared between players', () => {
    const options = { baseUrl: 'http://course.test/', query: new URLSearchParams() };
    const c = createPlayerContainer(options);
    const session = c.resolve(PlayerSession);
    expect(c.resolve(PlayerSession)).toBe(session);
    expect(session.registry).toBe(c.resolve(TOKENS.Registry));
    expect(c.resolve(TOKENS.Http)).toBe(c.resolve(TOKENS.Http));
    const other = createPlayerContainer(options);
    expect(other.resolve(PlayerSession)).not.toBe(session);
    expect(other.resolve(TOKENS.Registry)).not.toBe(c.resolve(TOKENS.Registry));
  });

  it('builds a sink registered as a class once per session, and that one instance gets every event and every flush', async () => {
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
    const { session } = await createTestPlayer({ setUp: (c) => c.register(TrackingSink, { useClass: CountingSink }) });
    const q = session.course.progressQuestions[0];
    session.answer(q.id, session.registry.questionType(q.type).correctResponse(q.data));
    await session.close('suspended');
    expect(built).toHaveLength(1);
    expect(built[0].types[0]).toBe('launched');
    expect(built[0].types).toContain('answered');
    expect(built[0].types[built[0].types.length - 1]).toBe('exited');
    expect(built[0].flushes).toEqual(['async']);
  });
});
