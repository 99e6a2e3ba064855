import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '@/lib/messages.ts';
import { Button } from './button.tsx';
import { LiveMark } from './live-mark.tsx';
import { Notice } from './notice.tsx';

/** The friendly screen shown instead of a crashed one. */
export function ErrorScreen() {
  return (
    <Notice
      title={messages.app.errorTitle}
      text={messages.app.errorText}
      action={
        <Button block onClick={() => window.location.reload()}>
          {messages.app.reload}
        </Button>
      }
    />
  );
}

interface State {
  failed: boolean;
}

/** Catches render errors outside the router (a screen that throws, or whose chunk failed to load). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // The screen never went live: its Reload must answer taps.
    return (
      <>
        <ErrorScreen />
        <LiveMark />
      </>
    );
  }
}
