import { useCallback, useId, useState } from 'react';
import { inOptionOrder, type QuestionViewProps } from '@core';
import { imageAnswerName, knownIds, type ImageAnswer } from './imageChoice';
import './imageChoice.css';

/** SPEC 9.4: answer images are requested at 260 × 260 (scaleBySmallerSide=true). */
export const ANSWER_IMAGE_SIZE = 260;

interface ImageChoiceGridProps extends QuestionViewProps<string[]> {
  answers: ImageAnswer[];
  multiple: boolean;
}

/**
 * Image answer options as a grid of cards (SPEC 2.12 "Answer lists for ... image choice"). Each card
 * is the label of a hidden native radio (single select) or checkbox (multiple), so a click or a tap
 * anywhere on the card selects it and the keyboard works as it does for any radio group or checkbox:
 * - single select: Tab enters the group, the arrow keys move the selection (mirrored right to left by
 *   the browser), Space selects the focused option;
 * - multiple: every card is a tab stop, Space toggles it.
 * The zoom button of each card sits outside the label (it never toggles the selection) and opens the
 * SPEC 2.8 gallery with all the question's images, starting at that card. Every change is announced.
 */
export function ImageChoiceGrid(props: ImageChoiceGridProps) {
  const { answers: authorOrder, multiple, response, onChange, disabled, labelledBy, t, language, showCorrectAnswers, optionOrder, announce, imageUrl, mediaUrl, openImagePreview } = props;
  const answers = inOptionOrder(authorOrder, optionOrder);
  const name = useId();
  const selectedIds = knownIds(authorOrder, response);
  const selected = new Set(selectedIds);
  const nameOf = (a: ImageAnswer) => imageAnswerName(a, t);

  const toggle = (answer: ImageAnswer) => {
    if (disabled) return;
    let next: string[];
    if (!multiple) next = [answer.id];
    else if (selected.has(answer.id)) next = authorOrder.filter((a) => a.id !== answer.id && selected.has(a.id)).map((a) => a.id);
    else next = authorOrder.filter((a) => a.id === answer.id || selected.has(a.id)).map((a) => a.id);
    onChange(next);
    const chosen = answers.filter((a) => next.includes(a.id)).map(nameOf);
    announce(chosen.length > 0 ? `${t('[label your choice is]')} ${listOf(chosen, language)}` : `${nameOf(answer)}: ${t('player:not selected')}`);
  };

  // The gallery shows every image of the question in the shown order, full size when the author gave one.
  const withImage = answers.filter((a) => a.image || a.originalImage);
  const gallery = withImage.map((a) => ({ url: mediaUrl(a.originalImage || a.image), alt: nameOf(a) }));
  // Full rows where the count allows: 4 or 8 cards go from 2 columns straight to 4, 3 / 6 / 9 stay at 3.
  const rows = answers.length % 4 === 0 && answers.length % 3 !== 0 ? ' is-fours' : answers.length % 3 === 0 && answers.length % 4 !== 0 ? ' is-threes' : '';

  return (
    <div className="ic-wrap">
      <div role={multiple ? 'group' : 'radiogroup'} aria-labelledby={labelledBy} className={`ic-grid ${multiple ? 'is-multiple' : 'is-single'}${rows}`}>
        {answers.map((answer) => {
          const checked = selected.has(answer.id);
          const markCorrect = showCorrectAnswers && answer.isCorrect;
          const id = `${name}-${answer.id}`;
          const label = nameOf(answer);
          const galleryIndex = withImage.indexOf(answer);
          return (
            <div key={answer.id} className={`ic-card${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}${markCorrect ? ' is-correct-option' : ''}`} data-answer-id={answer.id}>
              <label htmlFor={id} className="ic-option">
                <input
                  id={id}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={answer.id}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => toggle(answer)}
                  className="ic-input"
                />
                <AnswerImage src={answer.image ? imageUrl(answer.image, ANSWER_IMAGE_SIZE, ANSWER_IMAGE_SIZE) : ''} alt={label} />
                <span className={`ic-mark ${multiple ? 'is-box' : 'is-round'}`} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
                    <path d="M9.2 16.6 4.8 12.2l-1.6 1.6 6 6L21 8l-1.6-1.6z" />
                  </svg>
                </span>
                {markCorrect ? <span className="ic-correct-label">{t('correctOption')}</span> : null}
              </label>
              {galleryIndex >= 0 ? (
                // The zoom is no part of the answer: it stays usable once the answer is locked (data-not-answer).
                <button type="button" className="ic-zoom" data-not-answer="" aria-label={`${t('[aria label zoom button]')}: ${label}`} onClick={() => openImagePreview(gallery, galleryIndex)}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm1 2v2h2v2h-2v2H9v-2H7V9h2V7z" />
                  </svg>
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** "A, B and C" in the course language (Intl.ListFormat), for the announcement of several choices. */
function listOf(items: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/**
 * A square box that keeps its size while the image loads (no layout shift), with a small spinner
 * until the image has loaded or failed. A cached image may have loaded before React listens: the ref
 * checks `complete` for that case.
 */
function AnswerImage({ src, alt }: { src: string; alt: string }) {
  const [state, setState] = useState<{ src: string; done: boolean }>({ src, done: false });
  const done = state.src === src && state.done;
  const finish = useCallback(() => setState({ src, done: true }), [src]);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) finish();
    },
    [finish],
  );
  if (!src) {
    return (
      <span className="ic-frame is-empty">
        <span className="ic-frame-text">{alt}</span>
      </span>
    );
  }
  return (
    <span className={`ic-frame${done ? '' : ' is-loading'}`}>
      {done ? null : <span className="ic-spinner" aria-hidden="true" />}
      <img ref={ref} src={src} alt={alt} width={ANSWER_IMAGE_SIZE} height={ANSWER_IMAGE_SIZE} decoding="async" draggable={false} onLoad={finish} onError={finish} />
    </span>
  );
}
