import { users } from '@wegrow/api/mocks';
import { EMAIL_VERIFICATION_TEXTS, PLATFORM_DETAILS } from '@wegrow/contract/details';
import { useToast } from '@wegrow/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests, renderScreen } from '../../testing/unit';

const WAIT = { timeout: 5000 };

/** A screen that raises the toast a refused post raises. */
function Refused({ detail }: { detail: string }) {
  const { toast } = useToast();
  return (
    <button
      type="button"
      onClick={() => toast({ title: 'Talk not posted.', description: detail, tone: 'error' })}
    >
      Post
    </button>
  );
}

describe('a refusal to an unverified address (issue 47)', () => {
  it('carries "Send the link again", which asks for a link and says what came of it', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    // Ivy is verified in the fakes: their 409 "already verified" is what comes back.
    renderScreen(<Refused detail={PLATFORM_DETAILS.emailNotVerified} />, {
      session: { userId: users.ivy.id },
    });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    await user.click(await within(toasts).findByRole('button', { name: 'Send the link again' }));
    expect(
      await within(toasts).findByText(EMAIL_VERIFICATION_TEXTS.alreadyVerified, {}, WAIT),
    ).toBeVisible();
    expect(requests.of('POST /auth/verify-email/resend')).toHaveLength(1);
  });

  it('leaves other refusals without it', async () => {
    const user = userEvent.setup();
    renderScreen(<Refused detail="This talk is closed." />, { session: { userId: users.ivy.id } });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('This talk is closed.')).toBeVisible();
    expect(within(toasts).queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
