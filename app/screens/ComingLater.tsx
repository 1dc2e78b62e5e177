import { Link } from 'react-router-dom';
import { useT } from '../hooks/session';

/** A route whose feature arrives in a later version: a clear screen, never a blank page. */
export function ComingLater({ titleKey }: { titleKey: string }) {
  const t = useT();
  return (
    <article className="page">
      <h1 tabIndex={-1}>{t(titleKey)}</h1>
      <div className="notice-box">
        <h2>{t('player:coming later title')}</h2>
        <p>{t('player:coming later text')}</p>
      </div>
      <Link className="btn btn-primary" to="/">
        {t('[back to the course]')}
      </Link>
    </article>
  );
}
