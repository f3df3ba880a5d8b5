import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { List, ListItem } from './List';

describe('List', () => {
  it('renders a labelled list of items with descriptions', () => {
    render(
      <List aria-label="Tasks">
        <ListItem description="Open">Water the seedlings</ListItem>
        <ListItem>Build the compost bay</ListItem>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Tasks' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Water the seedlingsOpen');
  });

  it('renders an ordered list when asked', () => {
    render(
      <List ordered aria-label="Steps">
        <ListItem>First</ListItem>
      </List>,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('OL');
  });

  it('makes a row one button with onActivate and announces the highlight', async () => {
    const onActivate = vi.fn();
    render(
      <List aria-label="Inbox">
        <ListItem highlighted highlightLabel="Unread" description="09:12" onActivate={onActivate}>
          Entry saved
        </ListItem>
      </List>,
    );
    const row = screen.getByRole('button', { name: /^Unread: Entry saved/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('listitem')).toHaveAttribute('data-highlighted');
  });

  it('puts the footer outside the row button', () => {
    render(
      <List aria-label="Inbox">
        <ListItem onActivate={() => {}} footer={<button type="button">Show more</button>}>
          A long message
        </ListItem>
      </List>,
    );
    const row = screen.getByRole('button', { name: 'A long message' });
    expect(row).not.toContainElement(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('listitem')).toContainElement(
      screen.getByRole('button', { name: 'Show more' }),
    );
  });
});
