import { screen, waitFor, within } from '@testing-library/react';
import { db, fixtures, users } from '@wegrow/api/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
      // The first section (Community Goals) shows, the others are tabs beside it.
      expect(
        await screen.findByRole(
          'heading',
          { level: 2, name: 'Community Goals' },
          { timeout: 8000 },
        ),
      ).toBeInTheDocument();
      // The three messages posted since he asked are new to him (issue 44).
      expect(screen.getByRole('tab', { name: 'Chat, 3 unread' })).toBeVisible();
      expect(screen.queryByText('Join request sent. Waiting for approval.')).toBeNull();
    },
  );

  describe('opened at #reports (the inbox notice of a report, issue 33)', () => {
    // jsdom has none; each test puts a recorder there.
    const original = Element.prototype.scrollIntoView;
    afterEach(() => {
      Element.prototype.scrollIntoView = original;
    });

    /** jsdom has no scrolling: records which elements were scrolled into view. */
    function scrolled() {
      const into: Element[] = [];
      Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
        into.push(this);
      });
      return into;
    }

    it('brings the Admin Panel reports into view once loaded, the focus on their heading', async () => {
      db.reports.push(fixtures.mayaMessageReport());
      const into = scrolled();
      renderScreen(<CommunityScreen communityId={RIVERSIDE} />, {
        session: { userId: users.sam.id },
        start: `/communities/${RIVERSIDE}#reports`,
      });
      const heading = await screen.findByRole('heading', { level: 3, name: 'Reports' }, LONG);
      await waitFor(() => expect(heading).toHaveFocus(), LONG);
      const section = heading.closest('section');
      expect(section?.id).toBe('reports');
      expect(into).toEqual([section]);
      // The list had loaded when the part was brought into view.
      expect(
        within(screen.getByRole('list', { name: 'Open reports' })).getByText(
          '“Cheap watches, this week only”',
        ),
      ).toBeVisible();
    });

    it('leaves the page where it is at the Admin Panel’s own address', async () => {
      const into = scrolled();
      renderScreen(<CommunityScreen communityId={RIVERSIDE} />, {
        session: { userId: users.sam.id },
        start: `/communities/${RIVERSIDE}#admin`,
      });
      const heading = await screen.findByRole('heading', { level: 3, name: 'Reports' }, LONG);
      expect(await screen.findByText('No open reports.', {}, LONG)).toBeVisible();
      // The panel scrolls in the frame after the list is drawn: two frames on, it would have.
      for (let frame = 0; frame < 2; frame++)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(into).toEqual([]);
      expect(heading).not.toHaveFocus();
    });
  });
});

const LONG = { timeout: 5000 };
