import { Button, Stack, Text } from '@wegrow/ui';
import { Component, lazy, Suspense, type ReactNode } from 'react';

/** The error page of the features; its code loads only when a page fails. */
const RouteErrorView = lazy(async () => ({
  default: (await import('@wegrow/features/shared')).RouteErrorView,
}));

/** When even the error page's code cannot load (the network is gone). */
function LastResortError() {
  return (
    <Stack gap="4" align="start">
      <Text as="h1" size="lg" weight="bold">
        Something went wrong
      </Text>
      <Text>WeGrow could not load this page. Check your connection, then reload.</Text>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Stack>
  );
}

interface BoundaryProps {
  /** The page shown: a new one clears the error. */
  resetKey: string;
  children: ReactNode;
  /** What to show for an error (the boundary's own error page by default). */
  fallback?: (error: unknown) => ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
  resetKey: string;
}

/**
 * Catches what a page throws (a render error, or its code failing to load) and shows the error
 * page inside the shell, so the navigation stays; going to another page clears it. (React logs
 * the error itself.)
 */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error.value);
    return (
      <PageErrorBoundary resetKey={this.props.resetKey} fallback={() => <LastResortError />}>
        <Suspense fallback={null}>
          <RouteErrorView error={error.value} />
        </Suspense>
      </PageErrorBoundary>
    );
  }
}
