import type { InboxMessage } from '@wegrow/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { InboxList } from './InboxList';

const message = (id: number, read: boolean, content: string): InboxMessage => ({
  id,
  read,
  timestamp: '2026-01-05T10:00:00Z',
  sender: { kind: 'community', name: 'Riverside Growers' },
  subject: `Subject ${id}`,
  content,
});

const LONG = 'A long letter. '.repeat(60);

describe('InboxList', () => {
  // jsdom lays nothing out: a message is "cut off" when its text is this long.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return (this.textContent ?? '').length > 200 ? 240 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(0);
  });
  afterEach(() => vi.restoreAllMocks());

  it('links a notice to the page it names; following it reads the message and goes there', async () => {
    const user = userEvent.setup();
    const onMarkRead = vi.fn();
    render(
      <MemoryRouter initialEntries={['/Account']}>
        <Routes>
          <Route
            path="/Account"
            element={
              <InboxList
                messages={[message(1, false, 'Reported (Spam). Review it: /communities/3#reports')]}
                onMarkRead={onMarkRead}
                locale="en-GB"
                timeZone="UTC"
              />
            }
          />
          <Route path="/communities/3" element={<p>Admin Panel</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Open the report in Riverside Growers' });
    expect(link).toHaveAttribute('href', '/communities/3#reports');
    await user.click(link);
    expect(onMarkRead).toHaveBeenCalledWith(1);
    expect(screen.getByText('Admin Panel')).toBeInTheDocument();
  });

  it('offers "Show more" only for a message cut off, and it toggles aria-expanded', async () => {
    const user = userEvent.setup();
    render(
      <InboxList
        messages={[message(1, true, LONG), message(2, true, 'Short.')]}
        onMarkRead={() => {}}
        locale="en-GB"
        timeZone="UTC"
      />,
    );
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text).toHaveTextContent(LONG.trim());
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('marks an unread message read when it is opened in full', async () => {
    const onMarkRead = vi.fn<(id: number) => void>();
    const user = userEvent.setup();
    render(<InboxList messages={[message(7, false, LONG)]} onMarkRead={onMarkRead} />);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onMarkRead).toHaveBeenCalledWith(7);
    // Folding it again does not mark it once more.
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(onMarkRead).toHaveBeenCalledTimes(1);
  });

  it('shows the subject and who it is from', () => {
    render(<InboxList messages={[message(3, true, 'Hello.')]} onMarkRead={() => {}} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Subject 3');
    expect(screen.getByRole('listitem')).toHaveTextContent('From Riverside Growers · Community');
  });
});
