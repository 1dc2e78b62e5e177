import { useId, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { readNote, type Note } from './model';

/** The author's prompt names a text box; what the learner types is saved as they type (the session debounces saving). */
export default function ReflectionNoteView({ root, state, setState, renderHtml }: ContentBlockViewProps<Note>) {
  const id = useId();
  const { text } = readNote(state);
  return (
    <div className="reflection-note">
      <div id={id}>{renderHtml(root) as ReactNode}</div>
      <textarea aria-labelledby={id} rows={4} value={text} onChange={(e) => setState(e.currentTarget.value ? { text: e.currentTarget.value } : null)} />
    </div>
  );
}
