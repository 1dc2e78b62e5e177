import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { generateCourse } from '../../test/support/generatedCourse';
import { renderWithSession } from '../../test/support/renderWithSession';
import { Results } from './Results';

const labels: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));

describe('the results page (issue 9)', () => {
  it('captions the course status as the course’s, not with the section status label', async () => {
    // A package whose status label says what it is about, as real packages' "Status of section" does.
    const { session } = await createTestPlayer({
      overrides: { 'lang/en.json': (body) => JSON.stringify({ ...JSON.parse(body!), '[aria label status text]': 'Status of section' }) },
    });
    const { container } = renderWithSession(session, <Results />, '/results');
    const caption = container.querySelector('[data-testid=course-status]')!.parentElement!.querySelector('dt')!;
    expect(caption.textContent).toBe(labels['[course]']);
    expect(screen.queryByText('Status of section')).toBeNull();
  });

  describe('with transparent sections', () => {
    const course = generateCourse(3, 3, ['--transparent', '1']);
    afterAll(() => course.remove());

    it('lists a transparent section’s scored pages one by one with their verdict, not a row titled "-"', async () => {
      const { session } = await createTestPlayer({ dir: course.dir });
      const loose = course.data.sections[1];
      const question = loose.questions.find((q) => q.answers)!;
      session.actions.answer(question.id, [question.answers!.find((a) => a.isCorrect)!.id]);
      const { container } = renderWithSession(session, <Results />, '/results');
      const rows = [...container.querySelectorAll('.section-result')];
      const titles = rows.map((r) => r.querySelector('.section-result-title')!.textContent);
      expect(titles).not.toContain('-');
      const scored = loose.questions.filter((q) => q.answers);
      expect(titles).toEqual([course.data.sections[0].title, ...scored.map((q) => q.title), course.data.sections[2].title]);
      const row = rows.find((r) => r.querySelector(`a[href$="${question.id}"]`))!;
      expect(row.querySelector('.page-state')?.textContent).toBe(labels['[correct]']);
    });
  });

  describe('for a learner on the way', () => {
    const course = generateCourse(17, 3, ['--transparent', '1,3,5,8,11,13,16']);
    afterAll(() => course.remove());

    it("shows the course's closing text for a course not passed, as it stands now (issue 22)", async () => {
      const { session } = await createTestPlayer({ dir: course.dir });
      expect(session.course.status).toBe('IN_PROGRESS');
      const { container } = renderWithSession(session, <Results />, '/results');
      // The generated course's failedAfterwords: "Not this time".
      expect(await screen.findByText('Not this time')).toBeTruthy();
      expect(container.querySelector('.afterword')).not.toBeNull();
    });

    it('gives each page of a transparent section its mark: not passed yet, then right or wrong (issue 22)', async () => {
      const { session } = await createTestPlayer({ dir: course.dir });
      const scored = course.data.sections.filter((x) => x.isTransparent).flatMap((x) => x.questions.filter((q) => q.answers));
      const [wrong, open] = scored;
      session.actions.answer(wrong.id, [wrong.answers!.find((a) => !a.isCorrect)!.id]);
      const { container } = renderWithSession(session, <Results />, '/results');
      const mark = (id: string) => container.querySelector(`.section-result a[href$="${id}"]`)!.closest('li')!.querySelector('.section-result-status')?.textContent;
      expect(mark(wrong.id)).toBe(labels['[incorrect]']);
      expect(mark(open.id)).toBe(labels['[not passed yet]']);
    });

    it('puts what the learner can do next before the list of sections, not after 17 of them (issue 22)', async () => {
      const { session } = await createTestPlayer({ dir: course.dir });
      const { container } = renderWithSession(session, <Results />, '/results');
      const next = screen.getByRole('link', { name: labels['[continue course]'] });
      const list = container.querySelector('.section-results')!;
      expect(next.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });
});
