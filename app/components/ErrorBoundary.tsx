import { Component, type ReactNode } from 'react';
import type { PlayerSession } from '@core';

/** SPEC 4.7: a rendering crash sets the app error, which shows the error page instead of a blank screen. */
export class ErrorBoundary extends Component<{ session: PlayerSession; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.session.fail(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
