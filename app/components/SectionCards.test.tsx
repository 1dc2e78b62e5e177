import { fireEvent, screen, within } from '@testing-library/react';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { generateCourse } from '../../test/support/generatedCourse';
import { renderWithSession } from '../../test/support/renderWithSession';
import { SectionCards } from './SectionCards';

const labels = { lock: 'Finish the earlier pages to unlock this one.' };

describe('the section cards (cover and section list)', () => {
  // Sections 2 and 4 of five are transparent (title "-", no image), as 7 of 17 are in a real course.
  const course = generateCourse(5, 2, ['--transparent', '1,3']);
  afterAll(() => course.remove());

  it('give a transparent section no card: its pages are plain entries between the cards, and the numbering skips it', async () => {
    const { session } = await createTestPlayer({ dir: course.dir });
    const { container } = renderWithSession(session, <SectionCards />);
    const cards = [...container.querySelectorAll('.section-card')];
    const cardSections = course.data.sections.filter((s) => !s.isTransparent);
    expect(cards.map((c) => c.querySelector('.section-card-title')!.textContent)).toEqual(cardSections.map((s) => s.title));
    expect(cards.map((c) => c.querySelector('.section-card-index')!.textContent)).toEqual(['Section 1 of 3', 'Section 2 of 3', 'Section 3 of 3']);
    expect(screen.queryByText('-')).toBeNull();

    // In course order: card, the loose pages of section 2, card, loose pages of section 4, card.
    const items = [...container.querySelectorAll('.section-cards > li')];
    expect(items.map((li) => li.className.trim())).toEqual(['section-card', 'loose-pages', 'section-card', 'loose-pages', 'section-card']);
    const loose = course.data.sections[1].questions;
    // The rows come with the course screens' chunk (not on the first page).
    const links = await within(items[1] as HTMLElement).findAllByRole('link');
    expect(links.map((a) => [a.querySelector('.page-row-title')!.textContent, a.getAttribute('href')])).toEqual(loose.map((q) => [q.title, `/sections/${course.data.sections[1].id}/questions/${q.id}`]));
  });

  it("list a section's pages under Details once it is opened", async () => {
    const { session } = await createTestPlayer({ dir: course.dir });
    const { container } = renderWithSession(session, <SectionCards />);
    const card = container.querySelector<HTMLElement>('.section-card')!;
    const details = card.querySelector<HTMLElement>('.section-card-details')!;
    expect(details.hidden).toBe(true);
    fireEvent.click(within(card).getByRole('button', { expanded: false }));
    const rows = await within(details).findAllByRole('link');
    expect(rows.map((a) => a.getAttribute('href'))).toEqual(course.data.sections[0].questions.map((q) => `/sections/${course.data.sections[0].id}/questions/${q.id}`));
    expect(details.hidden).toBe(false);
  });
});

describe('the section cards under forced navigation (SPEC 2.6)', () => {
  const course = generateCourse(3, 2, ['--force-navigation']);
  afterAll(() => course.remove());

  it('show the lock on the sections not reached yet, whose titles are not links', async () => {
    const { session } = await createTestPlayer({ dir: course.dir });
    const { container } = renderWithSession(session, <SectionCards />);
    const cards = [...container.querySelectorAll<HTMLElement>('.section-card')];
    expect(cards.map((c) => within(c).queryByRole('img', { name: labels.lock }) !== null)).toEqual([false, true, true]);
    expect(cards.map((c) => c.querySelector('.section-card-title a') !== null)).toEqual([true, false, false]);
    expect(cards.map((c) => c.classList.contains('is-locked'))).toEqual([false, true, true]);
  });

  it('unlock a section once one of its questions has been attempted', async () => {
    const { session } = await createTestPlayer({ dir: course.dir });
    const third = course.data.sections[2];
    session.actions.open(third.questions[0].id);
    const { container } = renderWithSession(session, <SectionCards />);
    const cards = [...container.querySelectorAll<HTMLElement>('.section-card')];
    expect(cards.map((c) => c.classList.contains('is-locked'))).toEqual([false, true, false]);
  });
});
