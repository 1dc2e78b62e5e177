import { fireEvent, render, screen } from '@testing-library/react';
import { questionDataFromJson, type QuestionViewProps } from '@core';
import SingleView from '../singleSelectImage/View';
import { ViewHarness } from './viewHarness.testing';
import MultipleView from '../multipleChoiceImage/View';
import { examples as singleExamples } from '../singleSelectImage/examples';
import { examples as multipleExamples } from '../multipleChoiceImage/examples';

type Props = QuestionViewProps<string[]>;
const labels: Record<string, string> = {
  '[alt answer image]': 'Answer image',
  '[aria label zoom button]': 'Enlarge image',
  '[label your choice is]': 'Your choice:',
  'player:not selected': 'not selected',
  correctOption: 'Correct answer',
};
const t = (key: string) => labels[key] ?? key;

const Harness = ({ View, initial = [], ...props }: Partial<Props> & { View: (p: Props) => unknown; spy: jest.Mock; initial?: string[] }) => (
  <ViewHarness<string[]>
    View={View as (p: Props) => React.JSX.Element}
    question={props.question!}
    t={t}
    mediaUrl={(p) => `/pkg/${p}`}
    imageUrl={(p, w, h) => `/pkg/${p}?width=${w}&height=${h}&scaleBySmallerSide=true`}
    {...props}
    initial={initial}
  />
);

const single = questionDataFromJson(singleExamples[0].question);
const singleIds = (singleExamples[0].question.answers as { id: string }[]).map((a) => a.id);
const multiple = questionDataFromJson(multipleExamples[0].question);
const multipleAnswers = multipleExamples[0].question.answers as { id: string; altText: { en: string }; isCorrect: boolean }[];

describe('singleSelectImage view', () => {
  it('is a radio group of cards named by position, with 260 × 260 images and no file names as names', () => {
    render(<Harness View={SingleView} spy={jest.fn()} question={single} />);
    expect(screen.getByRole('radiogroup').getAttribute('aria-labelledby')).toBe('title');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(radios.map(() => radios[0].getAttribute('name')));
    expect(screen.getByRole('radio', { name: 'Answer image 3' })).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Answer image 1' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/pkg/media/low-light-cactus.svg?width=260&height=260&scaleBySmallerSide=true');
  });

  it('keeps one selection, announces it, and the zoom button opens the gallery without selecting', () => {
    const spy = jest.fn();
    const announce = jest.fn();
    const openImagePreview = jest.fn();
    render(<Harness View={SingleView} spy={spy} question={single} announce={announce} openImagePreview={openImagePreview} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Answer image 2' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Answer image 3' }));
    expect(spy).toHaveBeenLastCalledWith([singleIds[2]]);
    expect(announce).toHaveBeenLastCalledWith('Your choice: Answer image 3');
    spy.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image: Answer image 4' }));
    expect(spy).not.toHaveBeenCalled();
    expect(openImagePreview).toHaveBeenCalledWith(
      [1, 2, 3, 4].map((n, i) => expect.objectContaining({ alt: `Answer image ${n}`, url: `/pkg/${(singleExamples[0].question.answers as { image: string }[])[i].image}` })),
      3,
    );
  });

  it('shows the cards in the course order and marks the correct one after submitting', () => {
    render(<Harness View={SingleView} spy={jest.fn()} question={single} optionOrder={[...singleIds].reverse()} disabled submitted showCorrectAnswers initial={[singleIds[0]]} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual([...singleIds].reverse());
    expect(radios.every((r) => r.disabled)).toBe(true);
    expect(screen.getAllByText('Correct answer')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Answer image 3 Correct answer' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Answer image 1' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('multipleChoiceImage view', () => {
  it('is a group of checkboxes named by the altTexts; toggling keeps the author order and is announced', () => {
    const spy = jest.fn();
    const announce = jest.fn();
    render(<Harness View={MultipleView} spy={spy} question={multiple} announce={announce} />);
    expect(screen.getByRole('group').getAttribute('aria-labelledby')).toBe('title');
    const boxes = multipleAnswers.map((a) => screen.getByRole('checkbox', { name: a.altText.en }));
    fireEvent.click(boxes[2]);
    fireEvent.click(boxes[0]);
    expect(spy).toHaveBeenLastCalledWith([multipleAnswers[0].id, multipleAnswers[2].id]);
    expect(announce).toHaveBeenLastCalledWith(`Your choice: ${multipleAnswers[0].altText.en} and ${multipleAnswers[2].altText.en}`);
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[2]);
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(announce).toHaveBeenLastCalledWith(`${multipleAnswers[2].altText.en}: not selected`);
  });

  it('zooms into the original image', () => {
    const openImagePreview = jest.fn();
    render(<Harness View={MultipleView} spy={jest.fn()} question={multiple} openImagePreview={openImagePreview} />);
    fireEvent.click(screen.getAllByRole('button', { name: /^Enlarge image/ })[1]);
    expect(openImagePreview).toHaveBeenCalledWith(expect.any(Array), 1);
    expect(openImagePreview.mock.calls[0][0][1]).toEqual({ url: '/pkg/media/thirst-healthy.svg', alt: multipleAnswers[1].altText.en });
  });

  it('marks every correct card after submitting, and nothing can change', () => {
    const spy = jest.fn();
    render(<Harness View={MultipleView} spy={spy} question={multiple} disabled submitted showCorrectAnswers />);
    expect(screen.getAllByText('Correct answer')).toHaveLength(multipleAnswers.filter((a) => a.isCorrect).length);
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    expect(spy).not.toHaveBeenCalled();
  });
});
