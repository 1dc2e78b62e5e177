import { Route, Routes } from 'react-router-dom';
import { routes } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { generateCourse } from '../../test/support/generatedCourse';
import { renderWithSession } from '../../test/support/renderWithSession';
import { QuestionPage } from './QuestionPage';

describe("a page's counter (issue 22)", () => {
  // 17 sections, 7 of them transparent; the others open with a learning objective (SPEC 2.2's chain has those pages too).
  const course = generateCourse(17, 3, ['--transparent', '1,3,5,8,11,13,16']);
  afterAll(() => course.remove());

  const counter = async (sectionId: string, questionId: string) => {
    const { session } = await createTestPlayer({ dir: course.dir });
    const { container, unmount } = renderWithSession(
      session,
      <Routes>
        <Route path="/sections/:sectionId/questions/:questionId" element={<QuestionPage />} />
      </Routes>,
      routes.question(sectionId, questionId),
    );
    const text = container.querySelector('.page-kicker')!.lastElementChild!.textContent;
    unmount();
    return { text, session };
  };

  it('counts the pages a learner reads or answers, not the learning objectives before them: the first page is page 1', async () => {
    const [first, transparent, third] = course.data.sections;
    const pages = course.data.sections.reduce((n, s) => n + s.questions.length, 0);
    const { text, session } = await counter(first.id, first.questions[0].id);
    // The chain does hold the objective pages (they are passed through): only the count leaves them out.
    expect(session.course.chain.filter((r) => r.endsWith('/learning-objective')).length).toBeGreaterThan(0);
    expect(text).toBe(`Page 1 of ${pages}`);
    expect((await counter(transparent.id, transparent.questions[1].id)).text).toBe(`Page 5 of ${pages}`);
    expect((await counter(third.id, third.questions[0].id)).text).toBe(`Page 7 of ${pages}`);
  });
});
