/**
 * The Account page's tab state (spec 1 §4): Account Settings, Security (where the account is
 * signed in), Notifications (what the member hears about, issue 43) or Inbox.
 */
export const accountTabs = ['settings', 'security', 'notifications', 'inbox'] as const;

/** One tab of the Account page. */
export type AccountTab = (typeof accountTabs)[number];

/** The tab a value names, or the Account Settings tab for anything else. */
export function toAccountTab(value: string | null | undefined): AccountTab {
  return accountTabs.find((tab) => tab === value) ?? 'settings';
}

/** The query parameter that opens a tab (`/Account?tab=notifications`, from a mail's link). */
export { ACCOUNT_TAB_PARAM } from '../../shared/links/accountTab';
