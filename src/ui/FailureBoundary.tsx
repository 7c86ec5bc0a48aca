/**
 * Shows `fallback` in place of a part that failed, to load its code (a lost connection, a content
 * blocker, a file a new version of the site replaced) or to render, so nothing around it is lost.
 * A new `resetKey` (a page's address) tries the part again.
 */
import { Component, type ReactNode } from 'react';

interface FailureBoundaryProps {
  fallback: ReactNode;
  resetKey?: string;
  children: ReactNode;
}

interface FailureState {
  failed: boolean;
  resetKey?: string;
}

export class FailureBoundary extends Component<FailureBoundaryProps, FailureState> {
  override state: FailureState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<FailureState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: FailureBoundaryProps, state: FailureState): FailureState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
