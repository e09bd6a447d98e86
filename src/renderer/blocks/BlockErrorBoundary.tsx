/**
 * Error boundary around one block (ARCHITECTURE "The block contract"): a block that throws while
 * rendering renders nothing, the error is logged, and the rest of the page lives on.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** The block type, for the log line. */
  blockType: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class BlockErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`Block "${this.props.blockType}" failed to render.`, error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
