import { screen } from '@testing-library/react';
import { users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/unit';
import { joinedMonth, PersonScreen } from './PersonScreen';

function renderAt(path: string) {
  return renderScreen(<PersonScreen locale="en-GB" timeZone="UTC" />, {
    route: 'person',
    start: path,
  });
}

describe('PersonScreen', () => {
  it("shows a member's profile to a visitor", async () => {
    renderAt('/people/MAYA');
    expect(await screen.findByRole('heading', { level: 2, name: 'maya' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    expect(screen.getByText('Member since January 2026')).toBeVisible();
    if (users.maya.bio) expect(screen.getByText(users.maya.bio)).toBeVisible();
  });

  it("says so for a username nobody has (the server's words)", async () => {
    renderAt('/people/nobody-here');
    expect(await screen.findByText('No member has this username.')).toBeVisible();
  });

  it('reads a month in the given locale and zone', () => {
    expect(joinedMonth('2026-01-31T23:30:00Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe(
      'February 2026',
    );
  });
});
