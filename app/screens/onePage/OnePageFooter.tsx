import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { afterSection, routes, type SectionInstance } from '@core';
import { Icon } from '../../components/Icon';
import { useSession, useT } from '../../hooks/session';

/**
 * Below the last element shown: clickNext's '[continue]' to reveal the next element, or, at the end
 * of the section, '[next section]' ('[see results]' before the results). Under forced navigation
 * (SPEC 4.2) it waits until the question above is answered, as the multi-page layout's next does.
 */
export const OnePageFooter = observer(function OnePageFooter({ section, elements, index, onContinue }: { section: SectionInstance; elements: string[]; index: number; onContinue: (next: string) => void }) {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const question = course.questionById.get(elements[index]?.split('/questions/')[1] ?? '');
  const plugin = question?.supported ? session.plugins.questionType(question.type) : null;
  const locked = course.rules.forceNavigation && Boolean(question) && !question!.isAnswered && Boolean(plugin) && !plugin?.answeredOnOpen;
  const next = index + 1 < elements.length ? elements[index + 1] : null;
  // SPEC 4.2: nor is a page revealed that forced navigation keeps locked (a section opened ahead).
  const nextQuestion = next ? course.questionById.get(next.split('/questions/')[1] ?? '') : undefined;
  const nextLocked = Boolean(nextQuestion && !course.isAvailable(nextQuestion.id));
  const after = afterSection(course.chain, section.id);
  const label = next ? t('[continue]') : after === routes.results ? t('[see results]') : t('[next section]');
  return (
    <div className="page-nav one-page-nav">
      <span />
      {locked || nextLocked ? (
        <span className="btn btn-secondary is-locked" aria-disabled="true" title={t('[lock tooltip]')}>
          <Icon name="lock" />
          {label}
          <span className="visually-hidden">{t('[lock tooltip]')}</span>
        </span>
      ) : next ? (
        <button type="button" className="btn btn-primary" onClick={() => onContinue(next)}>
          {label}
          <Icon name="next" />
        </button>
      ) : (
        <Link className="btn btn-primary" to={after}>
          {label}
          <Icon name="next" />
        </Link>
      )}
    </div>
  );
});
