/** Story helpers of the Notifications tab (never part of the site). */
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { NotificationSettings } from './NotificationSettings';
import { PushOnThisDevice } from './PushOnThisDevice';
import { fakePushDevice, type FakePushDeviceOptions } from './pushDevice';

/** The tab's column, as the Account screen draws it. */
export const tabColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '48rem' }}>
    <Story />
  </div>
);

export interface WithFakeDeviceProps {
  /** How the fake browser's push behaves. @default push available, not subscribed */
  device?: FakePushDeviceOptions;
}

/** The Notifications tab with a fake browser push, made fresh for each render of the story. */
export function NotificationSettingsOnFakeDevice({ device }: WithFakeDeviceProps) {
  const [fake] = useState(() => fakePushDevice(device));
  return <NotificationSettings pushDevice={fake} />;
}

/** "This device" with a fake browser push, made fresh for each render of the story. */
export function PushOnFakeDevice({
  device,
  publicKey,
}: WithFakeDeviceProps & { publicKey: string | null }) {
  const [fake] = useState(() => fakePushDevice(device));
  return <PushOnThisDevice publicKey={publicKey} device={fake} />;
}
