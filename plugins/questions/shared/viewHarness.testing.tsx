/* Test support for question view tests (not part of any bundle). */
import { useState, type ComponentType } from 'react';
import type { QuestionData, QuestionViewProps } from '@core';

/** Inert defaults for every prop a question view takes; a test overrides what it is about. */
export function questionViewProps<R>(question: QuestionData, response: R, over: Partial<QuestionViewProps<R>> = {}): QuestionViewProps<R> {
  return {
    question,
    response,
    onChange: () => undefined,
    disabled: false,
    submitted: false,
    labelledBy: 'title',
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
    language: 'en',
    renderBlocks: () => null,
    mediaUrl: (p) => p,
    imageUrl: (p) => p,
    optionOrder: null,
    showCorrectAnswers: false,
    announce: jest.fn(),
    openImagePreview: jest.fn(),
    loadQuestionContent: () => Promise.reject(new Error('none')),
    ...over,
  };
}

type HarnessProps<R> = Partial<QuestionViewProps<R>> & {
  View: ComponentType<QuestionViewProps<R>>;
  question: QuestionData;
  initial: R;
  /** Sees every response the view reports. */
  spy: jest.Mock;
};

/** The view with its response held in state, as the player's answer area holds its draft. */
export function ViewHarness<R>({ View, question, initial, spy, ...over }: HarnessProps<R>) {
  const [response, setResponse] = useState<R>(initial);
  const onChange = (r: R) => {
    spy(r);
    setResponse(r);
  };
  return <View {...questionViewProps(question, response, { ...over, onChange })} />;
}
