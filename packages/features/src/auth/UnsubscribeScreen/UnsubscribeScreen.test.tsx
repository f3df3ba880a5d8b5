import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, errorHandler, users } from '@wegrow/api/mocks';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { describe, expect, it } from 'vitest';
import { recordRequests, renderScreen, server } from '../../testing/unit';
import {
  NOTIFICATION_SETTINGS_HREF,
  UNSUBSCRIBE_TEXTS,
  UnsubscribeScreen,
} from './UnsubscribeScreen';

const SIGNATURE = 'abcdefghijklmnopqrstuvwxyz';

function renderAt(token: string) {
  return renderScreen(<UnsubscribeScreen />, {
    route: 'unsubscribe',
    start: `/unsubscribe?token=${encodeURIComponent(token)}`,
  });
}

describe('UnsubscribeScreen', () => {
  it('asks first, sends nothing on open, and unsubscribes on the press', async () => {
    const requests = recordRequests();
    renderAt(`${users.maya.id}.replies.${SIGNATURE}`);
    expect(screen.getByText(UNSUBSCRIBE_TEXTS.ask('replies'))).toBeVisible();
    expect(screen.getByText('Stop e-mails about replies?')).toBeVisible();
    expect(requests.calls()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(NOTIFICATION_DETAILS.unsubscribed('replies'))).toBeVisible();
    expect(requests.of('POST /notifications/unsubscribe')).toHaveLength(1);
    const row = db.notificationSettings.find((entry) => entry.user_id === users.maya.id);
    expect(row?.kinds.find((entry) => entry.kind === 'replies')?.email).toBe('off');
    expect(screen.getByRole('link', { name: UNSUBSCRIBE_TEXTS.settings })).toHaveAttribute(
      'href',
      NOTIFICATION_SETTINGS_HREF,
    );
  });

  it('asks about every notification e-mail for an "all" token', () => {
    renderAt(`${users.maya.id}.all.${SIGNATURE}`);
    expect(screen.getByText('Stop every notification e-mail?')).toBeVisible();
  });

  it('says at once that a token it cannot read is not valid', () => {
    const requests = recordRequests();
    renderAt('not-a-token');
    expect(screen.getByRole('alert')).toHaveTextContent(NOTIFICATION_DETAILS.badToken);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(requests.calls()).toEqual([]);
  });

  it("shows the server's detail for a refused token", async () => {
    server.use(
      errorHandler('post', '/notifications/unsubscribe', 400, NOTIFICATION_DETAILS.badToken),
    );
    renderAt(`${users.maya.id}.chat.${SIGNATURE}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_DETAILS.badToken);
  });
});
