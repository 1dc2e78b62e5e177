import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { AccessibilitySettings, LearnerAccessibility, Translate } from '@core';
import { Icon } from '../../components/Icon';
import { DescriptionPopup } from './DescriptionPopup';
import { FontSizeControl } from './FontSizeControl';
import { Switch } from './Switch';
import './panel.css';

type Toggle = 'isContrastTheme' | 'isReadableFont' | 'isDyslexiaFont' | 'isSeizureSafe';

/** SPEC 2.7's toggle options in its order, each labelled and described by the packages' keys. */
const SWITCHES: readonly [Toggle, string, string][] = [
  ['isContrastTheme', '[contrast theme]', '[contrast theme description]'],
  ['isReadableFont', '[readable font]', '[readable font description]'],
  ['isDyslexiaFont', '[dyslexia font]', '[dyslexia font description]'],
  ['isSeizureSafe', '[seizure safe]', '[seizure safe description]'],
];

/** Stands for the link inside '[wcag feature description]' ("… {link}") while the text is split around it. */
const LINK = '\uE000';

interface Props {
  /** The session's owner of the settings (core/player/accessibility.ts). */
  owner: Pick<LearnerAccessibility, 'settings' | 'set'>;
  /**
   * The course language's labels and locale, given rather than read from the session's context: the
   * sign-in screens show the panel before the course's screens exist (app/signin).
   */
  t: Translate;
  locale: string;
  expanded: boolean;
  onToggle: () => void;
  /** The learner changed a setting: the menu shows SPEC 2.7's 'accessibility mode enabled' toast. */
  onChanged: () => void;
}

/**
 * The user menu's expandable 'Accessibility mode' section (SPEC 2.4, 2.7): a disclosure button, and
 * under it four switches, the font-size control and the link to the 'accessibility-description'
 * popup. Every change goes to the session's owner of the settings, which saves them and has the app
 * apply them (issue 23's contract); the panel only shows them and asks for changes.
 */
export const AccessibilityPanel = observer(function AccessibilityPanel({ owner, t, locale, expanded, onToggle, onChanged }: Props) {
  const bodyId = useId();
  const toggleId = useId();
  const [describing, setDescribing] = useState(false);
  const settings = owner.settings;
  const change = (patch: Partial<AccessibilitySettings>) => {
    owner.set(patch);
    onChanged();
  };
  const [before, after = ''] = t('[wcag feature description]', { link: LINK }).split(LINK);

  return (
    <div className="a11y-panel">
      <button type="button" id={toggleId} className="user-menu-item a11y-toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
        <Icon name="accessibility" />
        <span className="a11y-toggle-label">{t('[accessibility mode]')}</span>
        <Icon name="chevron" size={16} />
      </button>
      <div id={bodyId} className="a11y-body" role="group" aria-labelledby={toggleId} hidden={!expanded}>
        {expanded ? (
          <>
            <ul className="a11y-switches">
              {SWITCHES.map(([field, label, description]) => (
                <li key={field}>
                  <Switch label={t(label)} description={t(description)} checked={settings[field]} onChange={(on) => change({ [field]: on })} />
                </li>
              ))}
            </ul>
            <FontSizeControl
              level={settings.fontSize}
              onChange={(fontSize) => change({ fontSize })}
              labels={{ title: t('[font size adjustment]'), decrease: t('[decrease font size]'), increase: t('[increase font size]') }}
              locale={locale}
            />
            <p className="a11y-about">
              {before}
              <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setDescribing(true)}>
                {t('[wcag feature description link]')}
              </button>
              {after}
            </p>
          </>
        ) : null}
      </div>
      <DescriptionPopup t={t} open={describing} onClose={() => setDescribing(false)} />
    </div>
  );
});
