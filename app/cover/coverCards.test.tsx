/**
 * Issue 22 §2 and the cover's status (SPEC 2.6, 3.3, 4.1): a new learner first sees the pre-rendered
 * cover, and keeps seeing it until they move (core/cover/coverLaunch.ts). Its section list must be
 * the one the live cover then draws: every card with its number and status, a transparent section's
 * pages listed under the section they follow, with their status, and the same locks. Compared here
 * item by item: the pre-rendered list (react-dom/server, from the cover model) against the live one
 * (SectionCards, from the learner's course) for a learner with no progress.
 */
import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { coverModel, createTranslator, PLAYER_ENGLISH, type PlayerSession } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { generateCourse } from '../../test/support/generatedCourse';
import { renderWithSession } from '../../test/support/renderWithSession';
import { SectionCards } from '../components/SectionCards';
import { CoverView } from './CoverView';

/** What a learner sees and reaches in one item of the list: text, status, links, locks and icons. */
function outline(list: Element) {
  const route = (a: Element | null) => a?.getAttribute('href')?.replace(/^[^#]*#/, '') ?? null;
  const shown = (el: Element | null) =>
    el && (el as HTMLElement).style.visibility !== 'hidden' && el.getAttribute('aria-hidden') !== 'true' ? el.textContent : null;
  return [...list.children].map((li) => ({
    item: li.className.trim(),
    index: li.querySelector('.section-card-index')?.textContent ?? null,
    lock: li.querySelector('.section-card-index [role=img]')?.getAttribute('aria-label') ?? null,
    title: li.querySelector('.section-card-title')?.textContent ?? null,
    titleLink: route(li.querySelector('.section-card-title a')),
    status: shown(li.querySelector('.section-card-status')),
    pages: [...li.querySelectorAll('.page-row')].map((row) => ({
      tag: row.tagName.toLowerCase(),
      className: row.className,
      link: route(row.closest('a')),
      text: row.textContent,
      icons: [...row.querySelectorAll('svg')].map((svg) => [svg.getAttribute('class'), svg.getAttribute('aria-label')]),
    })),
  }));
}

function prerenderedList(session: PlayerSession) {
  const model = coverModel(session.pkg, createTranslator({ ...session.pkg.labels, builtIn: PLAYER_ENGLISH }), session.plugins);
  const host = document.createElement('div');
  host.innerHTML = renderToString(<CoverView model={model} />);
  return outline(host.querySelector('.section-cards')!);
}

async function liveList(session: PlayerSession) {
  const { container, unmount } = renderWithSession(session, <SectionCards allAtOnce />);
  const looseRows = session.course.sections.filter((s) => s.isTransparent).reduce((n, s) => n + s.questions.length, 0);
  // A transparent section's rows come with the course screens' chunk.
  await waitFor(() => expect(container.querySelectorAll('.loose-pages .page-row')).toHaveLength(looseRows));
  const list = outline(container.querySelector('.section-cards')!);
  unmount();
  return list;
}

describe("the pre-rendered cover's section list is the live cover's for a new learner (issue 22)", () => {
  // 7 of 17 sections transparent (title "-", no image), as in the real course of the issue.
  const course = generateCourse(17, 3, ['--transparent', '1,3,5,8,11,13,16', '--long-titles']);
  const forced = generateCourse(5, 2, ['--transparent', '1,3', '--force-navigation']);
  afterAll(() => {
    course.remove();
    forced.remove();
  });

  it("lists every transparent section's pages under the section they follow, and every card's status", async () => {
    const { session } = await createTestPlayer({ dir: course.dir });
    const live = await liveList(session);
    const pre = prerenderedList(session);
    // What the learner must see, on both: 10 numbered cards, 7 lists of loose pages, every card's status.
    expect(live.filter((i) => i.item === 'loose-pages').map((i) => i.pages.length)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect(live.filter((i) => i.item === 'section-card').map((i) => i.index)).toEqual(Array.from({ length: 10 }, (_, n) => `Section ${n + 1} of 10`));
    expect(live.find((i) => i.item === 'section-card')!.status).toMatch(/^Not passed yet/);
    // A loose question counts towards passing as a section's does: its row says where it stands.
    const loose = course.data.sections[1].questions;
    expect(live[1].pages.map((p) => p.text)).toEqual(loose.map((q) => (q.type === 'informationContent' ? q.title : `${q.title}Not passed yet`)));
    expect(pre).toEqual(live);
  });

  it('in a right-to-left course language', async () => {
    const { session } = await createTestPlayer({ dir: generateCourseOnce(), query: '?language=ar' });
    expect(session.pkg.language.rtl).toBe(true);
    expect(prerenderedList(session)).toEqual(await liveList(session));
  });

  it('with the locks of forced navigation (SPEC 2.6, 4.2)', async () => {
    const { session } = await createTestPlayer({ dir: forced.dir });
    const live = await liveList(session);
    expect(live.filter((i) => i.lock !== null)).toHaveLength(2);
    expect(prerenderedList(session)).toEqual(live);
  });
});

let arabic: ReturnType<typeof generateCourse> | null = null;
/** The same shape of course with Arabic as a second language. */
function generateCourseOnce(): string {
  arabic ??= generateCourse(6, 2, ['--transparent', '1,4', '--ar']);
  return arabic.dir;
}
afterAll(() => arabic?.remove());
