import { expect, it } from 'vitest';
import { toAccountTab } from './accountTabs';

it('reads a tab, falling back to Account Settings', () => {
  expect(toAccountTab('inbox')).toBe('inbox');
  expect(toAccountTab('settings')).toBe('settings');
  expect(toAccountTab('security')).toBe('security');
  expect(toAccountTab('Inbox')).toBe('settings');
  expect(toAccountTab(null)).toBe('settings');
  expect(toAccountTab(undefined)).toBe('settings');
});
