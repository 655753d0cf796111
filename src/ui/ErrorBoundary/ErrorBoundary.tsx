import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../ErrorPanel';

export interface ErrorBoundaryFallbackProps {
  error: unknown;
  /** Clears the error and renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** A caught error is cleared when any of these values changes (e.g. the page's location). */
  resetKeys?: readonly unknown[];
  /** Replaces the default panel. */
  fallback?: (props: ErrorBoundaryFallbackProps) => ReactNode;
  /** Headline of the default panel. */
  title?: string;
  /** Text of the default panel. */
  message?: string;
  /** Heading level of the default panel's title. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** `compact` inside dialogs. */
  size?: 'md' | 'compact';
  /** Told about every caught error (logging). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: { value: unknown } | null;
  keys: readonly unknown[] | undefined;
}

const changed = (a: readonly unknown[] | undefined, b: readonly unknown[] | undefined) =>
  (a?.length ?? 0) !== (b?.length ?? 0) || (a ?? []).some((v, i) => !Object.is(v, b?.[i]));

/**
 * Contains a render error to the part of the page it wraps: an error panel with "Try again" stands in
 * for that part, everything around it keeps working. Clears itself when `resetKeys` change.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (!changed(props.resetKeys, state.keys)) return null;
    return { keys: props.resetKeys, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback, title = 'This part could not be shown', message, headingLevel = 2, size = 'md' } = this.props;
    if (fallback) return fallback({ error: error.value, reset: this.reset });
    return (
      <ErrorPanel
        title={title}
        message={message ?? 'Something in this data could not be displayed. Try again, or go to another page.'}
        headingLevel={headingLevel}
        size={size}
        onRetry={this.reset}
      />
    );
  }
}
