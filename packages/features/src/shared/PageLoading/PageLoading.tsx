import { Spinner, Stack } from '@wegrow/ui';

export interface PageLoadingProps {
  /** What is loading. @default 'Loading the page…' */
  label?: string;
}

/** What the main area shows while a page's code or data is on its way. */
export function PageLoading({ label = 'Loading the page…' }: PageLoadingProps) {
  return (
    <Stack align="center" style={{ paddingBlock: '4rem' }}>
      <Spinner size="lg" label={label} showLabel />
    </Stack>
  );
}
