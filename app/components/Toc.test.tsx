import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { generateCourse } from '../../test/support/generatedCourse';
import { renderWithSession } from '../../test/support/renderWithSession';
import { Toc } from './Toc';

interface Data {
  sections: { id: string; questions: { id: string; type: string; isSurvey?: boolean; answers?: { id: string; isCorrect: boolean }[] }[] }[];
}
const showcase: Data = JSON.parse(readFileSync(path.join(SHOWCASE, 'content', 'data.js'), 'utf8'));
const labels: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));

/** The state of a page entry as a screen reader names it, and the kind of mark a sighted learner sees. */
function stateOf(container: HTMLElement, questionId: string) {
  const entry = container.querySelector(`a.toc-page[href$="${questionId}"]`)!;
  const state = entry.querySelector('.toc-page-state');
  if (!state) return null;
  return { name: state.querySelector('[role=img]')!.getAttribute('aria-label'), mark: state.querySelector('svg')!.getAttribute('class'), kind: state.className.match(/page-state-(\w+)/)?.[1] ?? null };
}

describe('the sidebar marks what became of each answered page (issue 9)', () => {
  it('tells right, wrong, a survey answer and a read content page apart, in words and in marks', async () => {
    const { session } = await createTestPlayer();
    const [first, , , , , last] = showcase.sections;
    const right = first.questions.find((q) => q.type === 'singleSelectText')!;
    const wrong = last.questions.find((q) => q.type === 'singleSelectText' && !q.isSurvey)!;
    const survey = last.questions.find((q) => q.isSurvey)!;
    const content = last.questions.find((q) => q.type === 'informationContent')!;
    session.actions.answer(right.id, [right.answers!.find((a) => a.isCorrect)!.id]);
    session.actions.answer(wrong.id, [wrong.answers!.find((a) => !a.isCorrect)!.id]);
    session.actions.answer(survey.id, [survey.answers![0].id]);
    session.actions.open(content.id);

    const { container } = renderWithSession(session, <Toc open onNavigate={() => undefined} />, `/sections/${last.id}/questions/${content.id}`);
    expect(stateOf(container, right.id)).toEqual({ name: labels['[correct]'], mark: 'icon icon-check', kind: 'correct' });
    expect(stateOf(container, wrong.id)).toEqual({ name: labels['[incorrect]'], mark: 'icon icon-cross', kind: 'incorrect' });
    expect(stateOf(container, survey.id)).toEqual({ name: labels['[answered]'], mark: 'icon icon-answered', kind: 'answered' });
    expect(stateOf(container, content.id)).toEqual({ name: labels['[completed]'], mark: 'icon icon-check', kind: 'read' });
    // Not answered yet: no mark at all.
    expect(stateOf(container, first.questions.find((q) => q.type === 'multipleSelect')!.id)).toBeNull();
  });

  it('says only "answered" while answers wait to be submitted all at once (SPEC 4.5)', async () => {
    const { session } = await createTestPlayer({
      overrides: { 'settings.js': (body) => JSON.stringify({ ...JSON.parse(body!), submitAnswers: { selected: 'allQuestionsAtOnce' } }) },
    });
    const [first] = showcase.sections;
    const right = first.questions.find((q) => q.type === 'singleSelectText')!;
    const wrong = first.questions.find((q) => q.type === 'multipleSelect')!;
    session.actions.answer(right.id, [right.answers!.find((a) => a.isCorrect)!.id]);
    session.actions.answer(wrong.id, [wrong.answers!.find((a) => !a.isCorrect)!.id]);
    const { container } = renderWithSession(session, <Toc open onNavigate={() => undefined} />, `/sections/${first.id}`);
    expect(stateOf(container, right.id)?.kind).toBe('answered');
    expect(stateOf(container, wrong.id)?.kind).toBe('answered');
  });
});

describe('the sidebar and transparent sections (issue 9)', () => {
  const course = generateCourse(4, 2, ['--transparent', '1,2']);
  afterAll(() => course.remove());

  it('lists a transparent section’s pages at the top level, with no section header, and numbers only the real sections', async () => {
    const { session } = await createTestPlayer({ dir: course.dir });
    const { container } = renderWithSession(session, <Toc open onNavigate={() => undefined} />, '/results');
    const top = [...container.querySelectorAll('.toc-sections > li')];
    expect(top.map((li) => li.className.trim())).toEqual(['toc-section', 'toc-loose', 'toc-loose', 'toc-section']);
    expect([...container.querySelectorAll('.toc-section-index')].map((e) => e.textContent)).toEqual(['Section 1 of 2', 'Section 2 of 2']);
    expect(container.querySelector('.toc-section-title')?.textContent).not.toBe('-');
    expect([...container.querySelectorAll('.toc-section-title')].map((e) => e.textContent)).not.toContain('-');
    // The loose pages are there to follow at once: no header to open first.
    const loose = within(top[1] as HTMLElement).getAllByRole('link');
    expect(loose.map((a) => a.getAttribute('href'))).toEqual(course.data.sections[1].questions.map((q) => `/sections/${course.data.sections[1].id}/questions/${q.id}`));
    expect(top[1].querySelector('button')).toBeNull();
  });
});

describe('the sidebar follows the learner (issue 9, big courses)', () => {
  it('opens the section the learner moves into, so the current page is listed', async () => {
    const { session } = await createTestPlayer();
    const [first, , third] = showcase.sections;
    let go: (to: string) => void = () => undefined;
    function Navigator() {
      go = useNavigate();
      return null;
    }
    const { container } = renderWithSession(
      session,
      <>
        <Toc open onNavigate={() => undefined} />
        <Navigator />
      </>,
      `/sections/${first.id}/questions/${first.questions[0].id}`,
    );
    const list = (id: string) => container.querySelector<HTMLElement>(`#toc-section-${id}`)!;
    expect([list(first.id).hidden, list(third.id).hidden]).toEqual([false, true]);
    act(() => go(`/sections/${third.id}/questions/${third.questions[1].id}`));
    expect(list(third.id).hidden).toBe(false);
    expect(list(third.id).querySelector('a.active')?.getAttribute('href')).toBe(`/sections/${third.id}/questions/${third.questions[1].id}`);
  });
});
