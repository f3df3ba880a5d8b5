import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, errorHandler, users } from '@wegrow/api/mocks';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { describe, expect, it } from 'vitest';
import { recordRequests, renderScreen, server } from '../../testing/unit';
import { NOTIFICATION_SETTINGS_TEXTS as T, NotificationSettings } from './NotificationSettings';
import { PUSH_TEXTS } from './PushOnThisDevice';
import { FAKE_SUBSCRIPTION, fakePushDevice, type PushDevice } from './pushDevice';

function renderSettings(pushDevice: PushDevice = fakePushDevice()) {
  return renderScreen(<NotificationSettings pushDevice={pushDevice} />, {
    session: { userId: users.maya.id },
  });
}

async function formShown() {
  return screen.findByRole('form', { name: T.heading }, { timeout: 5000 });
}

describe('NotificationSettings', () => {
  it('saves only what changed, then says "Saved."', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderSettings();
    const form = await formShown();
    const save = within(form).getByRole('button', { name: T.save });
    expect(save).toBeDisabled();

    const chat = within(form).getByRole('group', { name: 'Chat' });
    await user.click(within(chat).getByRole('switch', { name: T.inApp }));
    await user.selectOptions(within(chat).getByRole('combobox', { name: T.email }), 'daily');
    await user.click(save);

    expect(await within(form).findByText(T.saved)).toBeVisible();
    const [request] = requests.of('PUT /notifications/preferences');
    expect(await request?.json()).toEqual({
      kinds: [{ kind: 'chat', in_app: true, email: 'daily', push: false }],
    });
    await waitFor(() => expect(save).toBeDisabled());
    const saved = db.notificationSettings.find((row) => row.user_id === users.maya.id);
    expect(saved?.kinds.find((entry) => entry.kind === 'chat')).toMatchObject({ email: 'daily' });
  });

  it("shows the server's detail when a save is refused", async () => {
    const user = userEvent.setup();
    renderSettings();
    const form = await formShown();
    server.use(
      errorHandler('put', '/notifications/preferences', 422, NOTIFICATION_DETAILS.unknownTimeZone),
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: T.timeZone }),
      'Asia/Tokyo',
    );
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      NOTIFICATION_DETAILS.unknownTimeZone,
    );
  });

  it('turns push on for this device and off again', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const device = fakePushDevice();
    renderSettings(device);
    await formShown();
    await user.click(await screen.findByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(await screen.findByText(PUSH_TEXTS.on)).toBeVisible();
    const [added] = requests.of('POST /notifications/push/subscriptions');
    expect(await added?.json()).toEqual(FAKE_SUBSCRIPTION);
    expect(device.subscription).toEqual(FAKE_SUBSCRIPTION);

    await user.click(screen.getByRole('button', { name: PUSH_TEXTS.turnOff }));
    expect(await screen.findByRole('button', { name: PUSH_TEXTS.turnOn })).toBeEnabled();
    const [removed] = requests.of('DELETE /notifications/push/subscriptions');
    expect(new URL(removed?.url ?? '').searchParams.get('endpoint')).toBe(
      FAKE_SUBSCRIPTION.endpoint,
    );
    expect(device.subscription).toBeNull();
  });

  it('says why push cannot be had', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSettings(fakePushDevice({ support: 'unsupported' }));
    expect(await screen.findByText(NOTIFICATION_DETAILS.pushUnsupported)).toBeVisible();
    unmount();
    renderSettings(fakePushDevice({ refuse: true }));
    await user.click(await screen.findByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(await screen.findByText(NOTIFICATION_DETAILS.pushDenied)).toBeVisible();
  });
});
