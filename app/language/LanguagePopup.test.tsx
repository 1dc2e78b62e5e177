/**
 * SPEC 2.8's choose / change course language popup in the page frame (app/Layout.tsx), on the
 * showcase course (English and Arabic) as the player runs it: both flows, the candidate's labels,
 * the tiles as one radio group, and nothing written when the learner closes, cancels or goes back.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlayerSession } from '@core';
import { createTestPlayer, type TestPlayerOptions } from '../../test/support/createTestPlayer';
import { SHOWCASE } from '../../test/support/fixtureFetch';
import { MemoryStore } from '../../test/support/memoryStore';
import { renderInLayout } from '../../test/support/renderWithSession';
import { testDelivery } from '../../test/support/testDelivery';

const en: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'en.json'), 'utf8'));
const ar: Record<string, string> = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang', 'ar.json'), 'utf8'));

async function launch(options: TestPlayerOptions = {}) {
  const storage = options.storage ?? new MemoryStore();
  const player = await createTestPlayer({ ...options, storage });
  renderInLayout(player.session);
  await screen.findByRole('heading', { name: 'cover' });
  return { ...player, storage };
}

const dialog = () => screen.findByRole('dialog');
const answerOne = (session: PlayerSession) => {
  const q = session.course.progressQuestions[0];
  act(() => void session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data)));
};
/** A learner the LMS signed in (SPEC 2.4 'Change course language': authenticated), the language named by the launch. */
function lmsLaunch() {
  const storage = new MemoryStore();
  return launch({ storage, query: 'language=en', deliveries: [testDelivery({ store: storage, learner: { id: 'lms-1', name: 'Ada' }, kind: 'lms' })] });
}
async function openChangeFromMenu() {
  const button = screen.getByRole('button', { name: en['[user menu]'] });
  fireEvent.click(button);
  fireEvent.click(await screen.findByRole('menuitem', { name: en['[change course language]'] }));
  return dialog();
}

let languages: string[] = ['en-US'];
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
});
beforeEach(() => {
  languages = ['en-US'];
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the first selection (SPEC 2.8, 3.1)', () => {
  it('opens by itself, titled and described for a first choice, the tiles a radio group with the browser’s language chosen', async () => {
    languages = ['ar-EG', 'en'];
    await launch();
    const popup = await dialog();
    // The popup reads in the candidate language (SPEC 2.8), here the browser's Arabic.
    await within(popup).findByRole('heading', { name: ar['[choose preferred language]'] });
    expect(popup.getAttribute('dir')).toBe('rtl');
    expect(popup.getAttribute('lang')).toBe('ar-SA');
    const group = within(popup).getByRole('radiogroup', { name: ar['[choose preferred language]'] });
    const tiles = within(group).getAllByRole('radio');
    expect(tiles.map((t) => t.closest('label')!.textContent)).toEqual(['English', 'العربية']);
    expect(within(group).getByRole('radio', { name: 'العربية' })).toHaveProperty('checked', true);
    expect(within(popup).getByText(ar['[choose language information]'])).toBeTruthy();
    expect(within(popup).getByText(ar['[choose language remark]'])).toBeTruthy();
    // Not dismissable: Escape does nothing.
    fireEvent(popup, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog')).toBe(popup);
  });

  it('switches labels to the tile the learner picks, and Continue applies it: the course in Arabic, the start statement sent', async () => {
    const { session, sink, storage } = await launch();
    const popup = await dialog();
    expect(within(popup).getByRole('heading').textContent).toBe(en['[choose preferred language]']);
    fireEvent.click(within(popup).getByRole('radio', { name: 'العربية' }));
    await within(popup).findByRole('heading', { name: ar['[choose preferred language]'] });
    fireEvent.click(within(popup).getByRole('button', { name: ar['[continue]'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.language).toBe('ar');
    expect(sink.types.filter((t) => t === 'started' || t === 'languageUpdated')).toEqual(['languageUpdated', 'started']);
    await session.saving.flush();
    expect((storage.saved as { language: string }).language).toBe('ar');
  });

  it('closing it sends the start statement and writes nothing', async () => {
    const { session, sink, storage } = await launch();
    const before = storage.text;
    const popup = await dialog();
    fireEvent.click(within(popup).getByRole('button', { name: en['[close popup]'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sink.types).toContain('started');
    await session.saving.flush();
    expect(storage.text).toBe(before);
    expect(session.language).toBe('en');
  });

  it('does not open when the address names the language (SPEC 5.3)', async () => {
    await launch({ query: 'language=en' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('changing the language from the user menu (SPEC 2.4, 2.8)', () => {
  it('after an answer: change title, Continue off on the current language, then the restart step; back and Cancel write nothing', async () => {
    const { session, storage } = await lmsLaunch();
    answerOne(session);
    await session.saving.flush();
    const before = storage.text;
    let popup = await openChangeFromMenu();
    expect(within(popup).getByRole('heading').textContent).toBe(en['[change course language]']);
    expect(within(popup).getByText(en['[change course language description]'])).toBeTruthy();
    const continueButton = within(popup).getByRole('button', { name: en['[continue]'] });
    expect(continueButton).toHaveProperty('disabled', true);
    fireEvent.click(within(popup).getByRole('radio', { name: 'العربية' }));
    await within(popup).findByRole('heading', { name: ar['[change course language]'] });
    fireEvent.click(within(popup).getByRole('button', { name: ar['[continue]'] }));
    expect(within(popup).getByRole('heading').textContent).toBe(ar['[restart course]']);
    expect(within(popup).getByText(ar['[change language confirmation]'])).toBeTruthy();
    // Back to the tiles, the choice kept.
    fireEvent.click(within(popup).getByRole('button', { name: ar['[change language]'] }));
    expect(within(popup).getByRole('radio', { name: 'العربية' })).toHaveProperty('checked', true);
    fireEvent.click(within(popup).getByRole('button', { name: ar['[continue]'] }));
    fireEvent.click(within(popup).getByRole('button', { name: ar['[cancel]'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closing from the first step writes nothing either.
    popup = await openChangeFromMenu();
    fireEvent.click(within(popup).getByRole('button', { name: en['[close popup]'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await session.saving.flush();
    expect(storage.text).toBe(before);
    expect(session.language).toBe('en');
  });

  it('Restart starts over (SPEC 4.5), then switches: answers gone, the course in Arabic, the choice saved', async () => {
    const { session, storage } = await lmsLaunch();
    answerOne(session);
    const popup = await openChangeFromMenu();
    fireEvent.click(within(popup).getByRole('radio', { name: 'العربية' }));
    fireEvent.click(await within(popup).findByRole('button', { name: ar['[continue]'] }));
    fireEvent.click(within(popup).getByRole('button', { name: ar['[restart]'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.language).toBe('ar');
    expect(session.course.questions.some((q) => q.isAnswered)).toBe(false);
    await session.saving.flush();
    const saved = storage.saved as { language: string; answers: unknown[] };
    expect(saved.language).toBe('ar');
    expect(saved.answers.every((a) => a === null)).toBe(true);
  });

  it('without answers the menu opens the first-selection flow: no restart asked', async () => {
    const { session } = await lmsLaunch();
    const popup = await openChangeFromMenu();
    expect(within(popup).getByRole('heading').textContent).toBe(en['[choose preferred language]']);
    fireEvent.click(within(popup).getByRole('radio', { name: 'العربية' }));
    fireEvent.click(await within(popup).findByRole('button', { name: ar['[continue]'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.language).toBe('ar');
  });
});

describe('the tiles and the remark', () => {
  const four = {
    'languageSettings.json': JSON.stringify([
      { language: 'en', locale: 'en-US', label: 'English', isDefault: true },
      { language: 'ar', locale: 'ar-SA', label: 'العربية' },
      { language: 'de', locale: 'de-DE', label: 'Deutsch' },
      { language: 'nl', locale: 'nl-NL', label: '' },
    ]),
  };
  it('centres exactly four tiles, shows the code when a language has no label, and names the attempt limit', async () => {
    const limited = (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), numberOfAttempts: { isLimited: true, attemptsLimit: 3 } });
    await launch({ overrides: { ...four, 'settings.js': limited } });
    const popup = await dialog();
    const group = within(popup).getByRole('radiogroup');
    expect(group.className).toContain('is-four');
    expect(within(group).getAllByRole('radio').map((t) => t.closest('label')!.textContent)).toEqual(['English', 'العربية', 'Deutsch', 'nl']);
    expect(within(popup).getByText(en['[choose language remark with attempt limit]'].replace('{limit}', '3'))).toBeTruthy();
  });

  it('a language without a label file reads the popup in the player\'s own table for it, else in the default language (SPEC 2.8, docs/i18n.md)', async () => {
    languages = ['de-DE'];
    await launch({ overrides: four });
    const popup = await dialog();
    expect(within(popup).getByRole('radio', { name: 'Deutsch' })).toHaveProperty('checked', true);
    await waitFor(() => expect(popup.getAttribute('lang')).toBe('de-DE'));
    // German has no lang/de.json here, but the player carries German: a German learner reads German.
    await waitFor(() => expect(within(popup).getByRole('heading').textContent).toBe('Wählen Sie Ihre Sprache'));
    cleanup();

    // Greek: neither a label file nor a player table, so the default language's file speaks.
    languages = ['el-GR'];
    const greek = { 'languageSettings.json': JSON.stringify([...JSON.parse(four['languageSettings.json']), { language: 'el', locale: 'el-GR', label: 'Ελληνικά' }]) };
    await launch({ overrides: greek });
    const greekPopup = await dialog();
    expect(within(greekPopup).getByRole('radio', { name: 'Ελληνικά' })).toHaveProperty('checked', true);
    await waitFor(() => expect(greekPopup.getAttribute('lang')).toBe('el-GR'));
    expect(within(greekPopup).getByRole('heading').textContent).toBe(en['[choose preferred language]']);
  });
});
