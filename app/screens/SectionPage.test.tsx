import { within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { generateCourse } from '../../test/support/generatedCourse';
import { renderWithSession } from '../../test/support/renderWithSession';
import { SectionPage } from './SectionPage';

describe('a section page’s list of pages (issue 9)', () => {
  const course = generateCourse(2, 4, ['--force-navigation']);
  afterAll(() => course.remove());

  it('shows which pages are locked under forced navigation and what became of the answered ones', async () => {
    const { session } = await createTestPlayer({ dir: course.dir });
    const [section] = course.data.sections;
    const [first, second] = section.questions;
    session.actions.open(first.id);
    if (second.answers) session.actions.answer(second.id, [second.answers.find((a) => !a.isCorrect)!.id]);
    else session.actions.open(second.id);
    const { container } = renderWithSession(
      session,
      <Routes>
        <Route path="/sections/:sectionId" element={<SectionPage />} />
      </Routes>,
      `/sections/${section.id}`,
    );
    const rows = [...container.querySelectorAll<HTMLElement>('.page-list > li')];
    const shown = rows.map((row) => ({
      link: row.querySelector('a') !== null,
      locked: within(row).queryByRole('img', { name: 'Finish the earlier pages to unlock this one.' }) !== null,
      state: row.querySelector('.page-state [role=img]')?.getAttribute('aria-label') ?? null,
    }));
    expect(shown[0]).toEqual({ link: true, locked: false, state: 'Completed' });
    expect(shown[1]).toEqual({ link: true, locked: false, state: second.answers ? 'Incorrect' : 'Completed' });
    // The page after the last answered one is open; the ones after it are not yet.
    expect(shown[2]).toEqual({ link: true, locked: false, state: null });
    expect(shown[3]).toEqual({ link: false, locked: true, state: null });
  });
});
