import { useT } from '../hooks/session';
import './previewMarker.css';

/**
 * Tells the author this is a preview (issue 27): nothing is kept, nothing is sent. Text, not an
 * image, so it reads and zooms with the page; not a live region: it never changes.
 */
export function PreviewMarker() {
  const t = useT();
  return <span className="preview-marker">{t('player:preview')}</span>;
}
