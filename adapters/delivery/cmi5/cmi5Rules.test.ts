import validateStatement from '@learninglocker/xapi-validation';
import { Status, type CourseStanding, type LearningEvent } from '@core';
import { judge, moveOnMet, moveOnReachable, Cmi5Tracker, type Cmi5Session } from './cmi5Rules';
import { CMI5_CATEGORY, CMI5_VERBS, MASTERY_SCORE_EXTENSION, MOVEON_CATEGORY, SESSION_ID_EXTENSION } from './cmi5Vocabulary';
import type { LaunchMode, MoveOn } from './launchData';

const SESSION_ID = 'c2a7a5b0-6d2e-4c3e-9f0a-1b2c3d4e5f60';
const PUBLISHER = 'https://lms.example/courses/42';
const REGISTRATION = '7f8e9d0c-1b2a-4c3d-8e9f-0a1b2c3d4e5f';

const standing = (over: Partial<CourseStanding> = {}): CourseStanding => ({
  status: Status.IN_PROGRESS,
  score: 0,
  masteryScore: 80,
  completion: 'incomplete',
  success: 'unknown',
  scored: true,
  ...over,
});
const passedStanding = (score = 100) => standing({ status: Status.PASSED, score, completion: 'completed', success: 'passed' });
const failedStanding = (score = 40) => standing({ status: Status.FAILED, score, completion: 'completed', success: 'failed' });

let clock = Date.parse('2026-01-01T10:00:00.000Z');
const stamp = () => ({ at: new Date((clock += 1000)).toISOString(), attemptId: 'attempt-1' });
const launched = (s = standing()): LearningEvent => ({ ...stamp(), type: 'launched', learner: null, resumed: false, location: '', standing: s, course: { id: 'c', title: 'C', language: 'en' } });
const status = (s: CourseStanding): LearningEvent => ({ ...stamp(), type: 'status', previous: Status.IN_PROGRESS, sections: [], ...s });
const exited = (s = standing()): LearningEvent => ({ ...stamp(), type: 'exited', reason: 'finished', sessionMs: 5000, standing: s });
const progressed = (): LearningEvent => ({ ...stamp(), type: 'progressed', location: '/x', progress: 50 });

function tracker(over: { launchMode?: LaunchMode; moveOn?: MoveOn; masteryScore?: number } = {}) {
  const warnings: string[] = [];
  const session: Cmi5Session = {
    context: {
      actor: { objectType: 'Agent', name: 'Jane', account: { homePage: 'https://lms.example', name: 'jane' } },
      activityId: 'https://lms.example/au/1',
      registration: REGISTRATION,
      contextTemplate: {
        contextActivities: { grouping: [{ id: PUBLISHER, objectType: 'Activity' }] },
        extensions: { [SESSION_ID_EXTENSION]: SESSION_ID },
      },
      ...(over.masteryScore !== undefined ? { masteryScore: over.masteryScore } : {}),
    },
    launchMode: over.launchMode ?? 'Normal',
    moveOn: over.moveOn ?? 'CompletedAndPassed',
    warn: (m) => warnings.push(m),
  };
  const t = new Cmi5Tracker(session);
  const sent: Record<string, unknown>[] = [];
  const feed = (...events: LearningEvent[]) => {
    for (const e of events) sent.push(...t.statementsFor(e));
  };
  const defined = () => sent.filter((s) => (Object.values(CMI5_VERBS) as string[]).includes((s.verb as { id: string }).id));
  const verbs = () => defined().map((s) => Object.entries(CMI5_VERBS).find(([, id]) => id === (s.verb as { id: string }).id)?.[0]);
  /** Every statement's verb by the last part of its id: the defined ones and the allowed ones. */
  const all = () => sent.map((s) => (s.verb as { id: string }).id.replace(/^.*\//, ''));
  return { t, sent, defined, feed, verbs, all, warnings };
}

describe('cmi5 moveOn (cmi5 13.1.4)', () => {
  it.each([
    ['Passed', { completed: true, passed: false, failed: false }, false],
    ['Passed', { completed: false, passed: true, failed: false }, true],
    ['Completed', { completed: true, passed: false, failed: false }, true],
    ['Completed', { completed: false, passed: true, failed: false }, false],
    ['CompletedAndPassed', { completed: true, passed: false, failed: false }, false],
    ['CompletedAndPassed', { completed: true, passed: true, failed: false }, true],
    ['CompletedOrPassed', { completed: false, passed: true, failed: false }, true],
    ['CompletedOrPassed', { completed: true, passed: false, failed: true }, true],
    ['CompletedOrPassed', { completed: false, passed: false, failed: true }, false],
    ['NotApplicable', { completed: false, passed: false, failed: false }, true],
  ] as const)('%s with %j is met: %s', (moveOn, reported, met) => {
    expect(moveOnMet(moveOn, reported)).toBe(met);
  });

  it('a moveOn that needs a pass cannot be reached by a course without scored questions', () => {
    expect(moveOnReachable('Passed', false)).toBe(false);
    expect(moveOnReachable('CompletedAndPassed', false)).toBe(false);
    expect(moveOnReachable('CompletedOrPassed', false)).toBe(true);
    expect(moveOnReachable('Passed', true)).toBe(true);
  });
});

describe('cmi5 passed and failed follow the course (SPEC 4.1)', () => {
  it('are the course standing once decided, and nothing for a course without scored questions', () => {
    expect(judge(standing({ score: 85, completion: 'completed', success: 'passed' }))).toBe('passed');
    expect(judge(standing({ score: 40, completion: 'completed', success: 'failed' }))).toBe('failed');
    expect(judge(standing({ score: 100 }))).toBe('unknown');
    expect(judge(standing({ scored: false, completion: 'completed', success: 'passed' }))).toBe('unknown');
  });
});

describe('cmi5 defined statements in order (cmi5 9.3)', () => {
  it('initialized first, passed then completed, terminated last, each with the context template', () => {
    const { feed, defined: definedOnly, verbs } = tracker();
    feed(launched(), progressed(), status(passedStanding()), exited(passedStanding()));
    expect(verbs()).toEqual(['initialized', 'passed', 'completed', 'terminated']);
    const sent = definedOnly();
    for (const s of sent) {
      expect(validateStatement(JSON.parse(JSON.stringify(s)))).toEqual([]);
      const ctx = s.context as { registration: string; contextActivities: { grouping: unknown[]; category: { id: string }[] }; extensions: Record<string, unknown> };
      expect(ctx.registration).toBe(REGISTRATION);
      expect(ctx.extensions[SESSION_ID_EXTENSION]).toBe(SESSION_ID);
      expect(ctx.contextActivities.grouping).toEqual([{ id: PUBLISHER, objectType: 'Activity' }]);
      expect(ctx.contextActivities.category.map((c) => c.id)).toContain(CMI5_CATEGORY);
    }
    const categories = sent.map((s) => (s.context as { contextActivities: { category: { id: string }[] } }).contextActivities.category.map((c) => c.id));
    expect(categories).toEqual([[CMI5_CATEGORY], [CMI5_CATEGORY, MOVEON_CATEGORY], [CMI5_CATEGORY, MOVEON_CATEGORY], [CMI5_CATEGORY]]);
    expect(sent[1].result).toMatchObject({ success: true, score: { scaled: 1 }, duration: 'PT2S' });
    expect(sent[2].result).toMatchObject({ completion: true });
    expect(sent[3].result).toEqual({ duration: 'PT3S' });
    expect(new Set(sent.map((s) => s.id)).size).toBe(4);
  });

  it('sends nothing before initialized and nothing after terminated', () => {
    const { feed, verbs } = tracker();
    feed(status(passedStanding()), launched(), exited(), status(passedStanding()), exited(), launched());
    expect(verbs()).toEqual(['initialized', 'terminated']);
  });

  it('never passed and failed in one session: a fail stands, and nothing fails after a pass', () => {
    const failedFirst = tracker();
    failedFirst.feed(launched(), status(failedStanding(40)), status(passedStanding(90)), exited(passedStanding(90)));
    expect(failedFirst.verbs()).toEqual(['initialized', 'failed', 'completed', 'terminated']);
    const passedFirst = tracker();
    passedFirst.feed(launched(), status(passedStanding()), status(failedStanding()), exited(failedStanding()));
    expect(passedFirst.verbs()).toEqual(['initialized', 'passed', 'completed', 'terminated']);
  });

  it('reports the LMS masteryScore with passed and failed', () => {
    const { feed, defined, verbs } = tracker({ masteryScore: 0.9 });
    feed(launched(), status(failedStanding(85)));
    expect(verbs()).toEqual(['initialized', 'failed', 'completed']);
    const sent = defined();
    const ctx = sent[1].context as { extensions: Record<string, unknown> };
    expect(ctx.extensions[MASTERY_SCORE_EXTENSION]).toBe(0.9);
    expect(ctx.extensions[SESSION_ID_EXTENSION]).toBe(SESSION_ID);
    expect(sent[1].result).toMatchObject({ success: false, score: { scaled: 0.85, raw: 85 } });
  });

  it.each(['Browse', 'Review'] as const)('%s mode sends no passed, failed or completed', (launchMode) => {
    const { feed, verbs } = tracker({ launchMode });
    feed(launched(), status(passedStanding()), exited(passedStanding()));
    expect(verbs()).toEqual(['initialized', 'terminated']);
  });

  it('a relaunch of a course already passed and completed does not report them again', () => {
    const { feed, verbs } = tracker();
    feed(launched(passedStanding()), status(passedStanding()), exited(passedStanding()));
    expect(verbs()).toEqual(['initialized', 'terminated']);
  });

  it('a course that ends unfinished says so when moveOn is not met, and a moveOn it cannot reach at launch', () => {
    const unfinished = tracker({ moveOn: 'Completed' });
    unfinished.feed(launched(), exited());
    expect(unfinished.warnings).toEqual([expect.stringContaining('without meeting moveOn Completed')]);
    const unscored = tracker({ moveOn: 'Passed' });
    unscored.feed(launched(standing({ scored: false })));
    expect(unscored.warnings).toEqual([expect.stringContaining('cannot be passed')]);
    const notApplicable = tracker({ moveOn: 'NotApplicable' });
    notApplicable.feed(launched(), exited());
    expect(notApplicable.warnings).toEqual([]);
  });

  it("sends passed only at or above the LMS's masteryScore and failed only below it (cmi5 9.3.4, 9.3.5)", () => {
    // A course mastered per section passes on its sections whatever its overall score.
    const passedBelow = tracker({ masteryScore: 0.9 });
    passedBelow.feed(launched(), status(passedStanding(85)), exited(passedStanding(85)));
    expect(passedBelow.verbs()).toEqual(['initialized', 'completed', 'terminated']);
    expect(passedBelow.warnings).toEqual([expect.stringContaining("the course is passed with 85, but the LMS's masteryScore is 0.9"), expect.stringContaining('without meeting moveOn')]);
    const failedAbove = tracker({ masteryScore: 0.5 });
    failedAbove.feed(launched(), status(failedStanding(60)));
    expect(failedAbove.verbs()).toEqual(['initialized', 'completed']);
    const atTheMark = tracker({ masteryScore: 0.85 });
    atTheMark.feed(launched(), status(passedStanding(85)));
    expect(atTheMark.verbs()).toEqual(['initialized', 'passed', 'completed']);
  });
});

describe('cmi5 allowed statements (cmi5 9.6.1, 9.6.2.1)', () => {
  it("carry the tracking layer's statements between initialized and terminated, with the context template and without the cmi5 category", () => {
    const { feed, sent, all } = tracker();
    feed(launched(), progressed(), status(passedStanding()), exited(passedStanding()));
    expect(all()).toEqual(['initialized', 'started', 'progressed', 'passed', 'completed', 'exited', 'terminated']);
    const definedIds: string[] = Object.values(CMI5_VERBS);
    for (const s of sent.filter((s) => !definedIds.includes((s.verb as { id: string }).id))) {
      expect(validateStatement(JSON.parse(JSON.stringify(s)))).toEqual([]);
      const ctx = s.context as { registration: string; contextActivities: { grouping: { id: string }[]; category?: { id: string }[] }; extensions: Record<string, unknown> };
      expect(ctx.registration).toBe(REGISTRATION);
      expect(ctx.extensions[SESSION_ID_EXTENSION]).toBe(SESSION_ID);
      expect(ctx.contextActivities.grouping.map((g) => g.id)).toContain(PUBLISHER);
      expect((ctx.contextActivities.category ?? []).map((c) => c.id)).not.toContain(CMI5_CATEGORY);
      expect(s.actor).toEqual({ objectType: 'Agent', name: 'Jane', account: { homePage: 'https://lms.example', name: 'jane' } });
    }
  });

  it("never carry a verb of cmi5's defined statements or the LMS's 'launched'", () => {
    const { feed, all } = tracker({ launchMode: 'Browse' });
    feed(launched(), status(passedStanding()), exited(passedStanding()));
    expect(all()).toEqual(['initialized', 'started', 'exited', 'terminated']);
  });
});
