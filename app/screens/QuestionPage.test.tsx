import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { routes, type PlayerSession, type QuestionInstance } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { generateCourse } from '../../test/support/generatedCourse';
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

/**
 * What of a locked answer a screen reader could still take for a live control: a form control or a
 * focusable element that is neither disabled (natively, or by aria-disabled on it or a group around
 * it) nor marked as not part of the answer (data-not-answer: a zoom button), nor a link.
 */
function liveControls(form: Element): string[] {
  const controls = [...form.querySelectorAll<HTMLElement>('input, select, textarea, button, [tabindex]:not([tabindex="-1"]), [role=application]')];
  return controls
    .filter((el) => !(el as HTMLInputElement).disabled && !el.closest('[aria-disabled="true"]') && !el.closest('[data-not-answer]'))
    .map((el) => el.outerHTML.slice(0, 120));
}

describe('answers are locked after Submit until Try again (issue 22)', () => {
  it('the answer area marks its answers locked once judged, and live again after Try again', async () => {
    const { session } = await createTestPlayer();
    const question = firstOfType(session, 'multipleSelect');
    const { container } = await openPage(session, question);
    const form = () => container.querySelector('.answer-form')!;
    expect(form().hasAttribute('data-answers-locked')).toBe(false);
    const wrong = (question.data.raw.answers as { id: string; isCorrect: boolean }[]).filter((a) => !a.isCorrect).map((a) => a.id);
    await act(async () => {
      session.actions.answer(question.id, wrong);
    });
    await waitFor(() => expect(form().hasAttribute('data-answers-locked')).toBe(true));
    expect(liveControls(form())).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: session.translator.t('[try again]') })));
    expect(form().hasAttribute('data-answers-locked')).toBe(false);
    // Only Submit waits, for a new choice.
    expect([...form().querySelectorAll('input:disabled, [aria-disabled="true"]')].filter((el) => !el.closest('.answer-actions'))).toEqual([]);
  });

  // Every answerable type of the showcase (it holds each built-in type: test/conformance/showcase.test.ts).
  const answerableTypes = ['singleSelectText', 'multipleSelect', 'statement', 'singleSelectImage', 'multipleChoiceImage', 'hotspot', 'dragAndDropText', 'textMatching', 'fillInTheBlank', 'rankingText', 'openQuestion'];

  it('covers every built-in type that is answered by submitting', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { builtInQuestionTypes } = require('../../plugins/questions') as typeof import('../../plugins/questions');
    const submitted = builtInQuestionTypes.map((t) => t.id).filter((id) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const plugin = (require(`../../plugins/questions/${id}`) as { default: { answeredOnOpen?: boolean } }).default;
      return !plugin.answeredOnOpen;
    });
    expect([...submitted].sort()).toEqual([...answerableTypes].sort());
  });

  it.each(answerableTypes.map((t) => [t]))('%s: no control of the answer stays live for screen readers, and something says it is locked', async (type) => {
    const { session } = await createTestPlayer();
    const question = firstOfType(session, type);
    const plugin = session.plugins.questionType(type);
    const response = plugin.correctResponse(question.data) ?? plugin.startResponse?.(question.data) ?? { id: question.id, answeredText: 'Some text' };
    session.actions.answer(question.id, response);
    expect(question.isAnswered).toBe(true);
    const { container } = await openPage(session, question);
    const form = container.querySelector('.answer-form')!;
    expect(form.hasAttribute('data-answers-locked')).toBe(true);
    expect(liveControls(form)).toEqual([]);
    expect(form.querySelector(':disabled, [aria-disabled="true"]')).not.toBeNull();
  });
});

describe("a page's counter (issue 22)", () => {
  // 17 sections, 7 of them transparent; the others open with a learning objective (SPEC 2.2's chain has those pages too).
  const course = generateCourse(17, 3, ['--transparent', '1,3,5,8,11,13,16']);
  afterAll(() => course.remove());

  const counter = async (sectionId: string, questionId: string) => {
    const { session } = await createTestPlayer({ dir: course.dir });
    const { container, unmount } = renderWithSession(
      session,
      <Routes>
        <Route path="/sections/:sectionId/questions/:questionId" element={<QuestionPage />} />
      </Routes>,
      routes.question(sectionId, questionId),
    );
    const text = container.querySelector('.page-kicker')!.lastElementChild!.textContent;
    unmount();
    return { text, session };
  };

  it('counts the pages a learner reads or answers, not the learning objectives before them: the first page is page 1', async () => {
    const [first, transparent, third] = course.data.sections;
    const pages = course.data.sections.reduce((n, s) => n + s.questions.length, 0);
    const { text, session } = await counter(first.id, first.questions[0].id);
    // The chain does hold the objective pages (they are passed through): only the count leaves them out.
    expect(session.course.chain.filter((r) => r.endsWith('/learning-objective')).length).toBeGreaterThan(0);
    expect(text).toBe(`Page 1 of ${pages}`);
    expect((await counter(transparent.id, transparent.questions[1].id)).text).toBe(`Page 5 of ${pages}`);
    expect((await counter(third.id, third.questions[0].id)).text).toBe(`Page 7 of ${pages}`);
  });
});
