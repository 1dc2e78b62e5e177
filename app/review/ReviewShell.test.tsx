import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { when } from 'mobx';
import { ReviewApiLoader } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { FakeReviewApi } from '../../test/support/fakeReviewApi';
import { renderWithSession } from '../../test/support/renderWithSession';
import ReviewShell from './ReviewShell';

async function reviewShell() {
  const api = new FakeReviewApi();
  const { session } = await createTestPlayer({
    overrides: { 'publishSettings.js': JSON.stringify({ publishMode: 'Review', learnServiceUrl: 'https://svc.example.org' }) },
    setUp: (c) => c.registerInstance(ReviewApiLoader, async () => api),
  });
  await when(() => session.review !== null);
  renderWithSession(session, <ReviewShell />);
  return { session, api };
}

describe('the review shell (SPEC 2.11, 2.4, 2.8)', () => {
  it('walks LOGIN_WITH_EMAIL -> REGISTER_NEW_REVIEWER -> VERIFICATION_EMAIL_SENT in a labelled region, the menu only then', async () => {
    const { session, api } = await reviewShell();
    const panel = screen.getByRole('region', { name: 'Review' });
    expect(panel.dataset.layout).toBe('LOGIN_WITH_EMAIL');
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(panel.dataset.layout).toBe('REGISTER_NEW_REVIEWER');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '<b>Ann</b> Lee' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get sign-in link' })));
    expect(api.calls).toEqual(['login-link ann@example.com']);
    expect(panel.dataset.layout).toBe('VERIFICATION_EMAIL_SENT');
    // 'Write a comment' says what comes first: the e-mailed link (posting waits for proven identity).
    fireEvent.click(screen.getByRole('button', { name: 'Write a comment' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent).join(' ')).toContain('sign-in link we sent to ann@example.com');
    // The menu: 'Change email or name', 'Resend link', 'End session'; the typed name shown as text.
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(screen.getByText('<b>Ann</b> Lee')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Change e-mail or name', 'Send the link again', 'End session']);
    // The menu's item (the panel has its own, after the question '[didnt receive login link]').
    const menuItem = screen.getAllByRole('listitem').find((li) => li.textContent === 'Send the link again')!;
    await act(async () => fireEvent.click(within(menuItem).getByRole('button')));
    expect(document.querySelector('.review-toast')!.closest('[role=status]')!.textContent).toContain('We sent the sign-in link to ann@example.com again.');
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'End session' })));
    await waitFor(() => expect(panel.dataset.layout).toBe('LOGIN_WITH_EMAIL'));
    expect(session.review!.mountKey).toBe(1);
  });
});
