import { Component, type ReactNode } from 'react';
import { Icon } from './Icon';

interface Props {
  blockId: string;
  /** The author's text of the block as static HTML, or null when the fragment has none to show. */
  text: ReactNode | null;
  /** The note shown when there is no text either. */
  failedLabel: string;
  children: ReactNode;
}

/**
 * One content block's view that throws (while rendering, in an effect, or while its code loads)
 * must cost that block only, not the page or the course: the learner gets the block's own text, or
 * a small note when it has none, and the page's gate is released because the view (and its
 * Suspense hold) has unmounted.
 */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`Content block ${this.props.blockId} could not be shown; showing its text instead`, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.text) return <div className="block-fallback">{this.props.text}</div>;
    return (
      <div className="error-card block-error">
        <Icon name="alert" />
        <p className="error-card-title">{this.props.failedLabel}</p>
      </div>
    );
  }
}

/** Whether a fragment holds anything a learner would read or see without its block's view. */
export const hasReadableContent = (fragment: ParentNode): boolean =>
  (fragment.textContent ?? '').trim() !== '' || fragment.querySelector('img, table, svg, picture, video, audio') !== null;
