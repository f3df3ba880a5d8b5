import { Notice } from '@wegrow/ui';

/** What a page reached with `signOutOnArrival` says (loaded only then: the shell is first-paint code). */
export default function ArrivalNotice({
  children,
  onDismiss,
}: {
  children: string;
  onDismiss: () => void;
}) {
  return (
    <Notice tone="success" onDismiss={onDismiss}>
      {children}
    </Notice>
  );
}
