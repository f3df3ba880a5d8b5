import { expect, it } from 'vitest';
import { accountTabHref } from '../../shared/links/accountTab';
import { accountTabs, toAccountTab } from './accountTabs';

it('reads a tab, falling back to Account Settings', () => {
  expect(toAccountTab('inbox')).toBe('inbox');
  expect(toAccountTab('settings')).toBe('settings');
  expect(toAccountTab('security')).toBe('security');
  expect(toAccountTab('notifications')).toBe('notifications');
  expect(toAccountTab('Inbox')).toBe('settings');
  expect(toAccountTab(null)).toBe('settings');
  expect(toAccountTab(undefined)).toBe('settings');
});

it('links each tab by the parameter the screen reads', () => {
  for (const tab of accountTabs) {
    const search = new URL(accountTabHref(tab), 'https://wegrow.example').searchParams;
    expect(toAccountTab(search.get('tab'))).toBe(tab);
  }
});
