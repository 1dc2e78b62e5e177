/**
 * Leaving a course an LMS launched (SPEC 2.4 user menu, 2.8 continue-later-in-LMS popup and
 * close-course overlay), driven through the rendered app as a learner would: open the user menu,
 * choose an item, answer the popup. The LMS is a test delivery of kind 'lms' that records how the
 * session was closed (the SCORM adapters turn that into exit and Terminate).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Learner, PlayerSession } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { MemoryStore } from '../../test/support/memoryStore';
import { renderWithSession } from '../../test/support/renderWithSession';
import { testDelivery } from '../../test/support/testDelivery';
import { Layout } from '../Layout';
import { Cover } from '../screens/Cover';
import { Results } from '../screens/Results';
import { accessibilityOwnerOf } from '../../test/support/accessibilityOwner';
import { isFinalized } from './lmsExit';

const labels: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));
const label = (key: string) => labels[key] ?? (() => { throw new Error(`the showcase has no ${key}`); })();

type Settings = Record<string, unknown>;
const withSettings = (change: Settings) => ({
  'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), ...change }),
});

async function lmsLaunch(options: { learner?: Learner | null; kind?: 'lms' | null; overrides?: Record<string, (body: string | null) => string> } = {}) {
  const delivery = testDelivery({
    store: new MemoryStore(),
    learner: options.learner === undefined ? { id: 'lms-42', name: 'Lovelace, Ada' } : options.learner,
    ...(options.kind === null ? {} : { kind: 'lms' as const }),
  });
  const { session } = await createTestPlayer({ deliveries: [delivery], overrides: options.overrides });
  // The showcase is in two languages: the learner has closed SPEC 2.8's first-selection popup.
  session.courseLanguage.closeFirstChoice();
  return { session, closes: delivery.closes };
}

function answerAll(session: PlayerSession): void {
  for (const q of session.course.activeQuestions) {
    if (q.answeredOnOpen) session.actions.open(q.id);
    else session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
  }
}

/** The page frame (header, user menu, overlay) around the cover or the results, as the app routes them. */
function renderApp(session: PlayerSession, route = '/') {
  return renderWithSession(
    session,
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<Cover />} />
        <Route path="/results" element={<Results />} />
      </Route>
    </Routes>,
    route,
  );
}

/** Opens the user menu with the keyboard (ArrowDown on its button; Enter and Space press it). */
async function openMenu() {
  const button = screen.getByRole('button', { name: label('[user menu]') });
  button.focus();
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

// jsdom has no performance.mark (the cover marks its first paint for the bench); its <dialog> methods
// come from test/support/setupUnit.ts.
beforeAll(() => {
  performance.mark ??= () => undefined as unknown as PerformanceMark;
});
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the user menu in an LMS launch (SPEC 2.4)', () => {
  it('names the learner as the LMS gave the name, shows its first letter on the button, and offers no logout or portal', async () => {
    const { session } = await lmsLaunch();
    renderApp(session);
    const button = await screen.findByRole('button', { name: label('[user menu]') });
    expect(button.textContent).toBe('L');
    const menu = await openMenu();
    expect(screen.getByText('Lovelace, Ada')).toBeTruthy();
    // SPEC 2.4 'Change course language': a two-language course, a signed-in (LMS) learner.
    expect(itemNames(menu)).toEqual([label('[continue course later]'), label('[change course language]')]);
    for (const absent of ['[logout]', '[my courses]', '[exit course]', '[user menu submit result]']) expect(within(menu).queryByText(label(absent))).toBeNull();
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]);
  });

  it("renders the LMS's learner name as text, never as markup", async () => {
    const name = '<img src=x onerror="window.__owned=1">Ada';
    const { session } = await lmsLaunch({ learner: { id: '1', name } });
    const { container } = renderApp(session);
    await openMenu();
    expect(screen.getByText(name)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('button', { name: label('[user menu]') }).textContent).toBe('<');
  });

  it("shows 'A' for a learner the LMS gave no name, and the accessibility icon when it gave no learner", async () => {
    const unnamed = await lmsLaunch({ learner: { id: 'lms-1' } });
    const first = renderApp(unnamed.session);
    expect((await screen.findByRole('button', { name: label('[user menu]') })).textContent).toBe('A');
    first.unmount();
    const nobody = await lmsLaunch({ learner: null });
    renderApp(nobody.session);
    const button = await screen.findByRole('button', { name: label('[user menu]') });
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg.icon-accessibility')).not.toBeNull();
  });

  // Only the accessibility section (SPEC 2.7, issue 23) is in the menu there, under the accessibility icon.
  it('offers neither Submit result nor Continue course later in a browser launch', async () => {
    const { session } = await lmsLaunch({ kind: null });
    accessibilityOwnerOf(session);
    renderApp(session);
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: label('[user menu]') });
    expect(button.querySelector('svg.icon-accessibility')).not.toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: label('[accessibility mode]') })).toBeTruthy();
    expect(screen.queryAllByRole('menuitem')).toEqual([]);
    expect(screen.queryByText('Lovelace, Ada')).toBeNull();
  });
});

describe("'Submit result' (SPEC 2.4, 2.8 close-course overlay)", () => {
  it('is offered once the course is finalized, shows the close-course overlay and ends the LMS session once as finished', async () => {
    const { session, closes } = await lmsLaunch();
    answerAll(session);
    renderApp(session);
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual([label('[user menu submit result]'), label('[change course language]')]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: label('[user menu submit result]') }));
    const overlay = await screen.findByRole('dialog', { name: label('[aria label close course popup]') });
    expect(overlay.hasAttribute('open')).toBe(true);
    expect(within(overlay).getByText(label('[close course text]'))).toBeTruthy();
    // Not dismissable: no close button, Escape is refused.
    expect(within(overlay).queryByRole('button')).toBeNull();
    expect(fireEvent(overlay, new Event('cancel', { cancelable: true }))).toBe(false);
    expect(overlay.hasAttribute('open')).toBe(true);
    await waitFor(() => expect(closes).toEqual(['finished']));
    expect(session.exit.closedReason).toBe('finished');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('comes back to the overlay if the browser closes the dialog anyway (Chrome closes a modal on a second Escape)', async () => {
    const { session } = await lmsLaunch();
    answerAll(session);
    renderApp(session);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: label('[user menu submit result]') }));
    const overlay = await screen.findByRole('dialog', { name: label('[aria label close course popup]') });
    act(() => (overlay as HTMLDialogElement).close());
    expect(overlay.hasAttribute('open')).toBe(true);
  });

  it('is offered on the results page too, with the same overlay', async () => {
    const { session, closes } = await lmsLaunch();
    answerAll(session);
    renderApp(session, '/results');
    fireEvent.click(await screen.findByRole('button', { name: label('[submit result]') }));
    expect(await screen.findByRole('dialog', { name: label('[aria label close course popup]') })).toBeTruthy();
    await waitFor(() => expect(closes).toEqual(['finished']));
  });

  it('is not on the results page of a browser launch, nor of an LMS course that is not finalized', async () => {
    const lms = await lmsLaunch();
    const first = renderApp(lms.session, '/results');
    await screen.findByRole('heading', { level: 1, name: label('[title for results page]') });
    expect(screen.queryByRole('button', { name: label('[submit result]') })).toBeNull();
    first.unmount();
    const browser = await lmsLaunch({ kind: null });
    answerAll(browser.session);
    renderApp(browser.session, '/results');
    await screen.findByRole('heading', { level: 1, name: label('[title for results page]') });
    expect(screen.queryByRole('button', { name: label('[submit result]') })).toBeNull();
  });

  it('offers only Continue course later in an xAPI package, finished or not (SPEC 2.4)', async () => {
    const xapi = { 'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), publishMode: 'xapi' }) };
    const { session } = await lmsLaunch({ overrides: xapi });
    answerAll(session);
    renderApp(session, '/results');
    await screen.findByRole('heading', { level: 1, name: label('[title for results page]') });
    expect(screen.queryByRole('button', { name: label('[submit result]') })).toBeNull();
    const items = itemNames(await openMenu());
    expect(items).toContain(label('[continue course later]'));
    expect(items).not.toContain(label('[submit result]'));
  });

  it('waits for the answers submitted all at once (SPEC 4.5): until then the menu offers Continue course later', async () => {
    const { session } = await lmsLaunch({ overrides: withSettings({ submitAnswers: { selected: 'allQuestionsAtOnce' } }) });
    answerAll(session);
    renderApp(session, '/results');
    await screen.findByRole('heading', { level: 1, name: label('[title for results page]') });
    expect(screen.queryByRole('button', { name: label('[submit result]') })).toBeNull();
    expect(itemNames(await openMenu())).toContain(label('[continue course later]'));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: label('[submit all answers]') }));
    expect(await screen.findByRole('button', { name: label('[submit result]') })).toBeTruthy();
  });

  it('reads the anonymous text when the LMS gave no learner (SPEC 2.8 context table)', async () => {
    const { session } = await lmsLaunch({ learner: null });
    answerAll(session);
    renderApp(session);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: label('[user menu submit result]') }));
    const overlay = await screen.findByRole('dialog', { name: label('[aria label close course popup]') });
    expect(within(overlay).getByText(label('[close anonymous user course text]'))).toBeTruthy();
  });
});

describe("'Continue course later' in an LMS (SPEC 2.8 continue-later-in-LMS popup)", () => {
  async function openContinueLater() {
    const { session, closes } = await lmsLaunch();
    renderApp(session);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: label('[continue course later]') }));
    const popup = await screen.findByRole('dialog', { name: label('[note that]') });
    return { session, closes, popup };
  }

  it('notes how to come back, and OK suspends the LMS session, shows the overlay and tries to close the window', async () => {
    const windowClose = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { session, closes, popup } = await openContinueLater();
    expect(within(popup).getByText(label('[note use same course]'))).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: label('[ok close course]') }));
    const overlay = await screen.findByRole('dialog', { name: label('[aria label close course popup]') });
    expect(within(overlay).getByText(label('[close course text]'))).toBeTruthy();
    await waitFor(() => expect(windowClose).toHaveBeenCalledTimes(1));
    expect(closes).toEqual(['suspended']);
    expect(session.exit.closedReason).toBe('suspended');
    // The note is gone; the overlay stays, as it must in an LMS frame that cannot close.
    expect(screen.queryByRole('dialog', { name: label('[note that]') })).toBeNull();
    expect(overlay.hasAttribute('open')).toBe(true);
  });

  it('closes the window only after the LMS session has ended', async () => {
    const order: string[] = [];
    jest.spyOn(window, 'close').mockImplementation(() => void order.push('window.close'));
    const { session, popup } = await openContinueLater();
    const close = session.exit.close.bind(session.exit);
    jest.spyOn(session.exit, 'close').mockImplementation(async (reason) => {
      await close(reason);
      order.push(`closed ${reason}`);
    });
    fireEvent.click(within(popup).getByRole('button', { name: label('[ok close course]') }));
    await waitFor(() => expect(order).toEqual(['closed suspended', 'window.close']));
  });

  it('goes back to the course with the cancel link: nothing is closed and focus returns to the menu button', async () => {
    const windowClose = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { session, closes, popup } = await openContinueLater();
    fireEvent.click(within(popup).getByRole('button', { name: label('[cancel go back to the course]') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: label('[user menu]') }));
    expect(closes).toEqual([]);
    expect(session.exit.closedReason).toBeNull();
    expect(windowClose).not.toHaveBeenCalled();
  });

  it('closes on Escape like any closable popup (SPEC 2.8), leaving the session open', async () => {
    const { session, popup } = await openContinueLater();
    fireEvent(popup, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.exit.closedReason).toBeNull();
  });
});

describe('finalized (SPEC 2.4, 4.1): when Submit result replaces Continue course later', () => {
  it('is not before any answer, and is once every question of the attempt is answered', async () => {
    const { session } = await lmsLaunch();
    expect(isFinalized(session)).toBe(false);
    answerAll(session);
    expect(isFinalized(session)).toBe(true);
  });

  it('is as soon as the status is decided, before every question is answered', async () => {
    const { session } = await lmsLaunch();
    const progress = session.course.progressQuestions;
    // The showcase passes at 70%: answer just enough questions correctly.
    const needed = Math.ceil((progress.length * session.course.masteryScore.score) / 100);
    for (const q of progress.slice(0, needed)) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    expect(session.media.isCourseFinished).toBe(false);
    expect(isFinalized(session)).toBe(true);
  });

  it('is not while answers wait to be submitted all at once, and is after the submit', async () => {
    const { session } = await lmsLaunch({ overrides: withSettings({ submitAnswers: { selected: 'allQuestionsAtOnce' } }) });
    answerAll(session);
    expect(session.media.isCourseFinished).toBe(true);
    expect(isFinalized(session)).toBe(false);
    session.attempts.submitAll();
    expect(isFinalized(session)).toBe(true);
  });
});
