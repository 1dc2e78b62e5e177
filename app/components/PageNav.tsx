import { Link } from 'react-router-dom';
import { routes } from '@core';
import { useT } from '../hooks/session';
import { Icon } from './Icon';

/** Previous and next along the navigation chain; the last page leads on to the results. */
export function PageNav({ previous, next, primaryNext = true }: { previous: string | null; next: string; primaryNext?: boolean }) {
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
      <Link className={`btn ${primaryNext ? 'btn-primary' : 'btn-secondary'}`} to={next}>
        {next === routes.results ? t('[see results]') : t('[next]')}
        <Icon name="next" />
      </Link>
    </div>
  );
}
