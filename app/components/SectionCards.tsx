import { observer } from 'mobx-react-lite';
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { routes, type SectionInstance } from '@core';
import { useSession, useT } from '../hooks/session';
import { Icon } from './Icon';
import { GateHold } from './BlockGate';
import { loadedPageEntry, loadPageEntry } from './pageEntryChunk';
import { sectionNumbers } from './sectionNumbers';
import { StatusBadge } from './StatusBadge';

// The page rows come with the course screens' chunk (pageEntryChunk.ts).
const LazyPageEntry = lazy(() => loadPageEntry().then((m) => ({ default: m.PageEntry })));
const preloadPageEntry = () => void loadPageEntry();
function PageEntry(props: ComponentProps<typeof LazyPageEntry>) {
  const Entry = loadedPageEntry()?.PageEntry ?? LazyPageEntry;
  return <Entry {...props} />;
}

/** Cards painted with the first frame; a long course's remaining cards follow right after it. */
const FIRST_CARDS = 12;

/**
 * The section cards of the cover and the section list: image, title, status, score and details.
 * A transparent section has no card: its pages are listed as they are, between the cards.
 */
export const SectionCards = observer(function SectionCards({ headingLevel = 3, allAtOnce = false }: { headingLevel?: 2 | 3; allAtOnce?: boolean }) {
  const session = useSession();
  const course = session.course;
  const sections = course.sections;
  // `allAtOnce` (read when the cards mount): a cover replacing a pre-rendered one has every card on
  // screen already, and none may go away for a frame.
  const [all, setAll] = useState(() => sections.length <= FIRST_CARDS || allAtOnce);
  useEffect(() => {
    if (!all) requestAnimationFrame(() => startTransition(() => setAll(true)));
  }, [all]);
  const numbers = sectionNumbers(sections);
  // SPEC 2.6: under forced navigation later sections are locked; nothing is current on these lists.
  const locked = course.lockedSectionIds(null);
  return (
    <ol className="section-cards">
      {(all ? sections : sections.slice(0, FIRST_CARDS)).map((s) =>
        s.isTransparent ? (
          <LoosePages key={s.id} section={s} />
        ) : (
          <SectionCard key={s.id} section={s} number={numbers.get(s.id)!} total={numbers.size} locked={locked.has(s.id)} headingLevel={headingLevel} />
        ),
      )}
    </ol>
  );
});

const LoosePages = observer(function LoosePages({ section }: { section: SectionInstance }) {
  const active = useSession().course.activeIds;
  const pages = section.questions.filter((q) => active.has(q.id));
  if (pages.length === 0) return null;
  return (
    <li className="loose-pages">
      {/* On the cover the gate holds the outline back until the rows can show, so nothing jumps. */}
      <Suspense fallback={<GateHold />}>
        <ul className="page-list">
          {pages.map((q) => (
            <li key={q.id}>
              <PageEntry question={q} className="page-row" status />
            </li>
          ))}
        </ul>
      </Suspense>
    </li>
  );
});

interface CardProps {
  section: SectionInstance;
  number: number;
  total: number;
  locked: boolean;
  headingLevel: 2 | 3;
}

const SectionCard = observer(function SectionCard({ section, number, total: sectionCount, locked, headingLevel }: CardProps) {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const [open, setOpen] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const detailsId = `section-details-${section.id}`;
  const scored = course.sectionHasProgressQuestions(section);
  // Counted by the course from the questions touched so far, not by reading every question's state.
  const total = course.progressQuestionCount(section);
  const correct = course.sectionCorrectCount(section);
  return (
    <li className={`section-card ${locked ? 'is-locked' : ''}`} data-review-section={section.id}>
      {section.imageUrl ? <img className="section-card-image" src={session.files.mediaUrl(section.imageUrl)} alt="" loading="lazy" /> : <div className="section-card-image is-empty" aria-hidden="true" />}
      <div className="section-card-body">
        <p className="section-card-index">
          {t('[section x of y]', { index: number, total: sectionCount })}
          {locked ? <Icon name="lock" label={t('[lock tooltip]')} size={16} /> : null}
        </p>
        <Heading className="section-card-title">
          {locked ? section.title : <Link to={routes.section(section.id)}>{section.title}</Link>}
        </Heading>
        {scored && !course.scoresHidden ? (
          <p className="section-card-status">
            <StatusBadge status={course.sectionStatus(section)} />
            <span className="section-card-score">
              {t('[x y answered correctly]', { countCorrectlyAnsweredQuestionsInSection: correct, countQuestionsInSection: total })}
            </span>
          </p>
        ) : null}
        <button type="button" className="link-button" aria-expanded={open} aria-controls={detailsId} onPointerEnter={preloadPageEntry} onFocus={preloadPageEntry} onClick={() => setOpen(!open)}>
          {t('[details]')}
          <Icon name="chevron" size={16} />
        </button>
        <div id={detailsId} className="section-card-details" hidden={!open}>
          {open && section.learningObjective ? (
            <p>
              <strong>{t('[learning objective]')}: </strong>
              {section.learningObjective}
            </p>
          ) : null}
          {open ? (
            <Suspense fallback={null}>
              <ul>
                {section.questions.map((q) => (
                  <li key={q.id}>
                    <PageEntry question={q} className="details-page" />
                  </li>
                ))}
              </ul>
            </Suspense>
          ) : null}
        </div>
      </div>
    </li>
  );
});
