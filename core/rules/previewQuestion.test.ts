import { ErrorMessages } from '../errors/catalogue';
import { previewTarget } from './previewQuestion';

const questions = new Map([
  ['q1', { id: 'q1', answeredOnOpen: false }],
  ['c1', { id: 'c1', answeredOnOpen: true }],
]);
const target = (over: Partial<Parameters<typeof previewTarget>[0]>) =>
  previewTarget({ isPreview: true, questionId: 'q1', find: (id) => questions.get(id), showContentPages: true, ...over });

describe('the single-question preview (SPEC 2.1 questionId, 5.2)', () => {
  it('opens the asked question in a preview package', () => {
    expect(target({})).toEqual({ kind: 'question', questionId: 'q1' });
    expect(target({ questionId: 'c1' })).toEqual({ kind: 'question', questionId: 'c1' });
  });

  it('is ignored outside a preview and without an id: the course plays', () => {
    expect(target({ isPreview: false })).toEqual({ kind: 'course' });
    expect(target({ questionId: null })).toEqual({ kind: 'course' });
    expect(target({ questionId: '  ' })).toEqual({ kind: 'course' });
  });

  it("rejects a content page while showContentPages is off with SPEC 8.3's show-content error", () => {
    const t = target({ questionId: 'c1', showContentPages: false });
    expect(t.kind === 'error' && [t.error.kind, t.error.message]).toEqual(['showContent', ErrorMessages.showContentDisabled]);
    expect(target({ questionId: 'q1', showContentPages: false }).kind).toBe('question');
  });

  it("names an unknown id: 'Question not found', with the id in the details", () => {
    const t = target({ questionId: 'nope' });
    expect(t.kind === 'error' && [t.error.message, t.error.detail?.includes("'nope'")]).toEqual([ErrorMessages.questionNotFound, true]);
  });
});
