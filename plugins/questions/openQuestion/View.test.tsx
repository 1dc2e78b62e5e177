import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { questionDataFromJson, type QuestionViewProps } from '@core';
import View from './View';
import { examples } from './examples';
import type { Response } from './model';

const q = questionDataFromJson(examples[0].question);
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

function Harness(props: Partial<QuestionViewProps<Response>> & { spy: jest.Mock; initial?: Response }) {
  const [response, setResponse] = useState<Response>(props.initial ?? { id: q.id, answeredText: '' });
  return (
    <View
      question={q}
      response={response}
      onChange={(r) => {
        props.spy(r);
        setResponse(r);
      }}
      disabled={false}
      submitted={false}
      labelledBy="title"
      t={t}
      language="en"
      renderBlocks={() => null}
      mediaUrl={(p) => p}
      imageUrl={(p) => p}
      optionOrder={null}
      showCorrectAnswers={false}
      announce={jest.fn()}
      openImagePreview={jest.fn()}
      loadQuestionContent={() => Promise.reject(new Error('none'))}
      {...props}
    />
  );
}

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
