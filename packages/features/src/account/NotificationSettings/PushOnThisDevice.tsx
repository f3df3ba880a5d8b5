import { toApiError, useApi } from '@wegrow/api';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { Button, Notice, Stack, Text } from '@wegrow/ui';
import { useEffect, useState } from 'react';
import type { PushDevice } from './pushDevice';

/** What the "This device" section says besides the contract's sentences. */
export const PUSH_TEXTS = {
  turnOn: 'Turn on push on this device',
  turnOff: 'Turn off push on this device',
  on: 'Push is on for this device.',
  off: 'Get the kinds you choose for Push on this device, even when WeGrow is closed.',
  failed: 'Push could not be changed on this device. Try again.',
} as const;

export interface PushOnThisDeviceProps {
  /** The server's VAPID public key (base64url); null when this server sends no push. */
  publicKey: string | null;
  /** This browser's push (the real one on the site, a fake in stories and tests). */
  device: PushDevice;
}

/** Where this browser stands: still asking it, subscribed or not, or blocked by the member. */
type DeviceState = 'checking' | 'on' | 'off' | 'denied';

/** A browser's or the server's refusal, in words. */
function failureOf(error: unknown): string {
  if (error instanceof Error && !(error instanceof DOMException)) {
    const detail = toApiError(error).detail;
    if (detail.trim() !== '') return detail;
  }
  return PUSH_TEXTS.failed;
}

/**
 * "This device" (Web Push): turning push on subscribes this browser with the server's key and
 * sends the subscription (`POST /notifications/push/subscriptions`); turning it off ends the
 * subscription and forgets it (`DELETE …?endpoint=`). Says why when it cannot be had: the server
 * sends no push, the browser has no Push API, or notifications are blocked for the site.
 */
export function PushOnThisDevice({ publicKey, device }: PushOnThisDeviceProps) {
  const api = useApi();
  const add = api.useMutation('post', '/notifications/push/subscriptions');
  const remove = api.useMutation('delete', '/notifications/push/subscriptions');
  const support = publicKey === null ? null : device.support();
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'available') return undefined;
    let current = true;
    device.current().then(
      (subscription) => current && setState(subscription ? 'on' : 'off'),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, [device, support]);

  if (publicKey === null) return <Notice tone="info">{NOTIFICATION_DETAILS.pushOff}</Notice>;
  if (support === 'unsupported')
    return <Notice tone="info">{NOTIFICATION_DETAILS.pushUnsupported}</Notice>;
  if (support === 'denied' || state === 'denied')
    return <Notice tone="warning">{NOTIFICATION_DETAILS.pushDenied}</Notice>;

  async function turnOn(key: string) {
    setBusy(true);
    setFailure(null);
    try {
      const subscription = await device.subscribe(key);
      try {
        await add.mutateAsync({ body: subscription });
      } catch (error) {
        // The server did not keep it: the browser should not keep it either.
        await device.unsubscribe().catch(() => null);
        throw error;
      }
      setState('on');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') setState('denied');
      else setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setFailure(null);
    try {
      const endpoint = await device.unsubscribe();
      if (endpoint !== null) await remove.mutateAsync({ params: { query: { endpoint } } });
      setState('off');
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  const on = state === 'on';
  return (
    <Stack align="stretch" gap="3">
      <Text tone={on ? undefined : 'secondary'} role="status">
        {state === 'checking' ? '' : on ? PUSH_TEXTS.on : PUSH_TEXTS.off}
      </Text>
      {failure !== null ? (
        <Notice tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      <div>
        <Button
          variant={on ? 'secondary' : 'primary'}
          loading={busy}
          disabled={state === 'checking'}
          onClick={() => void (on ? turnOff() : turnOn(publicKey))}
        >
          {on ? PUSH_TEXTS.turnOff : PUSH_TEXTS.turnOn}
        </Button>
      </div>
    </Stack>
  );
}
