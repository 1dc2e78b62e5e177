import { Link } from 'react-router-dom';
import { useT } from '../hooks/session';

export function NotFound() {
  const t = useT();
  return (
    <article className="page">
      <h1 tabIndex={-1}>{t('[not found title]')}</h1>
      <p>{t('[not found text]')}</p>
      <Link className="btn btn-primary" to="/">
        {t('[back to the course]')}
      </Link>
    </article>
  );
}
