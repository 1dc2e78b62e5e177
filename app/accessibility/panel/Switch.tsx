import { useId } from 'react';

/**
 * One of SPEC 2.7's toggle options as a real switch: a native button (so Space and Enter press it, and
 * it sits in the Tab order) with role="switch" and aria-checked, named by its visible label. The
 * option's description, which the popup shows to everyone, is its accessible description here too,
 * so a screen-reader user hears what the option does without opening the popup.
 */
export function Switch({ label, description, checked, onChange }: { label: string; description: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const descriptionId = useId();
  return (
    <>
      <button type="button" role="switch" aria-checked={checked} aria-describedby={descriptionId} className="a11y-switch" onClick={() => onChange(!checked)}>
        <span className="a11y-switch-label">{label}</span>
        {/* The track shows the state to sighted learners; its shape changes too, not only its colour (WCAG 1.4.1). */}
        <span className="a11y-switch-track" aria-hidden="true">
          <span className="a11y-switch-thumb" />
        </span>
      </button>
      <span id={descriptionId} hidden>
        {description}
      </span>
    </>
  );
}
