import { fireEvent, render, screen, within } from '@testing-library/react';
import { questionDataFromJson, type QuestionViewProps } from '@core';
import { ViewHarness } from '../shared/viewHarness.testing';
import View from './View';
import { examples } from './examples';
import type { Response } from './model';

const q = questionDataFromJson(examples[0].question);
const answers = examples[0].question.answers as { id: string; text: { en: string }; isCorrect: boolean }[];
const t = (key: string) => ({ '[statement question true text]': 'True', '[statement question false text]': 'False' })[key] ?? key;

/** The view with its response held in state, as the player's answer area holds its draft. */
const Harness = ({ initial, ...props }: Partial<QuestionViewProps<Response>> & { spy: jest.Mock; initial?: Response }) => (
  <ViewHarness<Response> View={View} question={q} t={t} {...props} initial={initial ?? []} />
);

describe('statement view', () => {
  it('gives every statement a True / False radio group named by the statement', () => {
    render(<Harness spy={jest.fn()} />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups.map((g) => g.textContent)).toEqual(answers.map(() => 'TrueFalse'));
    const first = screen.getByRole('radiogroup', { name: answers[0].text.en });
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
  });

  it('records each judgement in the author order, replacing an earlier one', () => {
    const spy = jest.fn();
    render(<Harness spy={spy} />);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: answers[2].text.en })).getByRole('radio', { name: 'False' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: answers[0].text.en })).getByRole('radio', { name: 'True' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: answers[2].text.en })).getByRole('radio', { name: 'True' }));
    expect(spy).toHaveBeenLastCalledWith([
      { id: answers[0].id, isCorrect: true },
      { id: answers[2].id, isCorrect: true },
    ]);
  });

  it('shows the statements in the course order when options are randomised', () => {
    render(<Harness spy={jest.fn()} optionOrder={[answers[3].id, answers[1].id, answers[0].id, answers[2].id]} />);
    expect(screen.getAllByRole('radiogroup').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).toEqual(
      [3, 1, 0, 2].map((i) => answers[i].text.en),
    );
  });

  it('after submitting marks the right option of every statement with the correct-answer label', () => {
    render(<Harness spy={jest.fn()} initial={examples[0].wrong} disabled submitted showCorrectAnswers />);
    expect(screen.getAllByText('correctOption')).toHaveLength(answers.length);
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });
});
