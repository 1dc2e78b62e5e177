import { createElement, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { QuestionViewProps, Translate } from '@core';
import '../shared/choice.css';
import './fillInTheBlank.css';
import { parseContent, type ContentNode, type ParsedContent } from './content';
import { correctAnswersOf, groupMatches, groupsOf, MAX_TEXT_LENGTH, normalizeResponse, type AnswerGroup, type Response } from './model';

type Load = { state: 'loading' } | { state: 'ready'; content: ParsedContent } | { state: 'failed' };

interface BlankProps {
  group: AnswerGroup;
  number: number;
  context: string;
  idBase: string;
  value: string;
  disabled: boolean;
  showCorrect: boolean;
  t: Translate;
  onInput: (groupId: string, text: string) => void;
}

/** One blank: a text field, or a native drop-down when the group offers options. */
function Blank({ group, number, context, idBase, value, disabled, showCorrect, t, onInput }: BlankProps) {
  const id = `${idBase}-blank-${number}`;
  const wrong = showCorrect && !groupMatches(group, value);
  const common = {
    id,
    className: `fib-control ${wrong ? 'is-wrong' : ''}`,
    disabled,
    'data-blank': number,
    'data-group-id': group.id,
    // Named by its sentence in the author's language ("It grows best in ___ near a window.").
    'aria-label': context || `${t('answerOptions')} ${number}`,
  };
  const placeholder = t('[placeholder text input]');
  return (
    <span className="fib-blank">
      {group.isDropdown ? (
        <select {...common} value={value} onChange={(e) => onInput(group.id, e.target.value)}>
          <option value="">{t('[placeholder dropdown]')}</option>
          {group.options.map((text) => (
            <option key={text} value={text}>
              {text}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          dir="auto"
          value={value}
          maxLength={MAX_TEXT_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          style={{ inlineSize: `${Math.min(36, Math.max(placeholder.length, value.length) + 3)}ch` }}
          onChange={(e) => onInput(group.id, e.target.value)}
        />
      )}
      {wrong ? (
        <span className="fib-correct-answer">
          <span className="correct-option-label">{t('correctOption')}</span>{' '}
          <span className="fib-correct-text">{correctAnswersOf(group).map((a) => a.text).join(' / ')}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * The question's text with its blanks (SPEC 3.4 fill in the blank). The sanitised fragment is read
 * into a tree of allowed tags and rendered as React elements: no HTML string is ever inserted, and
 * the learner's text only ever reaches the value of a control.
 */
export default function FillInTheBlankView(props: QuestionViewProps<Response>) {
  const { question, response, onChange, disabled, labelledBy, t, showCorrectAnswers, loadQuestionContent } = props;
  const idBase = useId();
  const groups = useMemo(() => groupsOf(question), [question]);
  const byId = useMemo(() => new Map(groups.map((g) => [g.id, g])), [groups]);
  const { data } = normalizeResponse(groups, response);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // The loader's identity changes when the question is answered; the content does not.
  const loader = useRef(loadQuestionContent);
  loader.current = loadQuestionContent;

  useEffect(() => {
    let alive = true;
    setLoad({ state: 'loading' });
    loader
      .current()
      .then((fragment) => {
        if (alive) setLoad({ state: 'ready', content: parseContent(fragment, new Set(byId.keys())) });
      })
      .catch((e: unknown) => {
        console.warn(`The text of question ${question.id} could not be loaded`, e);
        if (alive) setLoad({ state: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [question.id, byId]);

  const onInput = (groupId: string, text: string) => {
    if (disabled) return;
    onChange(normalizeResponse(groups, { data: { ...data, [groupId]: text } }));
  };

  if (load.state === 'loading') {
    return (
      <div className="fib" role="group" aria-labelledby={labelledBy} aria-busy="true">
        <div className="block-skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className="fib" role="group" aria-labelledby={labelledBy}>
        <div className="error-card" role="alert">
          <div>
            <p className="error-card-title">{t('[something went wrong title]')}</p>
            <p>{t('[error message for learners]')}</p>
          </div>
        </div>
      </div>
    );
  }

  const { nodes, blanks } = load.content;
  // Groups the text has no blank for still get one, after the text, so the question stays answerable.
  const inText = new Set(blanks.map((b) => b.groupId));
  const missing = groups.filter((g) => !inText.has(g.id));
  const blank = (groupId: string, number: number, context: string, key: string) => (
    <Blank
      key={key}
      group={byId.get(groupId)!}
      number={number}
      context={context}
      idBase={idBase}
      value={data[groupId] ?? ''}
      disabled={disabled}
      showCorrect={showCorrectAnswers}
      t={t}
      onInput={onInput}
    />
  );
  const render = (list: ContentNode[], path: string): ReactNode[] =>
    list.map((node, i) => {
      const key = `${path}.${i}`;
      switch (node.kind) {
        case 'text':
          return node.text;
        case 'gap':
          return (
            <span key={key} className="fib-gap" aria-hidden="true">
              ______
            </span>
          );
        case 'blank':
          return blank(node.groupId, node.number, node.context, key);
        case 'element':
          return node.children.length > 0
            ? createElement(node.tag, { key, ...node.attrs }, ...render(node.children, key))
            : createElement(node.tag, { key, ...node.attrs });
      }
    });

  return (
    <div className="fib" role="group" aria-labelledby={labelledBy}>
      <div className="fib-text">{render(nodes, 'n')}</div>
      {missing.length > 0 ? (
        <ol className="fib-extra" start={blanks.length + 1}>
          {missing.map((g, i) => (
            <li key={g.id}>{blank(g.id, blanks.length + i + 1, '', g.id)}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
