import { autorun } from 'mobx';
import { timeLimitMs } from '../settings/timeLimit';
import {
  CourseTimer,
  formatHms,
  isTimerShown,
  parseTimerSnapshot,
  shouldStopAutomatically,

  TIMER_TICK_MS,
  TimerStatus,
  timerToRestore,
  type TimerSnapshot,
} from './timer';

/**
 * A fake clock and interval scheduler: `advance` moves the clock and fires each interval at its due
 * times, as a foreground tab would; `throttled` moves the clock but lets each interval fire only once
 * per `period`, as a throttled background tab does.
 */
function harness(limitMs = 60_000) {
  let now = 1_700_000_000_000;
  let nextId = 1;
  const intervals = new Map<number, { fn: () => void; ms: number; due: number }>();
  const onTimeout = jest.fn();
  const onTick = jest.fn();
  const timer = new CourseTimer(limitMs, {
    now: () => now,
    setInterval: (fn, ms) => {
      const id = nextId++;
      intervals.set(id, { fn, ms, due: now + ms });
      return id;
    },
    clearInterval: (id) => void intervals.delete(id as number),
    onTimeout,
    onTick,
  });
  return {
    timer,
    onTimeout,
    onTick,
    intervals,
    get now() {
      return now;
    },
    /** A foreground tab: every interval fires on time. */
    advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const next = [...intervals.entries()].sort((a, b) => a[1].due - b[1].due)[0];
        if (!next || next[1].due > target) break;
        now = next[1].due;
        next[1].due += next[1].ms;
        next[1].fn();
      }
      now = target;
    },
    /** A throttled background tab: the clock runs, intervals fire once per `period` only. */
    throttled(ms: number, period: number) {
      const target = now + ms;
      while (now + period <= target) {
        now += period;
        for (const [, i] of [...intervals.entries()]) {
          i.due = now + i.ms;
          i.fn();
        }
      }
      now = target;
    },
    setClock(t: number) {
      now = t;
    },
  };
}

describe('SPEC 9.2 constants', () => {
  it('ticks every 1000 ms', () => {
    expect(TIMER_TICK_MS).toBe(1000);
  });
});

describe('timeLimitMs: settings.js timer.time {hours, minutes, seconds} (PACKAGE-FORMAT.md)', () => {
  it.each([
    ['numbers', { hours: 1, minutes: 2, seconds: 3 }, 3_723_000],
    ['numeric strings', { hours: '0', minutes: '30', seconds: ' 15 ' }, 1_815_000],
    ['missing parts count as 0', { minutes: 5 }, 300_000],
    ['unusable parts count as 0', { hours: 'abc', minutes: null, seconds: 10 }, 10_000],
    ['negative parts count as 0', { hours: -1, minutes: 1 }, 60_000],
    ['fractions are accepted', { minutes: 1.5 }, 90_000],
    ['all zero', { hours: 0, minutes: 0, seconds: 0 }, 0],
    ['empty strings', { hours: '', minutes: '', seconds: '' }, 0],
    ['not an object', '01:00:00', 0],
    ['null', null, 0],
    ['undefined', undefined, 0],
    ['an array', [1, 2, 3], 0],
    ['Infinity', { hours: Infinity }, 0],
  ] as const)('%s', (_name, time, expected) => expect(timeLimitMs(time)).toBe(expected));
});

describe('formatHms: the HH:MM:SS countdown of SPEC 2.5', () => {
  it.each([
    [0, '00:00:00'],
    [-5000, '00:00:00'],
    [NaN, '00:00:00'],
    [1000, '00:00:01'],
    [59_000, '00:00:59'],
    [60_000, '00:01:00'],
    [3_723_000, '01:02:03'],
    [36_000_000, '10:00:00'],
    [360_000_000, '100:00:00'],
    [59_999, '00:01:00'], // a tick 1 ms late still shows the second it stands for
    [58_997, '00:00:59'],
    [1, '00:00:01'],
  ])('%d ms → %s', (ms, expected) => expect(formatHms(ms)).toBe(expected));
});

describe('isTimerShown (SPEC 2.5)', () => {
  it.each([
    [true, true, false, true],
    [false, true, false, false],
    [true, false, false, false],
    [true, true, true, false],
  ])('enabled %s, launched %s, review %s → %s', (enabled, launched, reviewMode, expected) =>
    expect(isTimerShown({ enabled, launched, reviewMode })).toBe(expected));
});

describe('shouldStopAutomatically (SPEC 4.6)', () => {
  const base = { surveysAllAnswered: true, progressQuestionCount: 3, surveyCount: 1, courseScore: 100, allAttemptsFinished: false };
  it.each([
    ['progress questions, score 100, surveys answered', {}, true],
    ['progress questions, all attempts finished, surveys answered', { courseScore: 40, allAttemptsFinished: true }, true],
    ['progress questions, score below 100, attempts left', { courseScore: 99 }, false],
    ['score 100 but a survey unanswered', { surveysAllAnswered: false }, false],
    ['attempts finished but a survey unanswered', { surveysAllAnswered: false, courseScore: 0, allAttemptsFinished: true }, false],
    ['no progress questions, surveys exist and are answered', { progressQuestionCount: 0, courseScore: 0 }, true],
    ['no progress questions, surveys exist, not all answered', { progressQuestionCount: 0, surveysAllAnswered: false }, false],
    ['no progress questions and no surveys', { progressQuestionCount: 0, surveyCount: 0 }, false],
    ['progress questions without surveys, score 100', { surveyCount: 0 }, true],
  ] as const)('%s → %s', (_name, override, expected) => expect(shouldStopAutomatically({ ...base, ...override })).toBe(expected));
});

describe('saved record field timer {elapsed, status} (SPEC 3.7, 4.4)', () => {
  it.each([
    ['a valid record', { elapsed: 5000, status: 'STOPPED' }, { elapsed: 5000, status: 'STOPPED' }],
    ['elapsed as a string', { elapsed: '5000', status: 'STARTED' }, { elapsed: 5000, status: 'STARTED' }],
    ['negative elapsed', { elapsed: -10, status: 'STARTED' }, { elapsed: 0, status: 'STARTED' }],
    ['unknown status with time elapsed', { elapsed: 5000, status: 'PAUSED' }, { elapsed: 5000, status: 'STARTED' }],
    ['unknown status without time', { elapsed: 0 }, { elapsed: 0, status: 'NOT_STARTED' }],
    ['no elapsed', { status: 'STARTED' }, null],
    ['not an object', 'x', null],
    ['null', null, null],
  ] as const)('%s', (_name, input, expected) => expect(parseTimerSnapshot(input)).toEqual(expected));

  it('SPEC 4.4: the timer is dropped when the timer is off', () => {
    expect(timerToRestore(false, { elapsed: 5000, status: 'STARTED' })).toBeNull();
    expect(timerToRestore(true, { elapsed: 5000, status: 'STARTED' })).toEqual({ elapsed: 5000, status: 'STARTED' });
  });

  it('snapshot() gives {elapsed, status} for the saved record', () => {
    const h = harness();
    expect(h.timer.snapshot()).toEqual({ elapsed: 0, status: 'NOT_STARTED' });
    h.timer.start(2000);
    h.advance(3000);
    expect(h.timer.snapshot()).toEqual({ elapsed: 5000, status: 'STARTED' });
  });
});

/** Brings a fresh timer into a status, for the start table. */
function inStatus(status: TimerStatus) {
  const h = harness();
  if (status === 'STARTED') h.timer.start();
  if (status === 'STOPPED') (h.timer.start(), h.advance(2000), h.timer.stop());
  if (status === 'TIMED_OUT') (h.timer.start(), h.advance(60_000));
  if (status === 'RESET') (h.timer.start(), h.advance(2000), h.timer.reset());
  expect(h.timer.status).toBe(status);
  return h;
}

describe('start (SPEC 2.3)', () => {
  it.each([
    ['NOT_STARTED', true],
    ['RESET', true],
    ['STARTED', false],
    ['STOPPED', false],
    ['TIMED_OUT', false],
  ] as const)('from %s starts: %s', (status, starts) => {
    const h = inStatus(status);
    const before = h.timer.snapshot();
    const intervalsBefore = h.intervals.size;
    expect(h.timer.start(10_000)).toBe(starts);
    if (starts) {
      expect(h.timer.snapshot()).toEqual({ elapsed: 10_000, status: 'STARTED' });
      expect(h.intervals.size).toBe(1);
    } else {
      expect(h.timer.snapshot()).toEqual(before);
      expect(h.intervals.size).toBe(intervalsBefore);
    }
  });

  it('is set to the time already elapsed, else keeps its current elapsed', () => {
    const h = harness();
    h.timer.start(42_000);
    expect(h.timer.elapsed).toBe(42_000);
    expect(h.timer.remaining).toBe(18_000);
    const g = harness();
    g.timer.start();
    expect(g.timer.elapsed).toBe(0);
  });

  it('a timer with a 0 limit (enabled without a usable time) never starts', () => {
    const h = harness(0);
    expect(h.timer.start()).toBe(false);
    expect(h.timer.status).toBe('NOT_STARTED');
    expect(h.intervals.size).toBe(0);
    expect(h.onTimeout).not.toHaveBeenCalled();
  });
});

describe('ticking (SPEC 4.6, 9.2)', () => {
  it('ticks every 1000 ms and counts the time elapsed', () => {
    const h = harness();
    h.timer.start();
    h.advance(999);
    expect(h.onTick).not.toHaveBeenCalled();
    h.advance(1);
    expect(h.onTick).toHaveBeenCalledTimes(1);
    expect(h.timer.elapsed).toBe(1000);
    h.advance(2000);
    expect(h.onTick).toHaveBeenCalledTimes(3);
    expect(h.timer.elapsed).toBe(3000);
    expect(h.timer.remaining).toBe(57_000);
    expect(formatHms(h.timer.remaining)).toBe('00:00:57');
  });

  it('the remaining time is never negative', () => {
    const h = harness(10_000);
    h.timer.start(25_000);
    expect(h.timer.remaining).toBe(0);
    expect(h.timer.elapsed).toBe(10_000);
    const g = harness(10_000);
    g.timer.start();
    g.throttled(120_000, 60_000);
    expect(g.timer.remaining).toBe(0);
    expect(g.timer.progress).toBe(1);
  });

  it('is observable: a reaction sees the remaining time change each tick', () => {
    const h = harness();
    const seen: string[] = [];
    const dispose = autorun(() => seen.push(formatHms(h.timer.remaining)));
    h.timer.start();
    h.advance(2000);
    dispose();
    expect(seen).toEqual(['00:01:00', '00:00:59', '00:00:58']);
  });

  it('a clock that goes back adds no time and takes none away', () => {
    const h = harness();
    h.timer.start();
    h.advance(5000);
    h.setClock(h.now - 30_000);
    h.throttled(1000, 1000); // a real interval keeps firing whatever the wall clock says
    expect(h.timer.elapsed).toBe(5000);
    h.throttled(1000, 1000);
    expect(h.timer.elapsed).toBe(6000);
  });

  it('dispose() clears the interval', () => {
    const h = harness();
    h.timer.start();
    h.timer.dispose();
    expect(h.intervals.size).toBe(0);
    h.advance(5000);
    expect(h.onTick).not.toHaveBeenCalled();
  });
});

describe('a throttled background tab does not slow the timer (SPEC 4.6: measured against the clock)', () => {
  it.each([
    ['one tick a minute', 180_000, 60_000, 180_000],
    ['one tick every 7 s', 21_000, 7000, 21_000],
    ['a single tick 45 s late', 45_000, 45_000, 45_000],
  ])('%s', (_name, span, period, expected) => {
    const h = harness(3_600_000);
    h.timer.start();
    h.throttled(span, period);
    expect(h.timer.elapsed).toBe(expected);
    expect(h.onTick).toHaveBeenCalledTimes(span / period);
  });

  it('a late tick that finds the time used up times out', () => {
    const h = harness(60_000);
    h.timer.start(30_000);
    h.throttled(60_000, 60_000);
    expect(h.timer.status).toBe('TIMED_OUT');
    expect(h.timer.elapsed).toBe(60_000);
    expect(h.onTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('timeout (SPEC 4.6, 9.2: when 1 s or less remains)', () => {
  it('times out at 1 s remaining: TIMED_OUT, elapsed = the limit, onTimeout once, interval cleared', () => {
    const h = harness(5000);
    h.timer.start();
    h.advance(3000);
    expect(h.timer.status).toBe('STARTED');
    expect(h.timer.remaining).toBe(2000);
    h.advance(1000);
    expect(h.timer.status).toBe('TIMED_OUT');
    expect(h.timer.elapsed).toBe(5000);
    expect(h.timer.remaining).toBe(0);
    expect(h.onTimeout).toHaveBeenCalledTimes(1);
    expect(h.intervals.size).toBe(0);
    h.advance(10_000);
    expect(h.onTimeout).toHaveBeenCalledTimes(1);
    expect(h.timer.snapshot()).toEqual({ elapsed: 5000, status: 'TIMED_OUT' });
  });

  it.each([
    ['1500 ms left at a tick: not yet', 5500, 4000, 'STARTED'],
    ['1001 ms left: not yet', 5001, 4000, 'STARTED'],
    ['1000 ms left: times out', 5000, 4000, 'TIMED_OUT'],
    ['500 ms left: times out', 4500, 4000, 'TIMED_OUT'],
  ] as const)('%s', (_name, limit, run, status) => {
    const h = harness(limit);
    h.timer.start();
    h.advance(run);
    expect(h.timer.status).toBe(status);
    expect(h.onTimeout).toHaveBeenCalledTimes(status === 'TIMED_OUT' ? 1 : 0);
  });

  it('starting with 1 s or less left times out at once', () => {
    const h = harness(60_000);
    expect(h.timer.start(59_200)).toBe(true);
    expect(h.timer.status).toBe('TIMED_OUT');
    expect(h.timer.elapsed).toBe(60_000);
    expect(h.onTimeout).toHaveBeenCalledTimes(1);
    expect(h.intervals.size).toBe(0);
  });

  it('onTimeout runs after the state changed, so the submit sees TIMED_OUT', () => {
    const h = harness(3000);
    let statusSeen = '';
    h.onTimeout.mockImplementation(() => (statusSeen = h.timer.status));
    h.timer.start();
    h.advance(2000);
    expect(statusSeen).toBe('TIMED_OUT');
  });

  it('after a reset the timer can time out (and submit) again', () => {
    const h = harness(3000);
    h.timer.start();
    h.advance(5000);
    h.timer.reset();
    h.timer.start();
    h.advance(5000);
    expect(h.onTimeout).toHaveBeenCalledTimes(2);
  });
});

describe('stop and resume (SPEC 4.6, 2.5)', () => {
  it('stop keeps the time spent, including the part of a second; no ticks while stopped; resume continues', () => {
    const h = harness();
    h.timer.start();
    h.advance(2500);
    expect(h.timer.stop()).toBe(true);
    expect(h.timer.snapshot()).toEqual({ elapsed: 2500, status: 'STOPPED' });
    expect(h.timer.isPaused).toBe(true);
    expect(h.intervals.size).toBe(0);
    h.advance(30_000);
    expect(h.timer.elapsed).toBe(2500);
    expect(h.timer.start()).toBe(false); // SPEC 2.3: the route start does not restart a stopped timer
    expect(h.timer.resume()).toBe(true);
    h.advance(1000);
    expect(h.timer.snapshot()).toEqual({ elapsed: 3500, status: 'STARTED' });
  });

  it.each(['NOT_STARTED', 'RESET', 'TIMED_OUT', 'STOPPED'] as const)('stop() does nothing when %s', (status) => {
    const h = inStatus(status);
    const before = h.timer.snapshot();
    expect(h.timer.stop()).toBe(false);
    expect(h.timer.snapshot()).toEqual(before);
  });

  it.each(['NOT_STARTED', 'RESET', 'TIMED_OUT', 'STARTED'] as const)('resume() does nothing when %s', (status) => {
    const h = inStatus(status);
    expect(h.timer.resume()).toBe(false);
    expect(h.timer.status).toBe(status);
  });

  it('stop does not time out even when the clock passed the limit', () => {
    const h = harness(10_000);
    h.timer.start();
    h.throttled(20_000, 60_000); // no tick fired
    h.timer.stop();
    expect(h.timer.snapshot()).toEqual({ elapsed: 10_000, status: 'STOPPED' });
    expect(h.onTimeout).not.toHaveBeenCalled();
  });
});

describe('reset (SPEC 4.6, 4.5 cleanup)', () => {
  it('sets elapsed to 0 and the status to RESET, stops ticking, and the next start runs from 0', () => {
    const h = harness();
    h.timer.start();
    h.advance(5000);
    h.timer.reset();
    expect(h.timer.snapshot()).toEqual({ elapsed: 0, status: 'RESET' });
    expect(h.intervals.size).toBe(0);
    h.advance(5000);
    expect(h.timer.elapsed).toBe(0);
    expect(h.timer.start()).toBe(true);
    h.advance(1000);
    expect(h.timer.snapshot()).toEqual({ elapsed: 1000, status: 'STARTED' });
  });
});

type RestoreCase = [name: string, saved: TimerSnapshot | null, expected: { status: TimerStatus; elapsed: number; running: boolean }];

describe('restore from the saved record (SPEC 4.6: continues if elapsed is above 0)', () => {
  const L = 120_000; // the limit of the table's timer
  const S = (elapsed: number, status: TimerStatus = 'STARTED'): TimerSnapshot => ({ elapsed, status });
  it.each<RestoreCase>([
    ['nothing saved: not started', null, { status: 'NOT_STARTED', elapsed: 0, running: false }],
    ['saved elapsed above 0: continues from it', S(30_000), { status: 'STARTED', elapsed: 30_000, running: true }],
    ['saved elapsed 0: does not continue', S(0), { status: 'NOT_STARTED', elapsed: 0, running: false }],
    ['saved STOPPED: stays stopped', S(30_000, 'STOPPED'), { status: 'STOPPED', elapsed: 30_000, running: false }],
    ['saved TIMED_OUT: stays timed out at the limit', S(59_000, 'TIMED_OUT'), { status: 'TIMED_OUT', elapsed: L, running: false }],
    ['saved RESET: stays reset', S(0, 'RESET'), { status: 'RESET', elapsed: 0, running: false }],
    ['saved NOT_STARTED with time elapsed: continues', S(3000, 'NOT_STARTED'), { status: 'STARTED', elapsed: 3000, running: true }],
    ['saved elapsed above the limit: clamped and timed out at once', S(200_000), { status: 'TIMED_OUT', elapsed: L, running: false }],
    ['saved STARTED with 1 s or less left: times out at once', S(L - 500), { status: 'TIMED_OUT', elapsed: L, running: false }],
  ])('%s', (_name, saved, expected) => {
    const h = harness(L);
    const running = h.timer.restore(saved);
    expect({ status: h.timer.status, elapsed: h.timer.elapsed, running }).toEqual(expected);
    expect(h.intervals.size).toBe(running ? 1 : 0);
    expect(h.onTimeout).toHaveBeenCalledTimes(expected.status === 'TIMED_OUT' && saved?.status === 'STARTED' ? 1 : 0);
  });

  it('a restored running timer keeps ticking from the restored elapsed time', () => {
    const h = harness(60_000);
    h.timer.restore({ elapsed: 45_000, status: 'STARTED' });
    h.advance(2000);
    expect(h.timer.snapshot()).toEqual({ elapsed: 47_000, status: 'STARTED' });
    expect(h.onTick).toHaveBeenCalledTimes(2);
  });

  it('restoring a TIMED_OUT record does not submit again; restoring one with 1 s left submits once', () => {
    const done = harness();
    done.timer.restore({ elapsed: 60_000, status: 'TIMED_OUT' });
    expect(done.onTimeout).not.toHaveBeenCalled();
    const late = harness();
    late.timer.restore({ elapsed: 59_500, status: 'STARTED' });
    late.advance(5000);
    expect(late.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('a timer that did not continue is started by the route start (SPEC 2.3) from 0', () => {
    const h = harness(60_000);
    expect(h.timer.restore({ elapsed: 0, status: 'STARTED' })).toBe(false);
    expect(h.timer.start()).toBe(true);
    expect(h.timer.elapsed).toBe(0);
  });

  it('restore replaces a running interval rather than adding one', () => {
    const h = harness();
    h.timer.start();
    h.timer.restore({ elapsed: 10_000, status: 'STARTED' });
    expect(h.intervals.size).toBe(1);
    h.advance(1000);
    expect(h.onTick).toHaveBeenCalledTimes(1);
    expect(h.timer.elapsed).toBe(11_000);
  });


});
