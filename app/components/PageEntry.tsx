import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { routes, Status, type QuestionInstance } from '@core';
import { useSession, useT } from '../hooks/session';
import { Icon } from './Icon';
import { StatusBadge } from './StatusBadge';

/**
 * One page of the course in a list (the sidebar, a section's details, the loose pages of a
 * transparent section): a link with its kind and state, or, locked under forced navigation
 * (SPEC 4.2), its title with a lock.
 */
export const PageEntry = observer(function PageEntry({
  question,
  className,
  onNavigate,
  link: PageLink = Link,
  status = false,
}: {
  question: QuestionInstance;
  className: string;
  onNavigate?: () => void;
  /** The sidebar passes NavLink, to mark the current page; the cover does without it. */
  link?: typeof Link;
  /** Where the page stands in words (a transparent section's page on the cover and section list). */
  status?: boolean;
}) {
  const session = useSession();
  const t = useT();
  if (!session.course.isAvailable(question.id)) {
    return (
      <span className={`${className} is-locked`} aria-disabled="true" title={t('[lock tooltip]')}>
        <Icon name="lock" label={t('[lock tooltip]')} />
        <span className={`${className}-title`}>{question.title}</span>
      </span>
    );
  }
  return (
    <PageLink to={routes.question(question.sectionId, question.id)} className={className} onClick={onNavigate}>
      <Icon name={question.answeredOnOpen ? 'page' : 'question'} />
      <span className={`${className}-title`}>{question.title}</span>
      {status ? <PageStatus question={question} className={`${className}-status`} /> : <PageState question={question} className={`${className}-state`} />}
    </PageLink>
  );
});

type Verdict = 'read' | 'answered' | 'correct' | 'incorrect';
const LABELS: Record<Verdict, string> = { read: '[completed]', answered: '[answered]', correct: '[correct]', incorrect: '[incorrect]' };
const ICONS: Record<Verdict, string> = { read: 'check', answered: 'answered', correct: 'check', incorrect: 'cross' };

/** What became of an answered page: read, answered (a survey, or while scores wait for submit-all), right or wrong. */
export function verdictOf(question: QuestionInstance, scoresHidden: boolean): Verdict | null {
  if (!question.isAnswered) return null;
  if (question.answeredOnOpen) return 'read';
  // SPEC 4.5: while answers are submitted all at once, right and wrong wait for the submit.
  if (question.isSurvey || scoresHidden) return 'answered';
  return question.isAnsweredCorrectly ? 'correct' : 'incorrect';
}

/** The verdict as an icon in its colour, named for screen readers; with `text`, also in words. */
export const PageState = observer(function PageState({ question, className, text = false }: { question: QuestionInstance; className?: string; text?: boolean }) {
  const session = useSession();
  const t = useT();
  const verdict = verdictOf(question, session.course.scoresHidden);
  if (!verdict) return null;
  const label = t(LABELS[verdict]);
  return (
    <span className={`page-state page-state-${verdict} ${className ?? ''}`}>
      <Icon name={ICONS[verdict]} label={text ? undefined : label} size={16} />
      {text ? <span>{label}</span> : null}
    </span>
  );
});

/**
 * Where a page stands, in words, where a transparent section's pages stand in for a section (issue
 * 22): its verdict once answered; before that 'Not passed yet' when it counts towards passing (SPEC
 * 3.4), as a section's card says, unless scores wait for submit-all (SPEC 4.5).
 */
export const PageStatus = observer(function PageStatus({ question, className }: { question: QuestionInstance; className: string }) {
  const course = useSession().course;
  if (verdictOf(question, course.scoresHidden)) {
    return (
      <span className={className}>
        <PageState question={question} text />
      </span>
    );
  }
  if (!question.affectsProgress || course.scoresHidden) return null;
  return (
    <span className={className}>
      <StatusBadge status={Status.IN_PROGRESS} />
    </span>
  );
});
