import { observer } from 'mobx-react-lite';
import { type SectionInstance } from '@core';
import { Icon } from '../../components/Icon';
import { useSession, useT } from '../../hooks/session';
import { QuestionScreen } from '../QuestionPage';
import { LazyElement } from './LazyElement';
import { OnePageFooter } from './OnePageFooter';

/** Before an element was ever shown, the room kept for it (then its measured height). */
const ESTIMATED_QUESTION_HEIGHT = 560;
const ESTIMATED_OBJECTIVE_HEIGHT = 220;

/**
 * One element of the one-page view: a question or content page (its own Submit, feedback and Try
 * again), or the section's learning objective; locked under forced navigation (SPEC 4.2) until
 * reachable. Its props are plain values, so that the address following the scrolling does not render
 * the section's other elements again.
 */
export const OnePageElement = observer(function OnePageElement({
  section,
  elements,
  index,
  withFooter,
  forced,
  onContinue,
}: {
  section: SectionInstance;
  elements: string[];
  index: number;
  /** clickNext's '[continue]' or the section's '[next section]' below it. */
  withFooter: boolean;
  /** Rendered whatever its distance to the viewport: the addressed element, the last shown. */
  forced: boolean;
  onContinue: (next: string) => void;
}) {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const route = elements[index];
  const question = course.questionById.get(route.split('/questions/')[1] ?? '');
  const footer = withFooter ? <OnePageFooter section={section} elements={elements} index={index} onContinue={onContinue} /> : null;
  if (!question) {
    return (
      <LazyElement route={route} title={t('[learning objective]')} estimate={ESTIMATED_OBJECTIVE_HEIGHT} forced={forced}>
        {() => (
          <>
            <div className="objective-box">
              <h2 tabIndex={-1}>{t('[learning objective]')}</h2>
              <p>{section.learningObjective}</p>
            </div>
            {footer}
          </>
        )}
      </LazyElement>
    );
  }
  return (
    <LazyElement route={route} title={question.title} estimate={ESTIMATED_QUESTION_HEIGHT} forced={forced}>
      {() =>
        course.isAvailable(question.id) ? (
          <QuestionScreen question={question} heading="h2" footer={footer} />
        ) : (
          <div className="one-page-locked">
            <h2 tabIndex={-1}>
              <Icon name="lock" label={t('[lock tooltip]')} /> {question.title}
            </h2>
          </div>
        )
      }
    </LazyElement>
  );
});
