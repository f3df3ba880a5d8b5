import { screen } from '@testing-library/react';
import { db, fixtures, users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/unit';
import { CommunityScreen } from './CommunityScreen';

const RIVERSIDE = fixtures.communityIds.riverside;

describe('CommunityScreen', () => {
  it(
    'opens the sections on the waiting page once the join request is approved (issue 33)',
    {
      timeout: 20_000,
    },
    async () => {
      renderScreen(<CommunityScreen communityId={RIVERSIDE} />, {
        session: { userId: users.theo.id },
      });
      expect(
        await screen.findByText('Join request sent. Waiting for approval.', {}, { timeout: 5000 }),
      ).toBeVisible();
      // An admin approves elsewhere (the fakes' data, as the approve call would leave it). The fake
      // join stream is static: the page hears it when it reconnects (3 s), long before its 60 s
      // fallback refetch.
      const request = db.memberships.find(
        (row) => row.community_id === RIVERSIDE && row.user_id === users.theo.id,
      );
      expect(request?.is_approved).toBe(false);
      if (request) request.is_approved = true;
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Community Chat' }, { timeout: 8000 }),
      ).toBeVisible();
      expect(screen.queryByText('Join request sent. Waiting for approval.')).toBeNull();
    },
  );
});
