// docs/embedding.md: the message contract's rules (SPEC 1 "running inside a wrapper or a frame", SPEC 3.1 wrapperMode).
import { EMBED_VERSION, exitReasonOf, h5pMessage, ltiFrameResize, playerMessage, readH5pAction, readHostCommand } from './contract';

describe('host commands', () => {
  it('reads goTo and close of this namespace and version', () => {
    expect(readHostCommand({ type: 'coursePlayer', version: 1, command: 'goTo', route: '/results' })).toEqual({ command: 'goTo', route: '/results' });
    expect(readHostCommand({ type: 'coursePlayer', version: 1, command: 'close', extra: 'ignored' })).toEqual({ command: 'close' });
  });

  it.each([
    ['another namespace', { type: 'other', version: 1, command: 'close' }],
    ['another version', { type: 'coursePlayer', version: 2, command: 'close' }],
    ['a version as text', { type: 'coursePlayer', version: '1', command: 'close' }],
    ['an unknown command', { type: 'coursePlayer', version: 1, command: 'eval', code: 'alert(1)' }],
    ['goTo without a route', { type: 'coursePlayer', version: 1, command: 'goTo' }],
    ['goTo with a route that is not text', { type: 'coursePlayer', version: 1, command: 'goTo', route: { toString: (): string => '/' } }],
    ['goTo with an overlong route', { type: 'coursePlayer', version: 1, command: 'goTo', route: `/${'a'.repeat(3000)}` }],
    ['text', 'close'],
    ['null', null],
  ])('ignores %s', (_, data) => {
    expect(readHostCommand(data)).toBeNull();
  });
});

describe('player messages', () => {
  it('carry the namespace and the version', () => {
    expect(playerMessage({ event: 'resize', height: 812 })).toEqual({ type: 'coursePlayer', version: EMBED_VERSION, event: 'resize', height: 812 });
    expect(playerMessage({ event: 'exit', reason: 'closeCourse' })).toEqual({ type: 'coursePlayer', version: 1, event: 'exit', reason: 'closeCourse' });
  });

  it("speak LTI's and the H5P resizer's resize messages", () => {
    expect(ltiFrameResize(640)).toEqual({ subject: 'lti.frameResize', height: 640 });
    expect(h5pMessage('prepareResize', { scrollHeight: 640, clientHeight: 600 })).toEqual({ context: 'h5p', action: 'prepareResize', scrollHeight: 640, clientHeight: 600 });
    expect(readH5pAction({ context: 'h5p', action: 'resizePrepared' })).toBe('resizePrepared');
    expect(readH5pAction({ context: 'h5p', action: 'prepareResize' })).toBeNull();
    expect(readH5pAction({ context: 'other', action: 'hello' })).toBeNull();
  });
});

describe('exit reasons', () => {
  it("are SPEC 2.4's Submit result, Continue later and closing the course; a page going away posts none", () => {
    expect(exitReasonOf('finished', false)).toBe('submitResult');
    expect(exitReasonOf('suspended', false)).toBe('continueLater');
    expect(exitReasonOf('suspended', true)).toBe('closeCourse');
    expect(exitReasonOf('unload', false)).toBeNull();
  });
});
