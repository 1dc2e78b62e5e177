import type { LanguageEntry } from '@core';
import { Icon } from '../components/Icon';
import { LanguageFlag } from './LanguageFlag';

interface Props {
  languages: readonly LanguageEntry[];
  selected: string;
  onSelect: (code: string) => void;
  /** The group's accessible name: the popup's title. */
  labelledBy: string;
  name: string;
}

/**
 * SPEC 2.8's grid of language tiles as one radio group: native radio buttons, so the group is
 * announced with its selection, Tab reaches the chosen tile, the arrow keys move the choice (in
 * either direction of writing) and Space picks one, as every screen reader and browser expects.
 * Each tile shows the flag slot and the language's label, else its code; the chosen one its check.
 * Exactly four tiles are centred (SPEC 2.8), two by two on a wide screen.
 */
export function LanguageTiles({ languages, selected, onSelect, labelledBy, name }: Props) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={`language-tiles${languages.length === 4 ? ' is-four' : ''}`}>
      {languages.map((l) => {
        const checked = l.language === selected;
        return (
          <label key={l.language} className={`language-tile${checked ? ' is-selected' : ''}`}>
            <input className="language-tile-input" type="radio" name={name} value={l.language} checked={checked} onChange={() => onSelect(l.language)} />
            <LanguageFlag locale={l.locale} className="language-tile-flag" />
            {/* The author's label in its own language and direction, whatever the popup's. */}
            <span className="language-tile-label" lang={l.locale} dir="auto">
              {l.label || l.language}
            </span>
            {checked ? (
              <span className="language-tile-check" aria-hidden="true">
                <Icon name="check" size={16} />
              </span>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
