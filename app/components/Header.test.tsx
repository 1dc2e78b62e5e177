/**
 * Issue 22: the course pages' header as a learner meets it. The table-of-contents toggle is named by
 * what pressing it does (SPEC 2.4 / 2.6), in either direction; a logo that does not load leaves the
 * bar as it was (allowToShowLogo: app/theme/logos.test.tsx).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { createTestPlayer, type TestPlayerOptions } from '../../test/support/createTestPlayer';
import { renderInLayout } from '../../test/support/renderWithSession';

async function coursePage(options: TestPlayerOptions = {}) {
  const { session } = await createTestPlayer(options);
  const section = session.course.sections.find((s) => !s.isTransparent)!;
  const view = renderInLayout(session, { path: '/sections/:sectionId', route: `/sections/${section.id}`, page: <h1>page</h1> });
  return { session, ...view };
}

const toggle = () => document.querySelector<HTMLButtonElement>('.toc-toggle')!;

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the table-of-contents toggle says what it does (issue 22)', () => {
  // The showcase's labels as real packages ship them: the key names the state the button is shown
  // in ('collapse': the sidebar is collapsed, so the button expands it), not the action.
  it.each([
    ['left to right', '', { open: 'Collapse course menu', closed: 'Expand course menu' }],
    ['right to left', '?language=ar', { open: 'طيّ قائمة الدورة', closed: 'توسيع قائمة الدورة' }],
  ])('%s: open, it offers to collapse; closed, to expand', async (_dir, query, names) => {
    const { session } = await coursePage({ query });
    expect(session.pkg.language.rtl).toBe(query !== '');
    // jsdom's window is 1024 px wide: the showcase's sidebar starts open.
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe(names.open);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe(names.closed);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe(names.open);
  });
});

describe("the header's logo (issue 22)", () => {
  it('that fails to load leaves the header without it, instead of its alt text', async () => {
    await coursePage();
    const img = document.querySelector('.header-logo img')!;
    expect(img).not.toBeNull();
    act(() => {
      fireEvent.error(img);
    });
    expect(document.querySelector('.header-logo')).toBeNull();
    expect(screen.queryByAltText(/:/)).toBeNull();
    // The link it was in led to the cover; the sidebar's course title still does.
    expect(toggle()).not.toBeNull();
  });
});
