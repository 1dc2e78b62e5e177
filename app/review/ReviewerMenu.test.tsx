/**
 * SPEC 2.4's review rows in the review bar's menu, by the learner menu's rule, and SPEC 2.11's single
 * menu: in review mode the learner's header carries no user menu of its own.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { when } from 'mobx';
import { ReviewApiLoader } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { FakeReviewApi } from '../../test/support/fakeReviewApi';
import { renderInLayout } from '../../test/support/renderWithSession';

async function signedInReviewer() {
  const api = new FakeReviewApi();
  await api.requestLoginLink({ email: 'ann@example.com', name: 'Ann Lee' });
  const code = api.outbox.get('ann@example.com')!;
  const { session } = await createTestPlayer({
    query: `reviewLoginCode=${code}`,
    overrides: { 'publishSettings.js': JSON.stringify({ publishMode: 'Review', learnServiceUrl: 'https://svc.example.org' }) },
    setUp: (c) => c.registerInstance(ReviewApiLoader, async () => api),
  });
  await when(() => session.review?.reviewer?.isAuthenticatedReviewer === true);
  renderInLayout(session);
  return session;
}

describe("the reviewer's menu (SPEC 2.4, 2.8, 2.11)", () => {
  it("offers 'Change course language' on a multi-language course, and it opens the language popup", async () => {
    const session = await signedInReviewer();
    expect(session.courseLanguage.languages.length).toBeGreaterThan(1);
    await screen.findByRole('button', { name: 'User menu' }, { timeout: 5000 });
    const bar = document.querySelector<HTMLElement>('.review-bar')!;
    // One user menu: the review bar's (the learner header's is not shown in review mode).
    expect(screen.getAllByRole('button', { name: 'User menu' })).toHaveLength(1);
    fireEvent.click(within(bar).getByRole('button', { name: 'User menu' }));
    expect(within(bar).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Change name', 'Change course language', 'End session']);
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Change course language' })));
    expect(session.courseLanguage.changeAsked).toBe(true);
    // SPEC 2.8 in review mode: the change flow's title, and no remark about attempts.
    const popup = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(popup.textContent).toContain('Change course language');
  });

  it('goes away as the learner menu does: Escape on its button, a press outside, focus leaving it', async () => {
    await signedInReviewer();
    const button = await screen.findByRole('button', { name: 'User menu' }, { timeout: 5000 });
    const opened = () => button.getAttribute('aria-expanded') === 'true';
    fireEvent.click(button);
    expect(opened()).toBe(true);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(opened()).toBe(false);
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(opened()).toBe(false);
    fireEvent.click(button);
    const item = screen.getByRole('button', { name: 'End session' });
    fireEvent.blur(item, { relatedTarget: document.querySelector('main') });
    expect(opened()).toBe(false);
  });
});
