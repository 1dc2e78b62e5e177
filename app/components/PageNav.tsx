import { Link } from 'react-router-dom';
import { routes } from '@core';
import { useT } from '../hooks/session';
import { Icon } from './Icon';

/** Previous and next along the navigation chain; the last page leads on to the results. */
export function PageNav({ previous, next, primaryNext = true, nextLocked = false }: { previous: string | null; next: string; primaryNext?: boolean; nextLocked?: boolean }) {
  const t = useT();
  return (
    <div className="page-nav">
      {previous ? (
        <Link className="btn btn-secondary" to={previous}>
          <Icon name="back" />
          {t('[previous]')}
        </Link>
      ) : (
        <span />
      )}
      {nextLocked ? (
        <span className="btn btn-secondary is-locked" aria-disabled="true" title={t('[lock tooltip]')}>
          <Icon name="lock" />
          {next === routes.results ? t('[see results]') : t('[next]')}
          <span className="visually-hidden">{t('[lock tooltip]')}</span>
        </span>
      ) : (
        <Link className={`btn ${primaryNext ? 'btn-primary' : 'btn-secondary'}`} to={next}>
          {next === routes.results ? t('[see results]') : t('[next]')}
          <Icon name="next" />
        </Link>
      )}
    </div>
  );
}
