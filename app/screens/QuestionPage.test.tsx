import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PlayerSession, QuestionInstance } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { renderWithSession } from '../../test/support/renderWithSession';
import { QuestionPage } from './QuestionPage';

/** The question page as the app routes it, opened on `question`. */
async function openPage(session: PlayerSession, question: QuestionInstance) {
  const view = renderWithSession(
    session,
    <Routes>
      <Route path="/sections/:sectionId/questions/:questionId" element={<QuestionPage />} />
    </Routes>,
    `/sections/${question.sectionId}/questions/${question.id}`,
  );
  // The page shows once its blocks and the type's view have loaded (BlockGate).
  await waitFor(() => expect(view.container.querySelector('.answer-form [aria-busy="true"], .answer-form .block-skeleton')).toBeNull());
  await waitFor(() => expect(view.container.querySelector('.answer-form > :first-child')).not.toBeNull());
  return view;
}

const firstOfType = (session: PlayerSession, type: string) => session.course.questions.find((q) => q.type === type)!;
const submitButton = (session: PlayerSession) => screen.getByRole('button', { name: session.translator.t('[submit]') }) as HTMLButtonElement;
const shownOrder = (container: HTMLElement) => [...container.querySelectorAll('.ranking-item .ranking-text')].map((el) => el.textContent);

describe('a ranking can be submitted in the order shown (issue 22)', () => {
  it('offers Submit at once, and grades, records and sends the order as shown', async () => {
    const { session, sink } = await createTestPlayer();
    const question = firstOfType(session, 'rankingText');
    const { container } = await openPage(session, question);
    const before = shownOrder(container);
    const submit = submitButton(session);
    expect(submit.disabled).toBe(false);
    expect(submit.getAttribute('aria-disabled')).toBe('false');

    await act(async () => fireEvent.click(submit));
    expect(question.isAnswered).toBe(true);
    expect(question.score).toBe(0);
    const texts = new Map((question.data.raw.answers as { id: string; text: string }[]).map((a) => [a.id, a.text]));
    expect((question.response as string[]).map((id) => texts.get(id))).toEqual(before);
    const answered = sink.of('answered').find((e) => e.questionId === question.id);
    expect(answered?.interaction?.response).toBe((question.response as string[]).join('[,]'));
    // The order stays as it was submitted, and the verdict is given.
    await waitFor(() => expect(container.querySelector('.feedback-incorrect')).not.toBeNull());
    expect(shownOrder(container)).toEqual(before);
  });

  it('after Try again starts from the shown order again, ready to submit', async () => {
    const { session } = await createTestPlayer();
    const question = firstOfType(session, 'rankingText');
    session.actions.answer(question.id, [...(question.data.raw.answers as { id: string }[])].map((a) => a.id).reverse());
    const { container } = await openPage(session, question);
    expect(screen.queryByRole('button', { name: session.translator.t('[submit]') })).toBeNull();
    const tryAgain = await screen.findByRole('button', { name: session.translator.t('[try again]') });
    await act(async () => fireEvent.click(tryAgain));
    const submit = await screen.findByRole('button', { name: session.translator.t('[submit]') });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(shownOrder(container)).toHaveLength((question.data.raw.answers as unknown[]).length);
  });
});
