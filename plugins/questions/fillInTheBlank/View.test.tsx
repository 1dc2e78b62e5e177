import { act, fireEvent, render, screen } from '@testing-library/react';
import { questionDataFromJson, type QuestionViewProps } from '@core';
import View from './View';
import { examples } from './examples';
import type { Response } from './model';

const q = questionDataFromJson(examples[0].question);
const [g1, g2, g3, g4] = (examples[0].question.answerGroups as { id: string }[]).map((g) => g.id);
const html =
  `<div class="eg-content-editor"><p>Known as <em><input class="blankInput" data-group-id="${g1}"> deliciosa</em>. It grows in <input class="blankInput" data-group-id="${g2}"> here.</p>` +
  `<p>Water when <b>dry</b>: <input class="blankInput" data-group-id="${g3}">.</p><p>Symbol <input class="blankInput" data-group-id="${g4}"></p></div>`;
const fragment = (markup: string) => {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
};
const t = (key: string) => `«${key}»`;

function setup(overrides: Partial<QuestionViewProps<Response>> = {}) {
  const onChange = jest.fn();
  const props: QuestionViewProps<Response> = {
    question: q,
    response: { data: {} },
    onChange,
    disabled: false,
    submitted: false,
    labelledBy: 'title',
    t,
    language: 'en',
    renderBlocks: () => null,
    mediaUrl: (p) => p,
    imageUrl: (p) => p,
    optionOrder: null,
    showCorrectAnswers: false,
    announce: jest.fn(),
    openImagePreview: jest.fn(),
    loadQuestionContent: () => Promise.resolve(fragment(html)),
    ...overrides,
  };
  const view = render(<View {...props} />);
  return { onChange, view, props };
}

describe('fillInTheBlank view', () => {
  it('shows a skeleton while the text loads, then the text with its blanks', async () => {
    let resolve!: (f: DocumentFragment) => void;
    const { view } = setup({ loadQuestionContent: () => new Promise((r) => (resolve = r)) });
    expect(view.container.querySelector('[aria-busy="true"] .block-skeleton')).not.toBeNull();
    await act(async () => resolve(fragment(html)));
    expect(view.container.querySelector('.block-skeleton')).toBeNull();
    expect(view.container.querySelector('em')?.textContent).toBe(' deliciosa');
    expect(view.container.querySelector('b')?.textContent).toBe('dry');
    expect(screen.getByRole('group').getAttribute('aria-labelledby')).toBe('title');
  });

  it('names each blank by its sentence and offers a drop-down where the group has wrong options', async () => {
    setup();
    const genus = await screen.findByRole('textbox', { name: 'Known as ___ deliciosa.' });
    expect((genus as HTMLInputElement).maxLength).toBe(255);
    expect(genus.getAttribute('placeholder')).toBe('«[placeholder text input]»');
    const light = screen.getByRole('combobox', { name: 'It grows in ___ here.' });
    expect([...(light as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['«[placeholder dropdown]»', 'bright, indirect light', 'full midday sun', 'deep shade']);
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('reports typed and chosen texts keyed by group id, the learner text only ever as a value', async () => {
    const { onChange } = setup({ response: { data: { [g3]: 'dry' } } });
    const genus = await screen.findByRole('textbox', { name: /deliciosa/ });
    fireEvent.change(genus, { target: { value: '<b>Monstera</b>' } });
    expect(onChange).toHaveBeenLastCalledWith({ data: { [g1]: '<b>Monstera</b>', [g3]: 'dry' } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'deep shade' } });
    expect(onChange).toHaveBeenLastCalledWith({ data: { [g2]: 'deep shade', [g3]: 'dry' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Water when/ }), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ data: {} });
  });

  it('after submitting, shows the correct text beside each wrong blank', async () => {
    const { view } = setup({ disabled: true, submitted: true, showCorrectAnswers: true, response: { data: { [g1]: 'monstera', [g2]: 'bright, indirect light', [g3]: 'DRY' } } });
    await screen.findAllByRole('textbox');
    const marks = [...view.container.querySelectorAll('.fib-correct-answer')].map((m) => m.textContent);
    expect(marks).toEqual(['«correctOption» Monstera', '«correctOption» N']);
    for (const control of view.container.querySelectorAll('input, select')) expect((control as HTMLInputElement).disabled).toBe(true);
  });

  it('says so when the text cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup({ loadQuestionContent: () => Promise.reject(new Error('404')) });
    expect((await screen.findByRole('alert')).textContent).toContain('«[something went wrong title]»');
  });

  it('gives groups the text has no blank for a field after the text', async () => {
    setup({ loadQuestionContent: () => Promise.resolve(fragment(`<p>Only <input class="blankInput" data-group-id="${g1}"> and <input class="blankInput" data-group-id="other"></p>`)) });
    await screen.findByRole('textbox', { name: 'Only ___ and …' });
    expect(screen.getByRole('combobox', { name: '«answerOptions» 2' })).toBeTruthy();
    expect(screen.getAllByRole('textbox').map((e) => e.getAttribute('aria-label'))).toEqual(['Only ___ and …', '«answerOptions» 3', '«answerOptions» 4']);
  });
});
