import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function renderTabs(unread: number, onValueChange = vi.fn()) {
  render(
    <Tabs defaultValue="settings" onValueChange={onValueChange}>
      <TabsList aria-label="Account">
        <TabsTrigger value="settings">Account Settings</TabsTrigger>
        <TabsTrigger value="inbox" badge={unread}>
          Inbox
        </TabsTrigger>
        <TabsTrigger value="archive" disabled>
          Archive
        </TabsTrigger>
      </TabsList>
      <TabsContent value="settings">Settings panel</TabsContent>
      <TabsContent value="inbox">Inbox panel</TabsContent>
      <TabsContent value="archive">Archive panel</TabsContent>
    </Tabs>,
  );
  return onValueChange;
}

describe('Tabs', () => {
  it('names a tab with its unread count and shows the pill', () => {
    renderTabs(3);
    const inbox = screen.getByRole('tab', { name: 'Inbox, 3 unread' });
    expect(inbox).toHaveTextContent('Inbox 3');
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
  });

  it('hides the pill at zero', () => {
    renderTabs(0);
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveTextContent(/^Inbox$/);
  });

  it('moves and activates with the arrow keys, skipping disabled tabs', async () => {
    const onValueChange = renderTabs(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Account Settings' }));
    await userEvent.keyboard('{ArrowRight}');
    const inbox = screen.getByRole('tab', { name: 'Inbox, 2 unread' });
    expect(inbox).toHaveFocus();
    expect(inbox).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('inbox');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Inbox panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Account Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(inbox).toHaveFocus();
  });

  it('ties each tab to its panel and mounts the panel without reading its computed style', () => {
    // Radix's own panel read its computed animation in React's commit, which forced the page's
    // style and layout there (issue 44: ~50 ms of a phone's CPU on a community's page).
    const computed = vi.spyOn(window, 'getComputedStyle');
    renderTabs(0);
    expect(computed).not.toHaveBeenCalled();
    computed.mockRestore();
    const settings = screen.getByRole('tab', { name: 'Account Settings' });
    const panel = screen.getByRole('tabpanel', { name: 'Account Settings' });
    expect(panel).toHaveTextContent('Settings panel');
    expect(settings).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('tabindex', '0');
    // The other panels are there, hidden and empty, each named by its tab.
    const inboxPanel = document.getElementById(
      screen.getByRole('tab', { name: 'Inbox' }).getAttribute('aria-controls') ?? '',
    );
    expect(inboxPanel).toHaveAttribute('hidden');
    expect(inboxPanel).toBeEmptyDOMElement();
  });
});
