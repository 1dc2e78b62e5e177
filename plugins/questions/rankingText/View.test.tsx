import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { questionDataFromJson, type QuestionViewProps } from '@core';
import { ViewHarness } from '../shared/viewHarness.testing';
import View from './View';
import { examples } from './examples';
import { startOrder, type Response } from './model';

const q = questionDataFromJson(examples[0].question);
const texts = (examples[0].question.answers as { id: string; text: { en: string } }[]).map((a) => a.text.en);
const ids = (examples[0].question.answers as { id: string }[]).map((a) => a.id);
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

/** The view with its response held in state, as the player's answer area holds its draft. */
const Harness = ({ initial, ...props }: Partial<QuestionViewProps<Response>> & { spy: jest.Mock; initial?: Response }) => (
  <ViewHarness<Response> View={View} question={q} t={t} {...props} initial={initial ?? []} />
);

const shown = () => screen.getAllByRole('listitem').map((li) => li.querySelector('.ranking-text')!.textContent);
const handle = (text: string) => screen.getByRole('button', { name: text });
const textOf = (id: string) => texts[ids.indexOf(id)];

describe('rankingText view', () => {
  it('starts from the seeded start order, numbered, without an answer', () => {
    const spy = jest.fn();
    render(<Harness spy={spy} />);
    expect(shown()).toEqual(startOrder(q).map(textOf));
    expect(shown()).not.toEqual(texts);
    expect(screen.getByRole('group').getAttribute('aria-labelledby')).toBe('title');
    expect(spy).not.toHaveBeenCalled();
  });

  it('picks up with Space, moves with the arrows, drops with Space, announcing each step', () => {
    const spy = jest.fn();
    const announce = jest.fn();
    render(<Harness spy={spy} announce={announce} />);
    const first = shown()[0]!;
    const button = handle(first);
    button.focus();
    fireEvent.click(button); // Space or Enter on a button is a click
    expect(announce).toHaveBeenLastCalledWith(`player:ranking picked up ${JSON.stringify({ item: first, position: 1, total: 5 })}`);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(announce).toHaveBeenLastCalledWith(`player:ranking moved ${JSON.stringify({ item: first, position: 3, total: 5 })}`);
    expect(shown()[2]).toBe(first);
    expect(spy).not.toHaveBeenCalled(); // nothing is committed while the answer is held
    expect(document.activeElement).toBe(handle(first));
    fireEvent.click(handle(first));
    expect(announce).toHaveBeenLastCalledWith(`player:ranking dropped ${JSON.stringify({ item: first, position: 3, total: 5 })}`);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0].map(textOf)).toEqual(shown());
  });

  it('puts the answer back on Escape and commits nothing', () => {
    const spy = jest.fn();
    const announce = jest.fn();
    render(<Harness spy={spy} announce={announce} />);
    const before = shown();
    const button = handle(before[1]!);
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'End' });
    expect(shown()[4]).toBe(before[1]);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(shown()).toEqual(before);
    expect(announce).toHaveBeenLastCalledWith(`player:ranking cancelled ${JSON.stringify({ item: before[1], position: 2, total: 5 })}`);
    expect(spy).not.toHaveBeenCalled();
  });

  it('confirms the start order by a pick-up and a drop in place (answered, and wrong)', () => {
    const spy = jest.fn();
    render(<Harness spy={spy} />);
    const button = handle(shown()[0]!);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(spy).toHaveBeenCalledWith(startOrder(q));
  });

  it('moves with the visible buttons, commits at once and keeps focus on the button', () => {
    const spy = jest.fn();
    const announce = jest.fn();
    render(<Harness spy={spy} announce={announce} />);
    const before = shown();
    const row = screen.getAllByRole('listitem')[0];
    expect((within(row).getByRole('button', { name: `player:move up ${JSON.stringify({ item: before[0] })}` }) as HTMLButtonElement).disabled).toBe(true);
    const down = within(row).getByRole('button', { name: `player:move down ${JSON.stringify({ item: before[0] })}` });
    down.focus();
    fireEvent.click(down);
    expect(shown()).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(announce).toHaveBeenLastCalledWith(`player:ranking moved ${JSON.stringify({ item: before[0], position: 2, total: 5 })}`);
    expect(document.activeElement).toBe(down);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('drops a held answer when focus leaves it', async () => {
    const spy = jest.fn();
    render(<Harness spy={spy} />);
    const button = handle(shown()[0]!);
    button.focus();
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    act(() => (document.body.querySelector('.ranking-move:not(:disabled)') as HTMLElement).focus());
    fireEvent.blur(button);
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('after submitting shows plain text, marks right places and gives the correct order', () => {
    const wrong = examples[0].wrong!;
    render(<Harness spy={jest.fn()} initial={wrong} disabled submitted showCorrectAnswers />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByText('correctOption')).toHaveLength(1 + 3); // the list heading, and the three answers in place
    const correct = document.querySelector('.ranking-correct-list')!;
    expect([...correct.querySelectorAll('li')].map((li) => li.textContent)).toEqual(texts);
  });
});
