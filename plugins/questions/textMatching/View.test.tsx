import { act, fireEvent, render, screen } from '@testing-library/react';
import { questionDataFromJson, type QuestionViewProps } from '@core';
import { ViewHarness } from '../shared/viewHarness.testing';
import View from './View';
import { examples } from './examples';
import type { Response } from './model';

const q = questionDataFromJson(examples[0].question);
const pairs = examples[0].question.answers as { id: string; key: { en: string }; value: { en: string } }[];
const [a, b, c, d] = pairs.map((p) => p.id);
const t = (key: string) => `«${key}»`;

/** The view with its response held in state, as the player's answer area holds its draft. */
const Harness = ({ initial, ...props }: Partial<QuestionViewProps<Response>> & { spy: jest.Mock; initial?: Response }) => (
  <ViewHarness<Response> View={View} question={q} t={t} {...props} initial={initial ?? {}} />
);

const select = (i: number) => screen.getByRole('combobox', { name: pairs[i].key.en }) as HTMLSelectElement;
const optionTexts = (el: HTMLSelectElement) => [...el.options].map((o) => o.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const settle = () => act(() => jest.advanceTimersByTime(1000));

describe('textMatching view', () => {
  it('gives each key a select of every value, in a shuffled order that is the same for every key', () => {
    render(<Harness spy={jest.fn()} />);
    expect(screen.getAllByRole('combobox')).toHaveLength(4);
    const first = optionTexts(select(0));
    expect(first[0]).toBe('«[placeholder dropdown]»');
    expect([...first.slice(1)].sort()).toEqual(pairs.map((p) => p.value.en).sort());
    expect(first.slice(1)).not.toEqual(pairs.map((p) => p.value.en));
    expect(optionTexts(select(3))).toEqual(first);
  });

  it('matches a value to a key and announces it', () => {
    const spy = jest.fn();
    const announce = jest.fn();
    render(<Harness spy={spy} announce={announce} />);
    fireEvent.change(select(1), { target: { value: b } });
    expect(spy).toHaveBeenLastCalledWith({ [b]: b });
    expect(announce).not.toHaveBeenCalled();
    settle();
    expect(announce).toHaveBeenLastCalledWith(`${pairs[1].key.en} — «[label your choice is]» ${pairs[1].value.en}`);
  });

  it('moves a value chosen again for another key, says so, and marks it in the other selects', () => {
    const spy = jest.fn();
    const announce = jest.fn();
    render(<Harness spy={spy} announce={announce} initial={{ [a]: c }} />);
    expect(optionTexts(select(1))).toContain(`${pairs[2].value.en} (${pairs[0].key.en.slice(0, 31)}…)`);
    fireEvent.change(select(1), { target: { value: c } });
    fireEvent.blur(select(1));
    expect(spy).toHaveBeenLastCalledWith({ [b]: c });
    settle();
    expect(announce).toHaveBeenLastCalledWith(`${pairs[1].key.en} — «[label your choice is]» ${pairs[2].value.en}. ${pairs[0].key.en} — «[placeholder dropdown]»`);
  });

  it('gives back a value the arrow keys only passed over', () => {
    const spy = jest.fn();
    render(<Harness spy={spy} initial={{ [a]: c }} />);
    // Arrowing through a closed select changes it at every step: over c (held by the first key), on to d.
    fireEvent.change(select(1), { target: { value: c } });
    expect(spy).toHaveBeenLastCalledWith({ [b]: c });
    fireEvent.change(select(1), { target: { value: d } });
    expect(spy).toHaveBeenLastCalledWith({ [a]: c, [b]: d });
  });

  it('announces only where the arrow keys settle', () => {
    const announce = jest.fn();
    render(<Harness spy={jest.fn()} announce={announce} />);
    fireEvent.change(select(0), { target: { value: b } });
    fireEvent.change(select(0), { target: { value: c } });
    settle();
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenLastCalledWith(`${pairs[0].key.en} — «[label your choice is]» ${pairs[2].value.en}`);
  });

  it('clears a key with the empty option', () => {
    const spy = jest.fn();
    render(<Harness spy={spy} initial={{ [a]: a, [b]: c }} />);
    fireEvent.change(select(1), { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith({ [a]: a });
  });

  it('offers the unused values as chips for mouse and touch, hidden from assistive technology', () => {
    const { container } = render(<Harness spy={jest.fn()} initial={{ [a]: a }} />);
    const pool = container.querySelector('.tm-pool')!;
    expect(pool.getAttribute('aria-hidden')).toBe('true');
    expect(pool.querySelectorAll('.tm-chip')).toHaveLength(3);
    expect(pool.querySelector('[tabindex], button, input')).toBeNull();
  });

  it('after submitting, marks each wrong key with its correct value', () => {
    const { container } = render(<Harness spy={jest.fn()} disabled submitted showCorrectAnswers initial={{ [a]: a, [b]: b, [c]: d, [d]: c }} />);
    expect([...container.querySelectorAll('.tm-correct')].map((e) => e.textContent)).toEqual([`«correctOption» ${pairs[2].value.en}`, `«correctOption» ${pairs[3].value.en}`]);
    expect(container.querySelector('.tm-pool')).toBeNull();
    expect(screen.getAllByRole('combobox').every((s) => (s as HTMLSelectElement).disabled)).toBe(true);
  });
});
