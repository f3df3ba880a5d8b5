import { useApi } from '@wegrow/api';
import { useEffect, useRef, useState } from 'react';
import { followChat, type ChatStreamEvent, type ChatStreamStatus } from './chatStream';

/**
 * Follows a community's chat live while the component is shown (and `enabled`) (see {@link followChat}): each
 * event goes to `onEvent` (the latest one given); returns the stream's status.
 */
export function useChatStream(
  communityId: number,
  onEvent: (event: ChatStreamEvent) => void,
  /** False: no stream (the page follows the chat only while its tab is not shown). */
  enabled = true,
): ChatStreamStatus {
  const { client } = useApi();
  const [status, setStatus] = useState<ChatStreamStatus>('connecting');
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void followChat({
      client,
      communityId,
      signal: controller.signal,
      onEvent: (event) => handler.current(event),
      onStatus: (next) => {
        if (!controller.signal.aborted) setStatus(next);
      },
    });
    return () => controller.abort();
  }, [client, communityId, enabled]);

  return status;
}
