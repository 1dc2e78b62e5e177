import { useMemo } from 'react';
import type { BlockPlace, QuestionInstance, QuestionViewProps } from '@core';
import { useSession, useT } from '../hooks/session';
import { useAnnounce } from './Announcer';
import { Blocks } from './Blocks';
import { useImagePreview } from './ImagePreview';
import { sanitizeFragment } from './sanitize';
import { createElement } from 'react';

type Shared = Omit<QuestionViewProps<unknown>, 'response' | 'onChange' | 'disabled' | 'submitted'>;

/** What every question view receives from the app besides its response (core/plugins/QuestionType.ts). */
export function useQuestionViewProps(question: QuestionInstance, place: BlockPlace, labelledBy: string): Shared {
  const session = useSession();
  const t = useT();
  const announce = useAnnounce();
  const openImagePreview = useImagePreview();
  const showCorrect = session.pkg.template.showCorrectAnswers;
  return useMemo<Shared>(
    () => ({
      question: question.data,
      labelledBy,
      t,
      language: session.language,
      renderBlocks: (blocks) => createElement(Blocks, { blocks, place }),
      mediaUrl: (p) => session.files.mediaUrl(p),
      imageUrl: (p, w, h) => session.files.imageUrl(p, w, h),
      // SPEC 2.12: the correct answers are marked once the question is answered and the author wants them shown.
      optionOrder: session.randomization.optionOrder(question.id),
      // The answer area narrows this to judged answers (not in submit-all mode before submitting).
      showCorrectAnswers: showCorrect && question.isAnswered && !question.isSurvey,
      announce,
      openImagePreview,
      loadQuestionContent: () =>
        session.files.fragment(`${question.id}_content`, place).then((html) => sanitizeFragment(html, (p) => session.files.mediaUrl(p))),
    }),
    // place is derived from the question's ids
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [question, question.isAnswered, labelledBy, t, session, showCorrect, announce, openImagePreview],
  );
}
