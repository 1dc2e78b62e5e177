// docs/embedding.md status: started, progress, passed/failed, completed, from the session's learning events.
import type { CourseStanding, LearningEvent } from '../delivery/LearningEvent';
import { HostStatus } from './status';

const stamp = { at: '2026-01-01T00:00:00.000Z', attemptId: 'a1' };
const standing = (s: Partial<CourseStanding> = {}): CourseStanding => ({ status: 'IN_PROGRESS', score: 0, masteryScore: 80, completion: 'incomplete', success: 'unknown', scored: true, ...s });
const launched = (s: Partial<CourseStanding> = {}, startDeferred = false): LearningEvent => ({
  ...stamp,
  type: 'launched',
  learner: null,
  resumed: false,
  location: '',
  standing: standing(s),
  course: { id: 'c', title: 'C', language: 'en' },
  startDeferred,
});

it('reports start, progress changes, the verdict and completion once each, in order', () => {
  const host = new HostStatus();
  const out = [
    ...host.take(launched(), standing()),
    ...host.take({ ...stamp, type: 'progressed', location: '/sections/s', progress: 0 }, standing()),
    ...host.take({ ...stamp, type: 'progressed', location: '/sections/s/questions/q', progress: 0 }, standing()),
    ...host.take({ ...stamp, type: 'progressed', location: '/sections/s/questions/q2', progress: 50 }, standing()),
    ...host.take({ ...stamp, type: 'status', previous: 'IN_PROGRESS', sections: [], ...standing({ status: 'PASSED', score: 100, completion: 'completed', success: 'passed' }) }, standing()),
    ...host.take({ ...stamp, type: 'progressed', location: '/results', progress: 100 }, standing({ status: 'PASSED', score: 100, completion: 'completed' })),
    ...host.take({ ...stamp, type: 'exited', reason: 'suspended', sessionMs: 1, standing: standing({ status: 'PASSED', score: 100, completion: 'completed' }) }, standing()),
  ];
  expect(out).toEqual([
    { status: 'started', resumed: false },
    { status: 'progress', progress: 0 },
    { status: 'progress', progress: 50 },
    { status: 'passed', score: 100 },
    { status: 'completed', score: 100 },
    { status: 'progress', progress: 100 },
  ]);
});

it('waits for the deferred start (the first-selection language popup, SPEC 2.8)', () => {
  const host = new HostStatus();
  expect(host.take(launched({}, true), standing())).toEqual([]);
  expect(host.take({ ...stamp, type: 'started' }, standing())).toEqual([{ status: 'started', resumed: false }]);
});

it('reports a failed course with its score, and a completed course without scored questions with no score', () => {
  const failed = new HostStatus();
  failed.take(launched(), standing());
  expect(failed.take({ ...stamp, type: 'status', previous: 'IN_PROGRESS', sections: [], ...standing({ status: 'FAILED', score: 40, completion: 'completed', success: 'failed' }) }, standing())).toEqual([
    { status: 'failed', score: 40 },
    { status: 'completed', score: 40 },
  ]);
  const unscored = new HostStatus();
  unscored.take(launched({ scored: false }), standing({ scored: false }));
  expect(unscored.take({ ...stamp, type: 'experienced', questionId: 'q', index: 0, sectionId: 's', questionType: 'contentPage', title: 'T', isSurvey: false }, standing({ scored: false, completion: 'completed' }))).toEqual([
    { status: 'completed', score: null },
  ]);
});

it('tells a resumed, already passed attempt where it stands', () => {
  const host = new HostStatus();
  expect(host.take({ ...launched({ status: 'PASSED', score: 90, completion: 'completed' }), resumed: true } as LearningEvent, standing())).toEqual([
    { status: 'started', resumed: true },
    { status: 'passed', score: 90 },
    { status: 'completed', score: 90 },
  ]);
});
