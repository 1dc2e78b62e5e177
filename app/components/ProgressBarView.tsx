/** SPEC 2.12's progress bar as drawn: the value (already capped) and the pass mark. */
export function ProgressBarView({ tone, value, mastery, labels }: { tone: 'light' | 'dark'; value: number; mastery: number; labels: { progress: string; complete: string; pass: string } }) {
  return (
    <div className={`progress progress-${tone}`}>
      <div className="progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={labels.progress}>
        <div className="progress-fill" style={{ inlineSize: `${value}%` }} />
        <div className="progress-mark" style={{ insetInlineStart: `${mastery}%` }} aria-hidden="true" />
      </div>
      <p className="progress-text">
        <span>{labels.complete}</span>
        <span className="progress-pass">{labels.pass}</span>
      </p>
    </div>
  );
}
