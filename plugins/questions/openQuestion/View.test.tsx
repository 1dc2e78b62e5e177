import { fireEvent, render, screen } from '@testing-library/react';
import { questionDataFromJson, type QuestionViewProps } from '@core';
import { ViewHarness } from '../shared/viewHarness.testing';
import View from './View';
import { examples } from './examples';
import type { Response } from './model';

const q = questionDataFromJson(examples[0].question);
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

/** The view with its response held in state, as the player's answer area holds its draft. */
const Harness = ({ initial, ...props }: Partial<QuestionViewProps<Response>> & { spy: jest.Mock; initial?: Response }) => (
  <ViewHarness<Response> View={View} question={q} t={t} {...props} initial={initial ?? { id: q.id, answeredText: '' }} />
);

describe('openQuestion view', () => {
  it('is a 255-character textarea with the package placeholder and a character count', () => {
    const spy = jest.fn();
    render(<Harness spy={spy} />);
    const box = screen.getByRole('textbox');
    expect(box.getAttribute('maxlength')).toBe('255');
    expect(box.getAttribute('placeholder')).toBe('[placeholder textarea]');
    expect(box.getAttribute('aria-labelledby')).toBe('title');
    fireEvent.change(box, { target: { value: 'By the window' } });
    expect(spy).toHaveBeenLastCalledWith({ id: q.id, answeredText: 'By the window' });
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(`player:character count ${JSON.stringify({ count: 13, max: 255 })}`);
    expect(screen.getByText('13 / 255')).toBeTruthy();
  });

  it('turns read-only after submitting, keeping the text readable', () => {
    render(<Harness spy={jest.fn()} initial={{ id: q.id, answeredText: 'On a shelf' }} disabled submitted />);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('On a shelf');
  });
});
